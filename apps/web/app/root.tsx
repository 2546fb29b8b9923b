import { useEffect } from 'react'
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router'
import type { Route } from './+types/root'
import { CookieConsent } from './components/consent/cookie-consent'
import { SiteFooter } from './components/site-footer'
import { SiteHeader } from './components/site-header'
import { FloatingContact } from './components/support/floating-contact'
import { SupportDialogs } from './components/support/lazy-dialogs'
import { env } from './config/env'
import { errorCopy, skipLink } from './content/chrome'
import { consentRevision, CONSENT_REVISION_META } from './lib/consent-revision'
import './app.css'

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'sitemap', type: 'application/xml', href: '/sitemap.xml' },
]

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    // The page's inline script marks <html> before React runs (app/early/controls.ts).
    <html lang="en" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#4f46e5" />
        {/* Read by the page's inline script, which asks for consent before React runs. */}
        <meta name={CONSENT_REVISION_META} content={consentRevision(env)} />
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
        <SupportDialogs />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  )
}

export default function App() {
  useEffect(() => {
    // The build inlines the controls' script in every page's head; the dev server does not.
    if (import.meta.env.DEV) void import('./early/index')
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
