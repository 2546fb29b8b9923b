import type { PracticeSource } from '~/content/practice'
import { sharedCta, sharedSections } from '~/content/shared'
import { landingInputs } from './pages.generated'
import {
  CtaSchema,
  LandingContentSchema,
  questionsOf,
  SectionSchema,
  type LandingContent,
  type LandingContentInput,
  type ResolvedLanding,
  type ResolvedSection,
  type SharedSectionId,
} from './schema'

/** Every landing page's content, one module per file of this folder (pages.generated.ts). */
const modules: readonly LandingContentInput[] = landingInputs

// Parsed when the module loads, i.e. during the build's prerender: a page that
// breaks the schema, names an unknown shared id or repeats a slug fails the build.
function parsePage(input: LandingContentInput): LandingContent {
  const result = LandingContentSchema.safeParse(input)
  if (!result.success) {
    throw new Error(`Landing content "${input.slug}" is invalid:\n${result.error.message}`)
  }
  return result.data
}

export const landingContent: ReadonlyMap<string, LandingContent> = new Map(
  modules.map((input) => {
    const page = parsePage(input)
    return [page.slug, page] as const
  }),
)
if (landingContent.size !== modules.length) throw new Error('Two landing content modules share a slug')

/** A shared section filled in with the page's audience, checked against the schema like the page's own. */
function sharedSection(id: SharedSectionId, page: LandingContent): ResolvedSection {
  const section = SectionSchema.parse(sharedSections[id](page.audience))
  if (section.kind === 'shared') throw new Error(`Shared section "${id}" may not refer to another shared section`)
  return section
}

// Resolved when the module loads (during the prerender), so a shared section that
// breaks the schema with some page's audience fails the build.
const resolved: ReadonlyMap<string, ResolvedLanding> = new Map(
  [...landingContent.values()].map((page) => [
    page.slug,
    {
      hero: page.hero,
      sections: page.sections.map((section) => (section.kind === 'shared' ? sharedSection(section.id, page) : section)),
      cta: CtaSchema.parse({ ...sharedCta, ...page.cta }),
      practice: practiceSource(page),
    },
  ]),
)

/** A page's content ready to render: shared sections in place, the CTA merged over the shared one. */
export function resolveLanding(slug: string): ResolvedLanding | undefined {
  return resolved.get(slug)
}

/** The widget's questions: the hero preview first (unless it is not a question), then the questions sections'. */
function practiceSource(page: LandingContent): PracticeSource {
  const { role, keywords, usePreview } = page.practice
  const preview = usePreview && page.hero.preview ? [page.hero.preview.question] : []
  return { role, keywords, questions: [...new Set([...preview, ...questionsOf(page.sections)])] }
}
