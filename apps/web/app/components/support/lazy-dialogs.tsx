import { Suspense } from 'react'
import { lazyUntilLoaded } from '../../lib/retry-import'

/**
 * The FAQ, support and contact dialogs are in every page's HTML, so they open and take typing
 * from the first paint; their code is not part of the page's first load. Each sits in its own
 * Suspense boundary: React keeps the prerendered HTML as it is (open, typed into) until the
 * chunk has arrived, then hydrates it. The download never fails for good: offline, it is retried
 * until it loads (retry-import.ts), and until then the dialog still opens, closes and keeps what
 * is typed, and a submit waits (controls.ts).
 */
const FaqDialog = lazyUntilLoaded(() => import('./faq-dialog'), (m) => m.FaqDialog)
const ContactDialog = lazyUntilLoaded(() => import('./contact-dialog'), (m) => m.ContactDialog)

/** Every support dialog of the page, rendered once in the root layout. */
export function SupportDialogs() {
  return (
    <>
      <Suspense fallback={null}>
        <FaqDialog />
      </Suspense>
      <Suspense fallback={null}>
        <ContactDialog type="support" />
      </Suspense>
      <Suspense fallback={null}>
        <ContactDialog type="contact" />
      </Suspense>
    </>
  )
}
