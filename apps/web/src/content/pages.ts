/**
 * The route registry: every public page of the site, once. The page files (src/pages/), the
 * prerender list, sitemap.xml, robots.txt, the redirects and the footer's quick
 * links are all derived from this list. Landing pages are not listed here: each
 * one's entry is the group, label, title and description in its own file in
 * ./landing/ (see the README there).
 *
 * Titles are written without the brand (it is appended) and kept short enough
 * that "title | brand" stays within search-engine limits; see pages.test.ts.
 */
import { collections } from '~/content/collections'
import { ContentError, type Problem } from './collection'
import { landingContent, resolveLanding } from './landing'
import { LANDING_GROUPS, type LandingGroup } from './landing/meta'
import { questionBanks, unknownRole } from './question-banks'
import { parsePublicEnv } from '~/config/public-env'
import { LEGAL_PATHS, legalContext, legalDocumentEveryWay, legalHead } from './legal'
import { fillLabel } from '~/lib/fill-label'
import { labelOf } from './field-words'

export type { LandingGroup }
type PageKind = 'home' | 'landing' | 'legal' | 'practice'

export interface PageEntry {
  path: string
  kind: PageKind
  /** Short name for navigation and footer links. */
  label: string
  title: string
  description: string
  group?: LandingGroup
}

/** Landing pages, feature pages first, then role and topic pages; by slug within a group. */
const landingRegistry: PageEntry[] = LANDING_GROUPS.flatMap((group) =>
  [...landingContent.values()]
    .filter((entry) => entry.group === group)
    .map(({ slug, label, title, description }) => ({
      path: `/features/${slug}`,
      kind: 'landing' as const,
      group,
      label,
      title,
      description,
    })),
)

const titleCase = (label: string) => label.replace(/(^|[\s/-])(\p{Ll})/gu, (_, gap: string, letter: string) => gap + letter.toUpperCase())

/** The practice round picker's path; a round's page is under it. */
export const PRACTICE_PATH = '/practice'

const practiceCopy = collections.practiceRound.read()
const homeCopy = collections.home.read()
const chrome = collections.chrome.read()
const testimonials = collections.testimonials.read().items

/** The home page's sections a link may point at (`/#pricing`): the ids its sections have (home.spec.ts checks them). */
export const HOME_SECTIONS = ['try-a-question', 'features', 'how-it-works', 'pricing', 'testimonials'] as const

/** The footer's first column: the header's links to the home page's sections, then the free practice round. */
export const productLinks: readonly { label: string; to: string }[] = [
  ...chrome.header.links.filter((link) => link.to.startsWith('/#')),
  { label: chrome.footer.practiceLink, to: PRACTICE_PATH },
]

/** The round picker, then a practice round page per question bank (`/practice/<slug>`). */
const practiceRegistry: PageEntry[] = [
  {
    path: PRACTICE_PATH,
    kind: 'practice',
    label: practiceCopy.picker.label,
    title: practiceCopy.picker.title,
    description: practiceCopy.picker.description,
  },
  ...questionBanks.map(({ slug, label, description }) => ({
    path: `${PRACTICE_PATH}/${slug}`,
    kind: 'practice' as const,
    label,
    title: fillLabel(practiceCopy.page.title, { role: titleCase(label) }),
    description,
  })),
]

export const pages: readonly PageEntry[] = [
  { path: '/', kind: 'home', label: 'Home', title: homeCopy.title, description: homeCopy.description },

  ...landingRegistry,

  ...practiceRegistry,

  ...LEGAL_PATHS.map((path) => {
    const { title, description } = legalHead(path)
    return { path, kind: 'legal' as const, label: title, title, description }
  }),
]

/** Old paths without the /features prefix, kept working with a permanent redirect. */
export const redirects: readonly { from: string; to: string; status: 301 }[] = [
  'ai-question-generation',
  'instant-interview-feedback-reports',
  'mock-interview',
  'interview-prepration',
  'interview-report',
].map((slug) => ({ from: `/${slug}`, to: `/features/${slug}`, status: 301 as const }))

/** The path the not-found page is prerendered at; postbuild turns it into 404.html. */
export const NOT_FOUND_PRERENDER_PATH = '/404'

export function findPage(path: string): PageEntry | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path
  return pages.find((page) => page.path === normalized)
}

/** The practice round pages of one role each (not the picker). */
export const practiceRoundPages = (): PageEntry[] => practiceRegistry.slice(1)

export function landingPages(group?: LandingGroup): PageEntry[] {
  return pages.filter((page) => page.kind === 'landing' && (group === undefined || page.group === group))
}

/** The slug a landing page's content module is named after. */
export function landingSlug(page: PageEntry): string {
  return page.path.replace(/^\/features\//, '')
}

/**
 * The sections of a page a link may point at (`/path#id`): the home page's anchors, a landing
 * page's sections that have an id, a legal page's numbered sections. The editor offers these
 * (editor/site-choices.ts); the build's link check takes these and no other.
 */
export function pageSections(page: PageEntry): { id: string; heading: string }[] {
  switch (page.kind) {
    case 'home':
      return HOME_SECTIONS.map((id) => ({ id, heading: labelOf(id) }))
    case 'landing':
      return (resolveLanding(landingSlug(page))?.sections ?? []).flatMap((section) =>
        section.id ? [{ id: section.id, heading: 'heading' in section && section.heading ? section.heading : labelOf(section.id) }] : [],
      )
    case 'legal':
      return (legalWays.get(page.path)?.[0]?.sections ?? []).map(({ id, heading }) => ({ id, heading }))
    default:
      return []
  }
}

/** A link of the site's content resolves: a page of the registry, and its #anchor one of the page's sections. */
export function linkResolves(to: string): boolean {
  const [path = '', hash] = to.split('#')
  const page = findPage(path)
  return !!page && (hash === undefined || pageSections(page).some((section) => section.id === hash))
}

/**
 * The legal pages every way the settings can make them, the default settings' first: its sections
 * are what a link's #anchor may name, and the links of every way are checked.
 */
const legalWays = new Map(LEGAL_PATHS.map((path) => [path as string, legalDocumentEveryWay(path, legalContext(parsePublicEnv({})))]))

/** Each link of a legal page to this site (`/path`, `/path#anchor` or `#anchor`), with its words, the anchor alone made whole. */
function legalLinks(path: string, value: unknown): { text: string; to: string }[] {
  if (Array.isArray(value)) return value.flatMap((item) => legalLinks(path, item))
  if (!value || typeof value !== 'object') return []
  const { kind, text, href } = value as { kind?: string; text?: string; href?: string }
  if (kind === 'link' && text && href && /^[/#]/.test(href)) return [{ text, to: href.startsWith('#') ? `${path}${href}` : href }]
  return Object.values(value).flatMap((item) => legalLinks(path, item))
}

/** Each `to` of a value, with its field's path. */
function linksOf(value: unknown, path: PropertyKey[] = []): { to: string; path: PropertyKey[] }[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => linksOf(item, [...path, i]))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'to' && typeof item === 'string' ? [{ to: item, path: [...path, key] }] : linksOf(item, [...path, key]),
  )
}

/**
 * The references of the landing pages and the one-file collections, checked when the registry
 * loads (in the build, so a broken one fails it): every link (a `to` field) to a page and anchor
 * that exist, every practice role a question bank's, every testimonial named one of testimonials.yaml.
 */
function checkReferences(): void {
  const brokenLinks = (file: string, value: unknown): Problem[] =>
    linksOf(value)
      .filter(({ to }) => !linkResolves(to))
      .map(({ to, path }) => ({ file, path, rule: `“${to}” is not a page of the site, or not a section of one: pick one from the list.` }))
  const problems = [
    ...[...landingContent.values()].flatMap((page) => {
      const file = `src/content/landing/${page.slug}.yaml`
      const unknownTestimonials = (page.audience.testimonials ?? []).flatMap((name, i) =>
        testimonials.some((entry) => entry.name === name)
          ? []
          : [{ file, path: ['audience', 'testimonials', i], rule: `“${name}” is the name of no testimonial (Site copy › Testimonials).` }],
      )
      return [...brokenLinks(file, page), ...unknownRole(file, ['practice', 'role'], page.practice.role), ...unknownTestimonials]
    }),
    ...Object.values(collections).flatMap((collection) =>
      'file' in collection ? brokenLinks(`src/content/${collection.file}`, collection.read()) : [],
    ),
    // Every link an operator's settings can show: those inside an {{#if}} too.
    ...[...legalWays].flatMap(([path, documents]) =>
      [...new Map(documents.flatMap((document) => legalLinks(path, document)).map((link) => [`${link.text}\n${link.to}`, link])).values()]
        .filter(({ to }) => !linkResolves(to))
        .map(({ text, to }) => ({
          file: `src/content/legal${path}.md`,
          where: 'Text',
          rule: `The link “${text}” goes to “${to}”, which is not a page of the site, or not a section of one. Write a page’s address, e.g. (/privacy-policy), or one of its sections, e.g. (/privacy-policy#cookies).`,
        })),
    ),
  ]
  if (problems.length) throw new ContentError(problems)
}
checkReferences()
