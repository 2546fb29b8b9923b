import { describe, expect, it } from 'vitest'
import { FixedWindowCounter } from './rate-limits.ts'

describe('FixedWindowCounter', () => {
  it('allows max hits per window, then answers the seconds until the window resets', () => {
    let now = 1_000_000
    const c = new FixedWindowCounter(2, 60_000, 100, () => now)
    expect([c.hit('a'), c.hit('a')]).toEqual([0, 0])
    expect(c.hit('a')).toBe(60)
    now += 30_000
    expect(c.hit('a')).toBe(30)
    expect(c.hit('b')).toBe(0)
    now += 30_000
    expect(c.hit('a')).toBe(0)
  })

  it('keeps at most maxKeys entries, dropping expired windows first, then the oldest', () => {
    let now = 0
    const c = new FixedWindowCounter(1, 1000, 3, () => now)
    c.hit('a')
    now = 500
    c.hit('b')
    c.hit('c')
    now = 1200 // a expired
    c.hit('d')
    expect(c.size).toBe(3)
    expect(c.hit('b')).toBe(1) // b's window survived
    c.hit('e') // full, nothing expired: the oldest (b) goes
    expect(c.size).toBe(3)
    expect(c.hit('b')).toBe(0)
  })
})
