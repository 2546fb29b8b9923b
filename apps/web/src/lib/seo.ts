/** One tag of a page's head, as data; the layout (layouts/page.astro) writes each as it is. */
export type HeadTag =
  | { kind: 'title'; text: string }
  | { kind: 'meta'; attributes: Record<string, string> }
  | { kind: 'link'; attributes: Record<string, string> }
  | { kind: 'json-ld'; json: string }

const meta = (attributes: Record<string, string>): HeadTag => ({ kind: 'meta', attributes })

/** A JSON-LD block: its JSON with `<` escaped, so no text can close the script element. */
export const jsonLd = (data: unknown): HeadTag => ({ kind: 'json-ld', json: JSON.stringify(data).replaceAll('<', '\\u003c') })

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
export function seoMeta(input: SeoInput): HeadTag[] {
  const title = documentTitle(input.title, input.siteName)
  const url = canonicalUrl(input.siteUrl, input.path)
  const image = `${input.siteUrl}${input.image}`
  return [
    { kind: 'title', text: title },
    meta({ name: 'description', content: input.description }),
    input.noindex ? meta({ name: 'robots', content: 'noindex' }) : { kind: 'link', attributes: { rel: 'canonical', href: url } },
    ...(
      [
        ['og:type', 'website'],
        ['og:site_name', input.siteName],
        ['og:title', title],
        ['og:description', input.description],
        ['og:url', url],
        ['og:image', image],
        ['og:image:width', '1200'],
        ['og:image:height', '630'],
        ['og:image:alt', title],
      ] as const
    ).map(([property, content]) => meta({ property, content })),
    ...(
      [
        ['twitter:card', 'summary_large_image'],
        ['twitter:title', title],
        ['twitter:description', input.description],
        ['twitter:image', image],
        ['twitter:image:alt', title],
      ] as const
    ).map(([name, content]) => meta({ name, content })),
  ]
}
