/**
 * One tag of a page's head, as data: `{ title }`, a meta element's attributes, a link's
 * (`tagName: 'link'`), or `{ 'script:ld+json': data }`. The layout writes them (src/lib/head.ts).
 */
export type HeadDescriptor = Record<string, unknown>

export interface SeoInput {
  path: string
  title: string
  description: string
  siteName: string
  siteUrl: string
  /** Pages that must not be indexed, such as the not-found page. */
  noindex?: boolean
  /** Path of the page's own social card (features/page-meta/social-card.server.tsx). */
  image: string
}

/** "Title | Brand", or the brand alone when the title already names it. */
export function documentTitle(title: string, siteName: string): string {
  return title.includes(siteName) ? title : `${title} | ${siteName}`
}

export function canonicalUrl(siteUrl: string, path: string): string {
  return path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`
}

/** The head tags every page carries: title, description, canonical, Open Graph and Twitter. */
export function seoMeta(input: SeoInput): HeadDescriptor[] {
  const title = documentTitle(input.title, input.siteName)
  const url = canonicalUrl(input.siteUrl, input.path)
  const image = `${input.siteUrl}${input.image}`
  return [
    { title },
    { name: 'description', content: input.description },
    ...(input.noindex ? [{ name: 'robots', content: 'noindex' }] : [{ tagName: 'link', rel: 'canonical', href: url }]),
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: input.siteName },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: title },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
    { name: 'twitter:image:alt', content: title },
  ]
}
