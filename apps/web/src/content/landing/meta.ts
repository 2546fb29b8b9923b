/** The footer's groups of landing pages, free of zod: the route registry (../pages.ts) imports them. */
export const LANDING_GROUPS = ['feature', 'role', 'topic'] as const
export type LandingGroup = (typeof LANDING_GROUPS)[number]
