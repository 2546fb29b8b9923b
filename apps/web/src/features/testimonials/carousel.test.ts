import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { slideAtOffset, wrapIndex } from './carousel'

describe('wrapIndex', () => {
  it('goes from the last slide to the first and from the first to the last', () => {
    expect(wrapIndex(3, 3)).toBe(0)
    expect(wrapIndex(-1, 3)).toBe(2)
  })

  it('keeps indexes inside the range unchanged', () => {
    expect([0, 1, 2].map((i) => wrapIndex(i, 3))).toEqual([0, 1, 2])
  })

  it('always lands inside the range and agrees with stepping one at a time', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), fc.integer({ min: 1, max: 20 }), (index, count) => {
        const wrapped = wrapIndex(index, count)
        expect(wrapped).toBeGreaterThanOrEqual(0)
        expect(wrapped).toBeLessThan(count)
        expect(wrapIndex(wrapped + 1, count)).toBe(wrapIndex(index + 1, count))
      }),
    )
  })

  it('rejects an empty carousel', () => {
    expect(() => wrapIndex(0, 0)).toThrow(RangeError)
  })
})

describe('slideAtOffset', () => {
  it('rounds to the nearest slide', () => {
    expect(slideAtOffset(0, 400, 3)).toBe(0)
    expect(slideAtOffset(190, 400, 3)).toBe(0)
    expect(slideAtOffset(210, 400, 3)).toBe(1)
    expect(slideAtOffset(800, 400, 3)).toBe(2)
  })

  it('clamps an overscroll at either end', () => {
    expect(slideAtOffset(-50, 400, 3)).toBe(0)
    expect(slideAtOffset(1300, 400, 3)).toBe(2)
  })

  it('answers 0 before layout (zero width)', () => {
    expect(slideAtOffset(100, 0, 3)).toBe(0)
  })
})
