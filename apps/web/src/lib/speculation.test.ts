import { describe, expect, it } from 'vitest'
import { chosenEagerness, speculationRules } from './speculation'

describe('the Speculation Rules', () => {
  const rules = speculationRules('eager')

  it('prerender a page’s own links early; fetch an opened list’s links at once; the rest of a list’s at the pointer', () => {
    const list = { selector_matches: '[data-link-list] a' }
    const opened = { selector_matches: 'details[open] [data-link-list] a' }
    const [own, listed] = rules.prerender
    const [ownAgain, openedFetch, listedFetch] = rules.prefetch
    expect(ownAgain).toEqual(own)
    expect(own).toMatchObject({ eagerness: 'eager', where: { and: expect.arrayContaining([{ not: list }]) } })
    expect(listed).toMatchObject({ eagerness: 'moderate', where: { and: expect.arrayContaining([{ and: [list, { not: opened }] }]) } })
    expect(openedFetch).toMatchObject({ eagerness: 'immediate', where: { and: expect.arrayContaining([opened]) } })
    expect(listedFetch).toMatchObject({ eagerness: 'moderate', where: { and: expect.arrayContaining([list]) } })
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
