import type { MetaDescriptor } from 'react-router'
import { env } from '../config/env'
import type { PageEntry } from '../content/pages'
import { site } from '../content/site'
import { seoMeta } from './seo'

/** The head tags of a registry page, with the social card its loader drew (`socialImage`). */
export function pageMeta(data: { page: PageEntry; socialImage: string } | undefined): MetaDescriptor[] {
  if (!data) return [{ title: site.name }]
  return seoMeta({ ...data.page, image: data.socialImage, siteName: site.name, siteUrl: env.SITE_URL })
}
