/**
 * Speculation Rules for the next page at the tap (docs/decisions/012-astro-renders-the-react-components.md):
 * the site's own pages are prerendered as a visitor is about to follow a link to them, and
 * prefetched where a browser prerenders nothing. Pages only: not files (a dot in the last
 * segment), and not a link that opens elsewhere. Browsers hold back under Save-Data and battery
 * or memory saving on their own.
 *
 * `eager` (Chrome on Android: a link 100 ms in the viewport; on a desktop: a 10 ms hover) for
 * the few links a page shows; the links of a disclosure (the footer's lists on a phone, a dozen
 * at once when opened) wait for the pointer (`moderate`): speculating all of them cost a phone
 * 300 KB and, on a slow network, slowed the one it was tapping (docs/performance.md).
 */
export type Eagerness = 'immediate' | 'eager' | 'moderate' | 'conservative'

const EAGERNESS: readonly Eagerness[] = ['immediate', 'eager', 'moderate', 'conservative']

const PAGES = [{ href_matches: '/*' }, { not: { href_matches: '/*.*' } }, { not: { selector_matches: '[target], [download]' } }]
const IN_A_LIST = { selector_matches: 'details a' }

export function speculationRules(eagerness: Eagerness) {
  const rules = [
    { source: 'document', where: { and: [...PAGES, { not: IN_A_LIST }] }, eagerness },
    { source: 'document', where: { and: [...PAGES, IN_A_LIST] }, eagerness: 'moderate' },
  ]
  return { prerender: rules, prefetch: rules }
}

/** SPECULATION_EAGERNESS (for the audit that measures them), else the one chosen by measuring. */
export function chosenEagerness(value: string | undefined): Eagerness {
  return EAGERNESS.find((e) => e === value) ?? 'eager'
}
