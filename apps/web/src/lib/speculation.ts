/**
 * Speculation Rules for the next page at the tap (docs/decisions/012-astro-renders-the-react-components.md):
 * the site's own pages are prerendered as a visitor is about to follow a link to them, and
 * prefetched where a browser prerenders nothing. Pages only: not files (a dot in the last
 * segment), and not a link that opens elsewhere. Browsers hold back under Save-Data and battery
 * or memory saving on their own.
 */
export type Eagerness = 'immediate' | 'eager' | 'moderate' | 'conservative'

const EAGERNESS: readonly Eagerness[] = ['immediate', 'eager', 'moderate', 'conservative']

export function speculationRules(eagerness: Eagerness) {
  const where = {
    and: [{ href_matches: '/*' }, { not: { href_matches: '/*.*' } }, { not: { selector_matches: '[target], [download]' } }],
  }
  return {
    prerender: [{ source: 'document', where, eagerness }],
    prefetch: [{ source: 'document', where, eagerness }],
  }
}

/** SPECULATION_EAGERNESS (for the audit that measures them), else the one chosen by measuring. */
export function chosenEagerness(value: string | undefined): Eagerness {
  return EAGERNESS.find((e) => e === value) ?? 'moderate'
}
