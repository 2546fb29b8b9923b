import { env } from '~/config/env'
import { breadcrumbJsonLd } from '~/lib/breadcrumbs'
import type { PageEntry } from '~/content/pages'
import { site } from '~/content/site'
import { jsonLd, seoMeta, type HeadTag } from '~/lib/seo'

/** The head tags of a registry page, with the social card drawn for it at build time (`socialImage`). */
export function pageMeta(data: { page: PageEntry; socialImage: string } | undefined): HeadTag[] {
  if (!data) return [{ kind: 'title', text: site.name }]
  return seoMeta({ ...data.page, image: data.socialImage, siteName: site.name, siteUrl: env.SITE_URL })
}

/** A page's head: pageMeta and its breadcrumb trail (Home, `parent` if given, the page) as JSON-LD. */
export function breadcrumbPageMeta(data: { page: PageEntry; socialImage: string }, parent?: PageEntry): HeadTag[] {
  const trail = [
    { name: 'Home', path: '/' },
    ...(parent ? [parent] : []).map((p) => ({ name: p.label, path: p.path })),
    { name: data.page.label, path: data.page.path },
  ]
  return [...pageMeta(data), jsonLd(breadcrumbJsonLd(env.SITE_URL, trail))]
}

/** A landing page's head: pageMeta and its breadcrumb trail (Home, the page) as JSON-LD. */
export const landingPageMeta = (data: { page: PageEntry; socialImage: string } | undefined): HeadTag[] =>
  data ? breadcrumbPageMeta(data) : pageMeta(data)
