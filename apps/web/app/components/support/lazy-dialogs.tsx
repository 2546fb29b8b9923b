import { lazy, useEffect, type ComponentType } from 'react'
import type { ContactDialogProps } from './contact-dialog'
import type { DialogProps } from '../ui/modal'

/**
 * The dialogs load on first use, never with the page: Radix Dialog, the forms and the FAQ
 * would otherwise eat most of the page's JavaScript budget (docs/product.md §10). Hovering or
 * focusing a trigger starts the download early. A failed download (offline) closes the dialog again
 * and the next click retries instead of leaving a broken lazy component behind.
 */
export const loadFaqDialog = () => import('./faq-dialog')
export const loadContactDialog = () => import('./contact-dialog')

export const FaqDialog = retryingLazy<DialogProps>(() => loadFaqDialog().then((m) => m.FaqDialog))
export const ContactDialog = retryingLazy<ContactDialogProps>(() => loadContactDialog().then((m) => m.ContactDialog))

interface Closable {
  onOpenChange: (open: boolean) => void
}

function retryingLazy<P extends Closable>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Current = make()
  function make() {
    return lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          console.warn('Could not load the dialog', error)
          Current = make()
          return { default: Unavailable as ComponentType<P> }
        },
      ),
    )
  }
  function Unavailable({ onOpenChange }: Closable) {
    useEffect(() => onOpenChange(false), [onOpenChange])
    return null
  }
  return function RetryingDialog(props: P) {
    return <Current {...props} />
  }
}
