import { useEffect } from 'react'
import { useLocation } from 'react-router'
import { NotFoundSection } from '../components/not-found-section'
import { env } from '../config/env'
import { notFoundCopy } from '../content/chrome'
import { site } from '../content/site'
import { seoMeta } from '../lib/seo'

export const meta = () =>
  seoMeta({
    path: '/404',
    title: notFoundCopy.title,
    description: notFoundCopy.description,
    siteName: site.name,
    siteUrl: env.SITE_URL,
    noindex: true,
  })

export default function NotFoundRoute() {
  const { pathname } = useLocation()
  useEffect(() => {
    // Logged (not an error: a visitor mistyping a URL is not a bug of ours).
    console.warn(`404: no page at ${pathname}`)
  }, [pathname])

  return <NotFoundSection />
}
