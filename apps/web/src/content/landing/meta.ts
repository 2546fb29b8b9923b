/** The registry side of a landing page, free of zod: the site's pages.ts imports it into every page's bundle. */
export const LANDING_GROUPS = ['feature', 'role', 'topic'] as const
export type LandingGroup = (typeof LANDING_GROUPS)[number]

/**
 * A landing page's entry in the route registry, written in the page's own file as `meta`;
 * `../pages.ts` derives the registry from these (through pages.generated.ts).
 */
export interface LandingMeta {
  group: LandingGroup
  /** Short name for navigation and footer links. */
  label: string
  /** Without the brand (it is appended); see pages.test.ts for the length limits. */
  title: string
  description: string
}
