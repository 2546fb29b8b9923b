/**
 * The per-page Content-Security-Policy. Every page carries inline scripts (the inline script of
 * decision 011, Astro's island loader, the Speculation Rules, the 404 page's log line) and its
 * inlined stylesheet; the build hashes each one, so neither `script-src` nor `style-src` ever
 * needs 'unsafe-inline'.
 */
import { createHash } from 'node:crypto'
import type { PublicEnv } from '../src/config/public-env'

const INLINE = { script: /<script\b([^>]*)>([\s\S]*?)<\/script>/g, style: /<style\b([^>]*)>([\s\S]*?)<\/style>/g }

/** sha256 sources for every inline script (or style element) of an HTML document, in order, without repeats. */
export function inlineHashes(html: string, element: keyof typeof INLINE = 'script'): string[] {
  const hashes = new Set<string>()
  for (const [, attributes, body] of html.matchAll(INLINE[element])) {
    if (/\bsrc\s*=/.test(attributes!)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body!, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

export interface InlineHashes {
  scripts: readonly string[]
  styles: readonly string[]
}

/** Both lists of hashes of a page. */
export const pageHashes = (html: string): InlineHashes => ({
  scripts: inlineHashes(html, 'script'),
  styles: inlineHashes(html, 'style'),
})

const originOf = (url: string): string | undefined => {
  try {
    return url ? new URL(url).origin : undefined
  } catch {
    return undefined
  }
}

const GOOGLE_ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
}

export type CspEnv = Pick<PublicEnv, 'API_BASE_URL' | 'DEMO_VIDEO_URL' | 'ANALYTICS_GA_ID' | 'ANALYTICS_SCRIPT_URL'>

/** The policy for one page, given its inline scripts' and styles' hashes and the build's public config. */
export function contentSecurityPolicy(hashes: InlineHashes, env: CspEnv): string {
  const analytics = env.ANALYTICS_GA_ID !== ''
  const analyticsScriptOrigin = analytics ? originOf(env.ANALYTICS_SCRIPT_URL) : undefined
  const list = (...sources: (string | undefined | false)[]) => [...new Set(sources.filter((s): s is string => !!s))].join(' ')

  const directives: Record<string, string> = {
    'default-src': "'none'",
    'script-src': list("'self'", ...hashes.scripts, ...(analytics ? GOOGLE_ANALYTICS.script : []), analyticsScriptOrigin),
    // No style attributes: components never render one, and an open dialog locks
    // scrolling from app.css (html:has(dialog:modal)). The only inline
    // style element is the build's inlined stylesheet, allowed by its hash.
    'style-src': list("'self'", ...hashes.styles),
    'img-src': list("'self'", 'data:', ...(analytics ? GOOGLE_ANALYTICS.img : [])),
    // blob: plays back the practice round's recordings, made and kept in the page (never fetched).
    'media-src': list("'self'", 'blob:', originOf(env.DEMO_VIDEO_URL)),
    'font-src': "'self'",
    'connect-src': list("'self'", originOf(env.API_BASE_URL), ...(analytics ? GOOGLE_ANALYTICS.connect : []), analyticsScriptOrigin),
    'manifest-src': "'self'",
    'object-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  }
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ')
}

/** Directives a `<meta>` policy cannot carry (CSP 3 §3.3): browsers ignore them there, with a warning. */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'sandbox'])

/**
 * `html` with `policy` in a `<meta http-equiv>` right after its charset, before any script: for
 * the 404 page, which a CDN serves at URLs no `_headers` rule names. Framing stays refused by
 * the site-wide X-Frame-Options.
 */
export function withMetaPolicy(html: string, policy: string): string {
  const content = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => !HEADER_ONLY.has(directive.split(' ')[0]!))
    .join('; ')
  const charset = /<meta charset="utf-8"\/?>/i.exec(html)
  if (!charset) throw new Error('no <meta charset="utf-8"> to put the policy after')
  const at = charset.index + charset[0].length
  return `${html.slice(0, at)}<meta http-equiv="Content-Security-Policy" content="${content.replaceAll('"', '&quot;')}"/>${html.slice(at)}`
}

/** A Netlify/Cloudflare Pages style `_headers` file. */
export function headersFile(byPath: Record<string, Record<string, string>>): string {
  return Object.entries(byPath)
    .map(([path, headers]) => [path, ...Object.entries(headers).map(([k, v]) => `  ${k}: ${v}`)].join('\n'))
    .join('\n\n')
    .concat('\n')
}
