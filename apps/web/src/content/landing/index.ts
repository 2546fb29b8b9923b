import type { PracticeSource } from '~/content/practice/schema'
import { sharedCta, sharedSections } from '~/content/shared'
import { collections } from '~/content/collections'
import { ContentError, schemaProblems } from '~/content/collection'
import {
  CtaSchema,
  questionsOf,
  SectionSchema,
  type LandingContent,
  type ResolvedLanding,
  type ResolvedSection,
  type SharedSectionId,
} from './schema'

/**
 * Every landing page, by slug: the files of this folder, read when the module loads (during the
 * build's prerender), so a page that breaks the schema fails the build with its file and field.
 */
export const landingContent: ReadonlyMap<string, LandingContent> = new Map(
  collections.landing.read().map(({ id, data }) => [id, { ...data, slug: id }] as const),
)

/**
 * A shared section filled in with the page's audience, checked against the schema like the page's
 * own; a text the audience makes too long names both files.
 */
function sharedSection(id: SharedSectionId, page: LandingContent): ResolvedSection {
  const section = sharedSections[id](page.audience)
  const parsed = SectionSchema.safeParse(section)
  if (!parsed.success) {
    const problems = schemaProblems('src/content/shared.yaml', parsed.error.issues, section, [id])
    const audience = ` (With the audience of the landing page “${page.slug}”.)`
    throw new ContentError(problems.map((problem) => ({ ...problem, rule: problem.rule + audience })))
  }
  if (parsed.data.kind === 'shared') throw new Error(`Shared section "${id}" may not refer to another shared section`)
  return parsed.data
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
