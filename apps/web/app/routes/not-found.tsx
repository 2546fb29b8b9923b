import { useEffect } from 'react'
import { Link, useLocation } from 'react-router'
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

  return (
    <section className="container-page flex flex-col items-center py-28 text-center">
      <p className="text-6xl font-extrabold text-indigo-600">{notFoundCopy.code}</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{notFoundCopy.heading}</h1>
      <p className="mt-4 max-w-md text-slate-600">{notFoundCopy.body}</p>
      <Link to="/" className="btn btn-primary mt-8">
        {notFoundCopy.home}
      </Link>
    </section>
  )
}
