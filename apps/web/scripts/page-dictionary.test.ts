import { createHash } from 'node:crypto'
import { zstdDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { DCZ_HEADER_BYTES, DCZ_MAGIC } from '@app/contract/headers'
import { dczEncode, dictionaryPath, USE_AS_DICTIONARY, withDictionaryLoader, withPageDictionary } from './page-dictionary'

const layout = '<header>the site</header><style>' + 'body { color: black } '.repeat(200) + '</style><footer>links</footer>'
const dictionary = Buffer.from(`<!doctype html><h1>Data analysts</h1>${layout}`)
const page = Buffer.from(`<!doctype html><h1>Privacy policy</h1>${layout}`)

describe('the pages’ dictionary', () => {
  it('encodes a page as RFC 9842 dcz: magic, the dictionary’s SHA-256, a frame only the dictionary decodes', () => {
    const dcz = dczEncode(page, dictionary)
    expect([...dcz.subarray(0, DCZ_MAGIC.length)]).toEqual(DCZ_MAGIC)
    expect(dcz.subarray(DCZ_MAGIC.length, DCZ_HEADER_BYTES)).toEqual(createHash('sha256').update(dictionary).digest())
    expect(zstdDecompressSync(dcz.subarray(DCZ_HEADER_BYTES), { dictionary })).toEqual(page)
    expect(() => zstdDecompressSync(dcz.subarray(DCZ_HEADER_BYTES))).toThrow()
    // What the page shares with the dictionary is not sent again.
    expect(dcz.length).toBeLessThan(DCZ_HEADER_BYTES + 60)
  })

  it('publishes the dictionary under a name that changes with it', () => {
    expect(dictionaryPath(dictionary)).toMatch(/^\/assets\/pages-[\w-]{12}\.dict$/)
    expect(dictionaryPath(dictionary)).toBe(dictionaryPath(Buffer.from(dictionary)))
    expect(dictionaryPath(page)).not.toBe(dictionaryPath(dictionary))
  })

  it('has every page ask for the dictionary a second after its load, at the end of its body', () => {
    const html = withDictionaryLoader('<!doctype html><head></head><body><h1>Page</h1></body>', '/assets/pages-x.dict')
    expect(html).toMatch(/<h1>Page<\/h1><script>addEventListener\('load',\(\)=>setTimeout\(.*1e3\)\)<\/script><\/body>$/)
    expect(html).toContain("rel:'compression-dictionary',href:'/assets/pages-x.dict'")
    expect(() => withDictionaryLoader('<p>no body', '/assets/pages-x.dict')).toThrow(/body/)
  })

  it('has the dictionary say it is for pages of the site, and leaves the pages’ own headers', () => {
    const csp = { 'Content-Security-Policy': "default-src 'none'" }
    expect(withPageDictionary({ '/': csp }, '/assets/pages-x.dict')).toEqual({
      '/': csp,
      '/assets/pages-x.dict': { 'Use-As-Dictionary': USE_AS_DICTIONARY },
    })
    expect(USE_AS_DICTIONARY).toBe('match="/*", match-dest=("document")')
  })
})
