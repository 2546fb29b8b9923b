/**
 * The contact forms' part of the page's inline script:
 * - a submit of a `form[data-queue-submit]` React has not hydrated yet is held (`data-queued`) and
 *   sent by React once it has (`data-ready`), never dropped and never sent as a page navigation;
 * - `<html data-past-contact>` past CONTACT_BUTTON_MIN_SCROLL_PX shows the floating Contact Us.
 */
import { CONTACT_BUTTON_MIN_SCROLL_PX } from '~/lib/constants'
import { onScroll } from '~/lib/on-scroll'

export function installContactQueue(doc: Document): void {
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement
      if (!form.hasAttribute?.('data-queue-submit') || form.hasAttribute('data-ready')) return
      event.preventDefault()
      // Sent once, by React when it has hydrated the form; not also by a React that hydrates it
      // synchronously for this very event.
      event.stopImmediatePropagation()
      form.setAttribute('data-queued', '')
    },
    true,
  )
  onScroll(doc, (y) => doc.documentElement.toggleAttribute('data-past-contact', y > CONTACT_BUTTON_MIN_SCROLL_PX))
}
