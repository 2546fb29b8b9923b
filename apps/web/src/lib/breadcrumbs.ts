import { canonicalUrl } from './seo'

export interface Crumb {
  name: string
  path: string
}

/** schema.org BreadcrumbList for a trail of site paths, first (home) to last (this page). */
export function breadcrumbJsonLd(siteUrl: string, trail: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: canonicalUrl(siteUrl, crumb.path),
    })),
  }
}
