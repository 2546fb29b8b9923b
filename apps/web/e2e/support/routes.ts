/**
 * The routes a per-route browser spec visits: every page, but of the practice round pages (one
 * template, a page per question bank) only the picker and two rounds, to keep `npm test` short.
 * Specs that only fetch (foundation, security, cdn, social cards) check every page.
 */
import { landingSlug, pages, type PageEntry } from '~/content/pages'
import { resolveLanding } from '~/content/landing'

const SAMPLED_PRACTICE_PATHS = ['/practice', '/practice/general', '/practice/data-analyst']

export const browsedPages: readonly PageEntry[] = pages.filter(
  (page) => page.kind !== 'practice' || SAMPLED_PRACTICE_PATHS.includes(page.path),
)

/** What a landing page is made of, for the sample below: its group and the kinds of its sections. */
const partsOf = (page: PageEntry): string[] => [
  `group:${page.group}`,
  ...(resolveLanding(landingSlug(page))?.sections.map((section) => section.kind) ?? []),
]

/**
 * The pages axe scans at phone width (a11y.spec.ts): every browsed page but the landing pages, one
 * template filled with different words, of which a few that between them hold every kind of
 * section and every group (chosen greedily: the page that adds the most, then the next). Each
 * landing page is still scanned at desktop width, with its dialogs, by role-pages and landing.
 */
export const scannedPages: readonly PageEntry[] = (() => {
  const landing = browsedPages.filter((page) => page.kind === 'landing')
  const missing = new Set(landing.flatMap(partsOf))
  const chosen: PageEntry[] = []
  while (missing.size > 0) {
    const adds = (page: PageEntry) => new Set(partsOf(page).filter((part) => missing.has(part))).size
    const best = landing.reduce((a, b) => (adds(b) > adds(a) ? b : a))
    chosen.push(best)
    for (const part of partsOf(best)) missing.delete(part)
  }
  return browsedPages.filter((page) => page.kind !== 'landing' || chosen.includes(page))
})()
