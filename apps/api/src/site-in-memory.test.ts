import { describe, expect, it } from 'vitest'
import { DCZ_MAGIC } from '@app/contract/headers'
import {
  byteRange,
  codedEtag,
  contentType,
  dczDictionary,
  matchesEtag,
  negotiate,
  rangeStillValid,
  type SiteFile,
} from './site-in-memory.ts'

describe('byteRange', () => {
  it.each([
    ['bytes=0-2', [0, 2]],
    ['bytes=5-', [5, 9]],
    ['bytes=-3', [7, 9]],
    ['bytes=-30', [0, 9]],
    ['bytes=8-100', [8, 9]],
    ['bytes=10-', 'unsatisfiable'],
    // Invalid (last before first): ignored, the whole body goes (RFC 9110 §14.1.1).
    ['bytes=5-4', undefined],
    ['bytes=15-12', undefined],
    ['bytes=-0', 'unsatisfiable'],
    ['bytes=0-1,4-5', undefined],
    ['items=0-1', undefined],
    ['bytes=-', undefined],
    [undefined, undefined],
  ] as const)('%s of 10 bytes → %j', (header, expected) => {
    expect(byteRange(header, 10)).toEqual(expected)
  })
})

describe('negotiate', () => {
  const file: SiteFile = { type: 'text/html', etag: '"e"', identity: Buffer.from('plain'), br: Buffer.from('br'), gzip: Buffer.from('gz') }
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    [undefined, undefined],
    // By q-value, not by the first name that matches.
    ['*, br;q=0', 'gzip'],
    ['*;q=0, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.9', 'br'],
    ['gzip, br', 'br'],
    ['br;q=0, gzip;q=0', undefined],
    ['identity;q=0, gzip;q=0.1', 'gzip'],
    ['identity;q=0', undefined],
  ] as const)('Accept-Encoding %s → %s', (header, encoding) => {
    expect(negotiate(file, header).encoding).toBe(encoding)
  })
})

describe('negotiate a page with a dcz sibling', () => {
  const hash = Buffer.alloc(32, 7)
  const held = `:${hash.toString('base64')}:`
  const dcz = Buffer.concat([Buffer.from(DCZ_MAGIC), hash, Buffer.from('frame')])
  const file: SiteFile = {
    type: 'text/html',
    etag: '"e"',
    identity: Buffer.from('plain'),
    br: Buffer.from('br'),
    dcz: { body: dcz, dictionary: dczDictionary(dcz)! },
  }
  it('reads the dictionary a dcz body names, and nothing from a body that is not one', () => {
    expect(dczDictionary(dcz)).toBe(held)
    expect(dczDictionary(Buffer.from('br'))).toBeUndefined()
    expect(dczDictionary(Buffer.concat([Buffer.alloc(8), hash]))).toBeUndefined()
  })
  it.each([
    // Chrome's, holding the dictionary.
    ['gzip, deflate, br, zstd, dcb, dcz', held, 'dcz'],
    [' gzip, br, dcz', ` ${held} `, 'dcz'],
    // Another dictionary (an older build's), none, or dcz not accepted: Brotli.
    ['gzip, deflate, br, zstd, dcb, dcz', `:${Buffer.alloc(32, 8).toString('base64')}:`, 'br'],
    ['gzip, deflate, br, zstd, dcb, dcz', undefined, 'br'],
    ['gzip, deflate, br', held, 'br'],
    ['br, dcz;q=0', held, 'br'],
    ['br;q=0.5, dcz;q=0.4', held, 'br'],
    ['dcz', 'nonsense', undefined],
  ] as const)('Accept-Encoding %s, Available-Dictionary %s → %s', (header, dictionary, encoding) => {
    const answer = negotiate(file, header, dictionary)
    expect(answer.encoding).toBe(encoding)
    expect(answer.body).toBe(encoding === 'dcz' ? dcz : encoding === 'br' ? file.br : file.identity)
  })
})

describe('codedEtag', () => {
  it('gives each coding its own tag, and a dcz one naming its dictionary', () => {
    const dcz = Buffer.concat([Buffer.from(DCZ_MAGIC), Buffer.alloc(32, 7)])
    const file: SiteFile = {
      type: 'text/html',
      etag: '"abc"',
      identity: Buffer.from('x'),
      dcz: { body: dcz, dictionary: dczDictionary(dcz)! },
    }
    expect(codedEtag(file, undefined)).toBe('"abc"')
    expect(codedEtag(file, 'br')).toBe('"abc-br"')
    expect(codedEtag(file, 'gzip')).toBe('"abc-gzip"')
    expect(codedEtag(file, 'dcz')).toBe(`"abc-dcz-${Buffer.alloc(32, 7).toString('base64').slice(0, 8)}"`)
  })
})

describe('rangeStillValid', () => {
  it('serves a range only for the current entity tag, compared strongly', () => {
    expect(rangeStillValid(undefined, '"e"')).toBe(true)
    expect(rangeStillValid('"e"', '"e"')).toBe(true)
    expect(rangeStillValid('"old"', '"e"')).toBe(false)
    expect(rangeStillValid('W/"e"', '"e"')).toBe(false)
    expect(rangeStillValid('Tue, 24 Nov 2026 10:00:00 GMT', '"e"')).toBe(false)
  })
})

describe('matchesEtag and contentType', () => {
  it('compares entity tags weakly, in lists and as *', () => {
    expect(matchesEtag('"a", W/"e"', '"e"')).toBe(true)
    expect(matchesEtag('*', '"e"')).toBe(true)
    expect(matchesEtag('"a"', '"e"')).toBe(false)
    expect(matchesEtag(undefined, '"e"')).toBe(false)
  })

  it('names the types the build has, and octet-stream for the rest', () => {
    expect(contentType('features/x/index.html')).toBe('text/html; charset=utf-8')
    expect(contentType('assets/client.CzWaolnw.js')).toBe('text/javascript; charset=utf-8')
    expect(contentType('demo/demo.MP4')).toBe('video/mp4')
    expect(contentType('file.unknown')).toBe('application/octet-stream')
    // The pages' dictionary as text, which a CDN compresses.
    expect(contentType('assets/pages-abc.dict')).toBe('text/plain; charset=utf-8')
  })
})
