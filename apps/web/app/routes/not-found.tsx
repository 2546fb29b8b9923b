import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
import { env } from '../config/env'
import { site } from '../content/site'
import { seoMeta } from '../lib/seo'

export const meta = () =>
  seoMeta({
    path: '/404',
    title: 'Page not found',
    description: 'The page you were looking for does not exist. Return to the home page to continue.',
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

  return (
    <section className="container-page flex flex-col items-center py-28 text-center">
      <p className="text-6xl font-extrabold text-indigo-600">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Oops! Page not found</h1>
      <p className="mt-4 max-w-md text-slate-600">
        The page you are looking for may have moved or never existed.
      </p>
      <Link to="/" className="btn btn-primary mt-8">
        Return to Home
      </Link>
    </section>
  )
}
