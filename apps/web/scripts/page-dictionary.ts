/**
 * The next page in a few kilobytes (Compression Dictionary Transport, RFC 9842; decision 014):
 * every page shares its stylesheet, inline script, header and footer with the others, so each
 * is also written as its difference from one page, the dictionary (`page.html.dcz`, Zstandard;
 * 25 KB of Brotli become about 3 KB). A second after its load a page asks for the dictionary
 * (`<link rel="compression-dictionary">`, from a one-line script: a link in the HTML or a `Link`
 * header is fetched as soon as the page has loaded, beside its own images); from then on the
 * browser says it holds it (`Available-Dictionary`), and the API answers with the `.dcz` sibling
 * (site-in-memory.ts).
 */
import { createHash } from 'node:crypto'
import { constants, zstdCompressSync } from 'node:zlib'
import { DCZ_MAGIC, DICTIONARY_EXTENSION } from '@app/contract/headers'

/** The dictionary is used for the site's own pages, when a page is what is being fetched. */
export const USE_AS_DICTIONARY = 'match="/*", match-dest=("document")'

/** Where a dictionary is published: named after its content, so it is cached for good. */
export function dictionaryPath(dictionary: Buffer): string {
  return `/assets/pages-${createHash('sha256').update(dictionary).digest('base64url').slice(0, 12)}.${DICTIONARY_EXTENSION}`
}

/** `body` as a `dcz` answer: the magic bytes, the dictionary's SHA-256, a Zstandard frame. */
export function dczEncode(body: Buffer, dictionary: Buffer): Buffer {
  const frame = zstdCompressSync(body, { dictionary, params: { [constants.ZSTD_c_compressionLevel]: 19 } })
  return Buffer.concat([Uint8Array.from(DCZ_MAGIC), createHash('sha256').update(dictionary).digest(), frame])
}

/** A second after the page's load, a link to the dictionary: the browser then fetches it when idle. */
function dictionaryLoader(path: string): string {
  const link = `Object.assign(document.createElement('link'),{rel:'compression-dictionary',href:'${path}'})`
  return `<script>addEventListener('load',()=>setTimeout(()=>document.head.append(${link}),1e3))</script>`
}

/** `html` with the dictionary's loader at the end of its body. */
export function withDictionaryLoader(html: string, path: string): string {
  if (!html.includes('</body>')) throw new Error('no </body> in the page')
  return html.replace('</body>', `${dictionaryLoader(path)}</body>`)
}

/**
 * The headers the API sends: the dictionary says what it is for. Not the CDN's (`_headers`): a
 * static host sends no `.dcz`, so the dictionary would be of no use there.
 */
export function withPageDictionary(headers: Record<string, Record<string, string>>, path: string): Record<string, Record<string, string>> {
  return { ...headers, [path]: { 'Use-As-Dictionary': USE_AS_DICTIONARY } }
}
