import type { PageEntry } from '../app/content/pages'
import { canonicalUrl } from '../app/lib/seo'

const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)

export function sitemapXml(pages: readonly PageEntry[], siteUrl: string): string {
  const urls = pages
    .map((page) => `  <url><loc>${escapeXml(canonicalUrl(siteUrl, page.path))}</loc></url>`)
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`
}
