import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scoreLabel } from './score'

describe('scoreLabel', () => {
  it('labels the sample report skill scores 85, 78, 72, 88 as product.md §9 says', () => {
    expect([85, 78, 72, 88].map(scoreLabel)).toEqual(['Strong', 'Good', 'Good', 'Strong'])
  })

  it('puts each band boundary in the higher band', () => {
    expect(scoreLabel(100)).toBe('Strong')
    expect(scoreLabel(80)).toBe('Strong')
    expect(scoreLabel(79.9)).toBe('Good')
    expect(scoreLabel(79)).toBe('Good')
    expect(scoreLabel(70)).toBe('Good')
    expect(scoreLabel(69.9)).toBe('Developing')
    expect(scoreLabel(69)).toBe('Developing')
    expect(scoreLabel(40)).toBe('Developing')
    expect(scoreLabel(39.9)).toBe('Needs work')
    expect(scoreLabel(0)).toBe('Needs work')
  })

  it('never lowers the label as the score rises', () => {
    const rank = { 'Needs work': 0, Developing: 1, Good: 2, Strong: 3 }
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        return rank[scoreLabel(low)] <= rank[scoreLabel(high)]
      }),
    )
  })

  it('rejects scores outside 0 to 100', () => {
    for (const bad of [-1, 100.5, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => scoreLabel(bad)).toThrow(RangeError)
    }
  })
})
