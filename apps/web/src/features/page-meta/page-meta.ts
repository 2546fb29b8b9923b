import { env } from '~/config/env'
import { breadcrumbJsonLd } from '~/lib/breadcrumbs'
import type { PageEntry } from '~/content/pages'
import { site } from '~/content/site'
import { seoMeta, type HeadDescriptor } from '~/lib/seo'

/** The head tags of a registry page, with the social card drawn for it at build time (`socialImage`). */
export function pageMeta(data: { page: PageEntry; socialImage: string } | undefined): HeadDescriptor[] {
  if (!data) return [{ title: site.name }]
  return seoMeta({ ...data.page, image: data.socialImage, siteName: site.name, siteUrl: env.SITE_URL })
}

/** A page's head: pageMeta and its breadcrumb trail (Home, `parent` if given, the page) as JSON-LD. */
export function breadcrumbPageMeta(data: { page: PageEntry; socialImage: string }, parent?: PageEntry): HeadDescriptor[] {
  const trail = [
    { name: 'Home', path: '/' },
    ...(parent ? [parent] : []).map((p) => ({ name: p.label, path: p.path })),
    { name: data.page.label, path: data.page.path },
  ]
  return [...pageMeta(data), { 'script:ld+json': breadcrumbJsonLd(env.SITE_URL, trail) }]
}

/** A landing page's head: pageMeta and its breadcrumb trail (Home, the page) as JSON-LD. */
export const landingPageMeta = (data: { page: PageEntry; socialImage: string } | undefined): HeadDescriptor[] =>
  data ? breadcrumbPageMeta(data) : pageMeta(data)
