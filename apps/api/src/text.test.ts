import { describe, expect, it } from 'vitest'
import { trimTrailing } from './text.ts'

describe('trimTrailing', () => {
  it.each([
    ['/a/b///', '/', '/a/b'],
    ['/a', '/', '/a'],
    ['///', '/', ''],
    ['', '/', ''],
    ['1.2.3.4..', '.', '1.2.3.4'],
    ['//y/', '/', '//y'],
  ])('%j without trailing %j → %j', (text, char, expected) => {
    expect(trimTrailing(text, char)).toBe(expected)
  })

  it('takes time linear in the input on a long run that is not at the end', () => {
    // 16,000 slashes and a letter: the regex version took ~0.35 s; a loop takes microseconds.
    // A ratio, not an absolute: the run 16 times longer costs at most ~16 times as much, with room.
    const cost = (n: number) => {
      const text = '/'.repeat(n) + 'y/'
      const started = process.hrtime.bigint()
      for (let i = 0; i < 20; i++) trimTrailing(text, '/')
      return Number(process.hrtime.bigint() - started)
    }
    cost(16_000) // warm up
    const small = Math.min(cost(1_000), cost(1_000), cost(1_000))
    const large = Math.min(cost(16_000), cost(16_000), cost(16_000))
    expect(large / Math.max(small, 1)).toBeLessThan(100)
  })
})
