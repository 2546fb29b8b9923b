/**
 * Speculation Rules for the next page at the tap (docs/decisions/012-astro-renders-the-react-components.md):
 * the site's own pages are prerendered as a visitor is about to follow a link to them, and
 * prefetched where a browser prerenders nothing. Pages only: not files (a dot in the last
 * segment), and not a link that opens elsewhere. Browsers hold back under Save-Data and battery
 * or memory saving on their own.
 *
 * `eager` (Chrome on Android: a link 100 ms in the viewport; on a desktop: a 10 ms hover) for
 * the few links a page shows. The links of a disclosure (the footer's lists on a phone) are
 * fetched the moment it opens (`immediate`; a dozen pages of 3-6 KB each against the pages'
 * dictionary, decision 014), not prerendered, which would take a phone's CPU a dozen times over.
 * `eager` fetched them one by one as they came into view and kept only the last few, so the
 * tapped one was fetched again at the tap. Closed, or shown as columns on a wide screen (the
 * `<details>` stays closed there), they wait for the pointer (`moderate`: a hover on a desktop).
 * The footer's always-open group of site links counts as a list too: Chrome keeps only the last
 * two pages an `eager` rule prerendered, and at the footer of a phone its links came into view
 * beside the legal ones, pushing out the page the visitor was about to open (the privacy policy,
 * already prerendered from the cookie bar's link; `npm run audit:taps -- --cpu 0.25`).
 * Measured in docs/performance/2026-11-26-pages-dictionary-footer-lists.md.
 */
export type Eagerness = 'immediate' | 'eager' | 'moderate' | 'conservative'

const EAGERNESS: readonly Eagerness[] = ['immediate', 'eager', 'moderate', 'conservative']

const PAGES = [{ href_matches: '/*' }, { not: { href_matches: '/*.*' } }, { not: { selector_matches: '[target], [download]' } }]
/** A list of links (`data-link-list`): the footer's groups of site links and its disclosures. */
const IN_A_LIST = { selector_matches: '[data-link-list] a' }
const IN_AN_OPEN_LIST = { selector_matches: 'details[open] [data-link-list] a' }

export function speculationRules(eagerness: Eagerness) {
  const rule = (where: object, eager: Eagerness) => ({ source: 'document', where: { and: [...PAGES, where] }, eagerness: eager })
  const own = rule({ not: IN_A_LIST }, eagerness)
  return {
    prerender: [own, rule({ and: [IN_A_LIST, { not: IN_AN_OPEN_LIST }] }, 'moderate')],
    prefetch: [own, rule(IN_AN_OPEN_LIST, 'immediate'), rule(IN_A_LIST, 'moderate')],
  }
}

/** SPECULATION_EAGERNESS (for the audit that measures them), else the one chosen by measuring. */
export function chosenEagerness(value: string | undefined): Eagerness {
  return EAGERNESS.find((e) => e === value) ?? 'eager'
}
