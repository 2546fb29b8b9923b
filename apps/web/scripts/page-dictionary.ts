/**
 * The next page in a few kilobytes (Compression Dictionary Transport, RFC 9842; decision 014):
 * every page shares its stylesheet, inline script, header and footer with the others, so each
 * is also written as its difference from one page, the dictionary (`page.html.dcz`, Zstandard;
 * 25 KB of Brotli become about 3 KB). A page's answer names the dictionary in a `Link` header;
 * the browser fetches it once, when idle, and from then on says it holds it
 * (`Available-Dictionary`), and the API answers with the `.dcz` sibling (site-in-memory.ts).
 */
import { createHash } from 'node:crypto'
import { constants, zstdCompressSync } from 'node:zlib'
import { DCZ_MAGIC } from '@app/contract/headers'

/** The dictionary is used for the site's own pages, when a page is what is being fetched. */
export const USE_AS_DICTIONARY = 'match="/*", match-dest=("document")'

/** Where a dictionary is published: named after its content, so it is cached for good. */
export function dictionaryPath(dictionary: Buffer): string {
  return `/assets/pages-${createHash('sha256').update(dictionary).digest('base64url').slice(0, 12)}.dict`
}

/** `body` as a `dcz` answer: the magic bytes, the dictionary's SHA-256, a Zstandard frame. */
export function dczEncode(body: Buffer, dictionary: Buffer): Buffer {
  const frame = zstdCompressSync(body, { dictionary, params: { [constants.ZSTD_c_compressionLevel]: 19 } })
  return Buffer.concat([Uint8Array.from(DCZ_MAGIC), createHash('sha256').update(dictionary).digest(), frame])
}

/**
 * The headers the API sends: each page names the dictionary, the dictionary says what it is
 * for. Not the CDN's (`_headers`): a static host sends no `.dcz`, so a browser would fetch the
 * dictionary for nothing.
 */
export function withPageDictionary(
  headers: Record<string, Record<string, string>>,
  path: string,
): Record<string, Record<string, string>> {
  const link = `<${path}>; rel="compression-dictionary"`
  return {
    ...Object.fromEntries(Object.entries(headers).map(([page, own]) => [page, { ...own, Link: link }])),
    [path]: { 'Use-As-Dictionary': USE_AS_DICTIONARY },
  }
}
