import { describe, expect, it } from 'vitest'
import { chosenEagerness, speculationRules } from './speculation'

describe('the Speculation Rules', () => {
  const rules = speculationRules('eager')

  it('prerender a page’s own links early; fetch a disclosure’s links when it opens, prerender them closed at the pointer', () => {
    const [own, closed] = rules.prerender
    const [ownAgain, opened, listed] = rules.prefetch
    expect(ownAgain).toEqual(own)
    expect(own).toMatchObject({ eagerness: 'eager', where: { and: expect.arrayContaining([{ not: { selector_matches: 'details a' } }]) } })
    expect(closed).toMatchObject({
      eagerness: 'moderate',
      where: { and: expect.arrayContaining([{ selector_matches: 'details:not([open]) a' }]) },
    })
    expect(opened).toMatchObject({
      eagerness: 'immediate',
      where: { and: expect.arrayContaining([{ selector_matches: 'details[open] a' }]) },
    })
    expect(listed).toMatchObject({ eagerness: 'moderate', where: { and: expect.arrayContaining([{ selector_matches: 'details a' }]) } })
  })

  it('name the site’s pages, never files or links that open elsewhere', () => {
    for (const rule of [...rules.prerender, ...rules.prefetch]) {
      expect(rule.where.and).toEqual(
        expect.arrayContaining([
          { href_matches: '/*' },
          { not: { href_matches: '/*.*' } },
          { not: { selector_matches: '[target], [download]' } },
        ]),
      )
    }
  })

  it('are eager unless the build is told otherwise, for the audit that compares them', () => {
    expect(chosenEagerness(undefined)).toBe('eager')
    expect(chosenEagerness('immediate')).toBe('immediate')
    expect(chosenEagerness('fastest')).toBe('eager')
  })
})
