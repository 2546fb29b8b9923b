import type { PracticeSource } from '../practice'
import { sharedCta, sharedSections } from '../shared'
import { landingInputs } from './pages.generated'
import {
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

function parseShared(): Record<SharedSectionId, ResolvedSection> {
  const entries = Object.entries(sharedSections).map(([id, section]) => {
    const parsed = SectionSchema.parse(section)
    if (parsed.kind === 'shared') throw new Error(`Shared section "${id}" may not refer to another shared section`)
    return [id, parsed] as const
  })
  return Object.fromEntries(entries) as Record<SharedSectionId, ResolvedSection>
}

export const landingContent: ReadonlyMap<string, LandingContent> = new Map(
  modules.map((input) => {
    const page = parsePage(input)
    return [page.slug, page] as const
  }),
)
if (landingContent.size !== modules.length) throw new Error('Two landing content modules share a slug')

const shared = parseShared()

/** A page's content ready to render: shared sections in place, the CTA merged over the shared one. */
export function resolveLanding(slug: string): ResolvedLanding | undefined {
  const page = landingContent.get(slug)
  if (!page) return undefined
  return {
    hero: page.hero,
    sections: page.sections.map((section) => (section.kind === 'shared' ? shared[section.id] : section)),
    cta: { ...sharedCta, ...page.cta },
    practice: practiceSource(page),
  }
}

/** The widget's questions: the hero preview first (unless it is not a question), then the questions sections'. */
function practiceSource(page: LandingContent): PracticeSource {
  const { role, keywords, usePreview } = page.practice
  const preview = usePreview && page.hero.preview ? [page.hero.preview.question] : []
  return { role, keywords, questions: [...new Set([...preview, ...questionsOf(page.sections)])] }
}

