/**
 * The security headers every answer of the site carries, whoever serves it: the API process
 * (apps/api, on every answer) and a CDN (the build's `_headers`, site-wide rule). Zod-free, like
 * `./plans`, so the build imports it without the schemas. Computed once: helmet builds them per
 * request and halved the API's throughput.
 *
 * Pages get their Content-Security-Policy (which hashes each page's inline scripts) and their
 * Permissions-Policy from the build, per page; JSON answers get a deny-all policy. No answer sends
 * a Cross-Origin-Opener-Policy: a page that sends one is loaded, from a tab's blank page, in a new
 * browsing context group and a cold renderer, which doubled its longest task in Lighthouse
 * (docs/decisions/017-no-cross-origin-opener-policy.md).
 */
/** The Permissions-Policy that lets a page use `allowed` devices from its own origin, and the others nowhere. */
export const permissionsPolicy = (allowed: readonly ('camera' | 'microphone')[]) =>
  `camera=${allowed.includes('camera') ? '(self)' : '()'}, microphone=${allowed.includes('microphone') ? '(self)' : '()'}, geolocation=()`

export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-frame-options': 'DENY',
  // Pages with the practice widget or round allow the microphone (and the round the camera) to themselves (their own header).
  'permissions-policy': permissionsPolicy([]),
})

export const JSON_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'"

/** Cache-Control of a file whose name changes with its content (Vite's hashed assets). */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable'
/** Cache-Control of everything else: a page may change under its URL with every deploy. */
export const CACHE_REVALIDATE = 'public, max-age=0, must-revalidate'

/**
 * The site's pages as a difference from a page the browser already holds (Compression
 * Dictionary Transport, RFC 9842 §5): a `dcz` body opens with these 8 bytes and the
 * dictionary's SHA-256, then a Zstandard frame. The build writes them; the API reads the hash.
 */
export const DCZ_MAGIC: readonly number[] = Object.freeze([0x5e, 0x2a, 0x4d, 0x18, 0x20, 0x00, 0x00, 0x00])
export const DCZ_HEADER_BYTES = DCZ_MAGIC.length + 32
/** The dictionary's file name ends so (`/assets/pages-<hash>.dict`). */
export const DICTIONARY_EXTENSION = 'dict'
/**
 * The dictionary's Content-Type: it is a page's text, sent as text a browser never renders (with
 * `nosniff`), so that a CDN compressing by type sends it as ~25 KB, not 166 KB raw.
 */
export const DICTIONARY_TYPE = 'text/plain; charset=utf-8'
