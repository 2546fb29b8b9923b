import { describe, expect, it } from 'vitest'
import { FixedWindowCounter, clientKey } from './rate-limits.ts'

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

describe('clientKey', () => {
  it('keeps IPv4 as it is, counts IPv6 by its /64 whatever the spelling, and IPv4-mapped as IPv4', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
    for (const ip of ['2001:db8:1:2::1', '2001:DB8:1:2:ffff:ffff:ffff:ffff', '2001:0db8:0001:0002:0:0:0:0', '2001:db8:1:2::1.2.3.4', '2001:db8:1:2::1%eth0']) {
      expect(clientKey(ip)).toBe('2001:db8:1:2::/64')
    }
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64')
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(clientKey('::FFFF:cb00:7107')).toBe('203.0.113.7')
    // Not an address (a proxy's X-Forwarded-For entry can be anything): counted as it is.
    expect(clientKey('unknown')).toBe('unknown')
    expect(clientKey('1:2:3')).toBe('1:2:3')
  })
})
