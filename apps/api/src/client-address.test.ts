import { describe, expect, it } from 'vitest'
import { clientKey } from './client-address.ts'

describe('clientKey', () => {
  it('keeps a canonical IPv4 address as it is', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7')
  })

  it('gives every spelling of one IPv4 address one key', () => {
    for (const spelling of [
      '1.2.3.4:1111',
      '[1.2.3.4]:3333',
      '[1.2.3.4]',
      '001.002.003.004',
      '1.2.3.4.',
      '0x01020304',
      '16909060',
      ' 1.2.3.4 ',
      '::ffff:1.2.3.4',
      '[::ffff:1.2.3.4]:80',
    ]) {
      expect(clientKey(spelling), spelling).toBe('1.2.3.4')
    }
  })

  it('counts IPv6 by its /64 whatever the spelling, and IPv4-mapped as IPv4', () => {
    for (const ip of [
      '2001:db8:1:2::1',
      '2001:DB8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:0:0:0:0',
      '2001:db8:1:2::1.2.3.4',
      '2001:db8:1:2::1%eth0',
      '[2001:db8:1:2::9]:443',
    ]) {
      expect(clientKey(ip), ip).toBe('2001:db8:1:2::/64')
    }
    expect(clientKey('::1')).toBe('0:0:0:0::/64')
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64')
    expect(clientKey('::FFFF:cb00:7107')).toBe('203.0.113.7')
  })

  it('refuses what is not an address', () => {
    for (const text of [
      'garbage1',
      'unknown',
      '1:2:3',
      '',
      '1.2.3.4.5',
      '[1.2.3.4',
      '999.1.1.1',
      'localhost',
      '1.2.3.4' + '.'.repeat(200),
    ]) {
      expect(clientKey(text), text).toBeUndefined()
    }
    expect(clientKey(undefined)).toBeUndefined()
  })
})
