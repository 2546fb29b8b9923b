import { useEffect } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import { CookieConsent } from './components/consent/cookie-consent'
import { SiteFooter } from './components/site-footer'
import { SiteHeader } from './components/site-header'
import { FloatingContact } from './components/support/floating-contact'
import { errorCopy, skipLink } from './content/chrome'
import './app.css'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'sitemap', type: 'application/xml', href: '/sitemap.xml' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#main" className="skip-link">
          {skipLink}
        </a>
        <SiteHeader />
        <main id="main" tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        {/* The consent bar first: the floating button is anchored above it (app.css), and an
            anchor must come before what it positions. */}
        <CookieConsent />
        <FloatingContact />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  useEffect(() => {
    // A marker for tests (and CSS) that the page is interactive.
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return <Outlet />
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : undefined
  return (
    <section className="container-page py-24 text-center">
      <h1 className="text-3xl font-bold">{errorCopy.heading}</h1>
      <p className="mt-4 text-slate-600">{errorCopy.body(detail)}</p>
      <a href="/" className="btn btn-primary mt-8">
        {errorCopy.home}
      </a>
    </section>
  )
}
