import { Suspense } from 'react'
import { lazyUntilLoaded } from '../../lib/retry-import'

// The bar is in every page's HTML and works from it (app/early/consent.ts); its code (storage,
// popup, tag loader) is not part of the page's first load: React keeps the prerendered bar as it
// is until the chunk has arrived, then hydrates it (as the support dialogs, lazy-dialogs.tsx).
const ConsentManager = lazyUntilLoaded(() => import('./consent-manager'), (m) => m.ConsentManager)

/** The cookie-settings popup and the consent-aware tag loader, mounted once in the root layout. */
export function CookieConsent() {
  return (
    <Suspense fallback={null}>
      <ConsentManager />
    </Suspense>
  )
}
