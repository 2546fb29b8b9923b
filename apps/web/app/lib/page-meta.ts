import type { MetaDescriptor } from 'react-router'
import { env } from '../config/env'
import type { PageEntry } from '../content/pages'
import { site } from '../content/site'
import { seoMeta } from './seo'

/** The head tags of a registry page. */
export function pageMeta(page: PageEntry | undefined): MetaDescriptor[] {
  if (!page) return [{ title: site.name }]
  return seoMeta({ ...page, siteName: site.name, siteUrl: env.SITE_URL })
}
