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

  it('keeps at most maxKeys entries, dropping the oldest window (an ended one first, as windows end in order)', () => {
    let now = 0
    const c = new FixedWindowCounter(1, 1000, 3, () => now)
    c.hit('a')
    now = 500
    c.hit('b')
    c.hit('c')
    now = 1200 // a ended
    c.hit('d') // full: a, the oldest, goes
    expect(c.size).toBe(3)
    expect(c.hit('b')).toBe(1) // b's window survived
    c.hit('e') // full, nothing ended: the oldest (b) goes
    expect(c.size).toBe(3)
    expect(c.hit('b')).toBe(0)
  })

  it('evicts in constant time: a new key costs the same with 100,000 held', () => {
    let now = 0
    const c = new FixedWindowCounter(1, 60_000, 100_000, () => now)
    for (let i = 0; i < 100_000; i++) c.hit(`k${i}`)
    // Each new key evicts one: all 100,000 windows are still running, so a scan would find none
    // ended and walk them all. Counted in map operations, not time: the size stays put.
    now = 1
    for (let i = 0; i < 1000; i++) c.hit(`new${i}`)
    expect(c.size).toBe(100_000)
    expect(c.hit('k0')).toBe(0) // among the evicted: a new window
    expect(c.hit('k99999')).toBe(60) // the newest old key kept its window
  })
})
