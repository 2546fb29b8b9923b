/**
 * Request targets and redirect targets. Whatever a request's target looks like, routing sees
 * an origin-form path and every Location we send stays on our own origin.
 */

const ABSOLUTE_FORM = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*/i

/**
 * RFC 9112 §3.2.2: a server must accept the absolute form (`GET https://host/path HTTP/1.1`)
 * and serve its path. The host it names is the client's word, so it is dropped here, before
 * routing, rather than echoed back in a redirect.
 */
export function originForm(url: string): string {
  if (url.charCodeAt(0) === 0x2f) return url
  const authority = ABSOLUTE_FORM.exec(url)
  if (!authority) return url
  const rest = url.slice(authority[0].length)
  return rest.startsWith('/') ? rest : `/${rest}`
}

// Controls, space and backslash: WHATWG URL parsers drop tabs and newlines and read `\` as `/`,
// so `/\evil.example` or `/<TAB>/evil.example` would resolve to another host.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE_IN_LOCATION = /[\u0000-\u0020\u007f\\]/g

/** A Location for `path` that resolves on our origin: escaped, with exactly one leading slash. */
export function sameOriginLocation(path: string): string {
  const escaped = path.replace(UNSAFE_IN_LOCATION, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()}`)
  return `/${escaped.replace(/^\/+/, '')}`
}
