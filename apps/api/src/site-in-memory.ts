/**
 * The prerendered site, read into memory once at start (about 12 MB with its Brotli and gzip
 * siblings): an answer is a Buffer, never an open file. A client that pipelines thousands of
 * requests and never reads holds no descriptor, and whatever it queued is freed with its socket.
 *
 * Pure: what to send for a request's Accept-Encoding, Available-Dictionary, Range and
 * If-None-Match; the route (routes/site.ts) decides which file a URL names.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import Negotiator from 'negotiator'
import { DCZ_HEADER_BYTES, DCZ_MAGIC, DICTIONARY_EXTENSION, DICTIONARY_TYPE } from '@app/contract/headers'

const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  vtt: 'text/vtt; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  mp4: 'video/mp4',
  webm: 'video/webm',
  [DICTIONARY_EXTENSION]: DICTIONARY_TYPE,
}

/** Files of the build that are instructions for a CDN, not content. */
const NOT_SERVED = new Set(['_headers', '_redirects'])

export function contentType(rel: string): string {
  const ext = rel.slice(rel.lastIndexOf('.') + 1).toLowerCase()
  return TYPES[ext] ?? 'application/octet-stream'
}

export interface SiteFile {
  type: string
  etag: string
  identity: Buffer
  br?: Buffer
  gzip?: Buffer
  /** The page as its difference from the pages' dictionary, which `dictionary` names as a client does. */
  dcz?: { body: Buffer; dictionary: string }
}

/**
 * The dictionary a `dcz` body was made with, as `Available-Dictionary` names it (an RFC 8941
 * byte sequence of its SHA-256); undefined for a body that is not one.
 */
export function dczDictionary(body: Buffer): string | undefined {
  if (body.length < DCZ_HEADER_BYTES || DCZ_MAGIC.some((byte, i) => body[i] !== byte)) return undefined
  return `:${body.subarray(DCZ_MAGIC.length, DCZ_HEADER_BYTES).toString('base64')}:`
}

/** The one dot-folder a site publishes (RFC 8615): security.txt lives in it. */
const WELL_KNOWN = '.well-known'

/** Every servable file under `root` by its relative POSIX path; dotfiles (but `.well-known/`) and CDN files left out. */
export function loadSiteFiles(root: string): Map<string, SiteFile> {
  const bodies = new Map<string, Buffer>()
  const walk = (dir: string, prefix: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') && !(prefix === '' && entry.name === WELL_KNOWN && entry.isDirectory())) continue
      const rel = prefix + entry.name
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${rel}/`)
      else if (entry.isFile() && !NOT_SERVED.has(rel)) bodies.set(rel, fs.readFileSync(path.join(dir, entry.name)))
    }
  }
  walk(root, '')
  const files = new Map<string, SiteFile>()
  for (const [rel, identity] of bodies) {
    const sibling = /\.(br|gz|dcz)$/.exec(rel)
    if (sibling && bodies.has(rel.slice(0, -sibling[0].length))) continue
    const br = bodies.get(`${rel}.br`)
    const gzip = bodies.get(`${rel}.gz`)
    const dcz = bodies.get(`${rel}.dcz`)
    const dictionary = dcz && dczDictionary(dcz)
    files.set(rel, {
      type: contentType(rel),
      etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
      identity,
      ...(br && { br }),
      ...(gzip && { gzip }),
      ...(dcz && dictionary && { dcz: { body: dcz, dictionary } }),
    })
  }
  return files
}

/** Ours, best first: a tie in the client's q-values goes to the smaller body. */
const CODINGS = ['dcz', 'br', 'gzip', 'identity'] as const

/**
 * The codings a client accepts, most wanted first, by its header. Browsers send a handful of
 * distinct headers: the parse is kept for the next request (and a flood of distinct ones only
 * ever holds the last 256), so serving a file allocates nothing for it.
 */
const accepted = new Map<string, readonly string[]>()
function acceptedCodings(header: string): readonly string[] {
  let codings = accepted.get(header)
  if (codings === undefined) {
    codings = new Negotiator({ headers: { 'accept-encoding': header } }).encodings(CODINGS, { preferred: CODINGS })
    if (accepted.size >= 256) accepted.clear()
    accepted.set(header, codings)
  }
  return codings
}

/**
 * The sibling the client wants most by its q-values (RFC 9110 §12.5.3): `*` stands for every
 * coding the header does not name, `;q=0` refuses one, and the file as it is serves when the
 * client refuses everything we have. `dcz` only for a client that holds the dictionary it was
 * made with (RFC 9842 §2.2).
 */
export function negotiate(
  file: SiteFile,
  acceptEncoding: string | undefined,
  availableDictionary?: string,
): { body: Buffer; encoding?: 'dcz' | 'br' | 'gzip' } {
  if (!acceptEncoding || (!file.br && !file.gzip && !file.dcz)) return { body: file.identity }
  for (const coding of acceptedCodings(acceptEncoding)) {
    if (coding === 'dcz' && file.dcz && availableDictionary?.trim() === file.dcz.dictionary) return { body: file.dcz.body, encoding: 'dcz' }
    if (coding === 'br' && file.br) return { body: file.br, encoding: 'br' }
    if (coding === 'gzip' && file.gzip) return { body: file.gzip, encoding: 'gzip' }
    if (coding === 'identity') break
  }
  return { body: file.identity }
}

/**
 * The entity tag of what is sent: each coding its own (RFC 9110 §8.8.3.3), so that a cache
 * revalidating one coding is never told that another is current; a `dcz`'s names its dictionary
 * too, since a new build's dictionary re-encodes a page that did not change.
 */
export function codedEtag(file: SiteFile, encoding: 'dcz' | 'br' | 'gzip' | undefined): string {
  if (encoding === undefined) return file.etag
  const suffix = encoding === 'dcz' ? `dcz-${file.dcz!.dictionary.slice(1, 9)}` : encoding
  return `${file.etag.slice(0, -1)}-${suffix}"`
}

/**
 * One byte range of a `size`-byte body (`bytes=a-b`, `bytes=a-`, `bytes=-n`), as [start, end]
 * inclusive; 'unsatisfiable' for a range that starts past the body; undefined for no header,
 * several ranges, an invalid range (`bytes=5-2`) or a form we do not read, which are answered
 * with the whole body (RFC 9110 §14.2: a server ignores a Range it cannot or will not use).
 */
export function byteRange(header: string | undefined, size: number): [number, number] | 'unsatisfiable' | undefined {
  const match = header === undefined ? null : /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match) return undefined
  const [, from = '', to = ''] = match
  if (from === '' && to === '') return undefined
  if (from === '') {
    const suffix = Number(to)
    return suffix === 0 || size === 0 ? 'unsatisfiable' : [Math.max(0, size - suffix), size - 1]
  }
  const start = Number(from)
  if (to !== '' && Number(to) < start) return undefined
  if (start >= size) return 'unsatisfiable'
  return [start, to === '' ? size - 1 : Math.min(Number(to), size - 1)]
}

/**
 * Whether a Range may be served under this If-Range (RFC 9110 §13.1.5): only when the client
 * names the file's current entity tag, strongly. A weak tag or a date (we send no
 * Last-Modified) cannot vouch that the parts it holds are of this version: the whole file goes.
 */
export function rangeStillValid(ifRange: string | string[] | undefined, etag: string): boolean {
  return ifRange === undefined || (typeof ifRange === 'string' && ifRange.trim() === etag)
}

/** Whether an If-None-Match header names `etag` (weak comparison, as for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false
  if (header.trim() === '*') return true
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)
}
