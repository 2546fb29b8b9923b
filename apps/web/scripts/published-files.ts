import { CACHE_IMMUTABLE, CACHE_REVALIDATE, DICTIONARY_TYPE, SECURITY_HEADERS } from '@app/contract/headers'
import type { PageEntry } from '../src/content/pages'

/**
 * Where the build keeps the page at `path`: `/features/x` is `features/x.html`, the home page
 * `index.html`. A file named after the URL is what every common static host (Cloudflare Pages,
 * Netlify, nginx's `try_files $uri $uri.html`) serves at that URL without a redirect; a folder
 * with an index.html is served at `/features/x/`, after a redirect from the canonical URL
 * (decision 010).
 */
export function pageFile(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`
}
import { canonicalUrl } from '../src/lib/seo'

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

export function sitemapXml(pages: readonly PageEntry[], siteUrl: string): string {
  const urls = pages.map((page) => `  <url><loc>${escapeXml(canonicalUrl(siteUrl, page.path))}</loc></url>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}

/**
 * The CDN's `_headers`: one site-wide rule with the headers every answer needs, from the same
 * source as the API's (a host joins the values of two matching rules, so the Permissions-Policy,
 * which each page sets, is left to the pages), each page's CSP and Permissions-Policy at the URL
 * it is served at, with revalidation; hashed assets immutable. The 404 page is served at every
 * unknown URL, where no page rule matches: it carries its CSP in a `<meta>` (csp.ts,
 * withMetaPolicy), and gets the site-wide headers and the host's default revalidation. The pages'
 * dictionary (decision 014) gets a text type, which a host compresses, instead of the
 * `application/octet-stream` its unknown extension would get.
 */
export function cdnHeaders(
  pageHeaders: Record<string, Record<string, string>>,
  dictionaryPath: string,
): Record<string, Record<string, string>> {
  const { 'permissions-policy': _pagesSetTheirOwn, ...siteWide } = SECURITY_HEADERS
  const pageRules = Object.entries(pageHeaders).filter(([path]) => path !== '/404')
  return {
    '/*': siteWide,
    ...Object.fromEntries(pageRules.map(([path, page]) => [path, { ...page, 'Cache-Control': CACHE_REVALIDATE }])),
    // Hashed files (Vite's) never change under their name.
    '/assets/*': { 'Cache-Control': CACHE_IMMUTABLE },
    [dictionaryPath]: { 'Content-Type': DICTIONARY_TYPE },
  }
}

/** Where the security contact is published (RFC 9116 §3). */
export const SECURITY_TXT = '.well-known/security.txt'
/** How long a build's security.txt is valid: a little under a year (RFC 9116 §2.5.5). */
const SECURITY_TXT_DAYS = 360

/**
 * `/.well-known/security.txt` (RFC 9116): whom to tell about a vulnerability, until
 * SECURITY_TXT_DAYS after the build (a stale file must not be trusted, so each build renews it;
 * §2.5.5 asks for less than a year), at which URL.
 */
export function securityTxt({ contact, siteUrl, built }: { contact: string; siteUrl: string; built: Date }): string {
  const expires = new Date(built.getTime() + SECURITY_TXT_DAYS * 86_400_000)
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString()}`,
    `Canonical: ${siteUrl}/${SECURITY_TXT}`,
    'Preferred-Languages: en',
    '',
  ].join('\n')
}
