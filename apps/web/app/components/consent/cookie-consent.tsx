import { lazy, Suspense, useEffect, useState } from 'react'

// Everything else (storage, popup, tag loader) loads after hydration: the choice lives in
// localStorage, so nothing of it can be prerendered, and it stays out of the initial JS budget.
const ConsentManager = lazy(() => import('./consent-manager').then((m) => ({ default: m.ConsentManager })))

/** The cookie-settings popup and the consent-aware tag loader, mounted once in the root layout. */
export function CookieConsent() {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  if (!hydrated) return null
  return (
    <Suspense fallback={null}>
      <ConsentManager />
    </Suspense>
  )
}
