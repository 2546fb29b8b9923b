/**
 * The page's controls before (and after) React: the one inline script every page carries in its
 * head (docs/decisions/011-controls-from-the-html.md). The HTML does the work where the browser
 * can: `popover`/`popovertarget` for the menu, `<dialog>` with Invoker Commands
 * (`commandfor`/`command`) for every modal, `<details name>` for the FAQ. This script adds, by
 * event delegation on the document (so it works from the first painted byte to the last):
 * - Invoker Commands where the engine lacks them (Safari before 26.2, WebKitGTK 2.50);
 * - a click on the backdrop closes a `closedby="any"` dialog where `closedby` is unknown (WebKit);
 * - focus back on the button that opened a dialog (WebKit does not focus a clicked button);
 * - a menu (a popover) closed when one of its links is chosen;
 * - a dialog's `video[data-play-on-open]` given its `data-poster` and played on open, paused on
 *   close (nothing of it downloads before), its accordion's
 *   `details[data-initially-open]` open again when it closes;
 * - `data-past-contact` on <html> past CONTACT_BUTTON_MIN_SCROLL_PX (the floating Contact Us), and
 *   `data-scrolled` past STICKY_HEADER_MAX_SCROLL_PX (the header's solid style);
 * - a submit of a `form[data-queue-submit]` React has not hydrated yet held (`data-queued`) and
 *   sent by React once it has (`data-ready`), never dropped and never sent as a page navigation.
 */
import { CONTACT_BUTTON_MIN_SCROLL_PX, STICKY_HEADER_MAX_SCROLL_PX } from '../lib/constants'

type Command = 'show-modal' | 'close' | 'request-close'

const supports = (proto: object, property: string) => property in proto

/** Runs a command on its dialog as the browser would (polyfill for engines without Invoker Commands). */
export function runCommand(dialog: HTMLDialogElement, command: Command): void {
  if (command === 'show-modal') {
    if (!dialog.open) dialog.showModal()
  } else if (dialog.open) {
    if (command === 'request-close' && !dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) return
    dialog.close()
  }
}

/** True when a click at (x, y) on a dialog fell on its backdrop, outside its box. */
export function onBackdrop(dialog: Element, x: number, y: number): boolean {
  const box = dialog.getBoundingClientRect()
  return x < box.left || x > box.right || y < box.top || y > box.bottom
}

export function installControls(doc: Document): void {
  const win = doc.defaultView!
  const root = doc.documentElement
  const nativeCommands = supports(win.HTMLButtonElement.prototype, 'commandForElement')
  const nativeClosedBy = supports(win.HTMLDialogElement.prototype, 'closedBy')
  const openers = new WeakMap<HTMLDialogElement, HTMLElement>()

  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element
      const button = target.closest?.<HTMLButtonElement>('button[commandfor]')
      const dialog = button && doc.getElementById(button.getAttribute('commandfor')!)
      if (button && dialog instanceof win.HTMLDialogElement) {
        const command = button.getAttribute('command') as Command
        if (command === 'show-modal') openers.set(dialog, button)
        if (!nativeCommands) runCommand(dialog, command)
        // After the browser's own command has run (it runs after the click's listeners).
        if (command === 'show-modal') setTimeout(() => playOnOpen(dialog))
        return
      }
      if (
        !nativeClosedBy &&
        target instanceof win.HTMLDialogElement &&
        target.open &&
        target.getAttribute('closedby') === 'any' &&
        event instanceof win.MouseEvent &&
        event.detail > 0 &&
        onBackdrop(target, event.clientX, event.clientY)
      ) {
        target.close()
        return
      }
      const link = target.closest?.('a[href]')
      const menu = link?.closest('[popover]') as HTMLElement | null | undefined
      if (menu?.matches(':popover-open')) menu.hidePopover()
    },
    true,
  )

  // closedby="none" (a dialog busy sending) also refuses Escape where the attribute is unknown.
  doc.addEventListener(
    'cancel',
    (event) => {
      const dialog = event.target as Element
      if (dialog.getAttribute?.('closedby') === 'none') event.preventDefault()
    },
    true,
  )

  doc.addEventListener(
    'close',
    (event) => {
      const dialog = event.target
      if (!(dialog instanceof win.HTMLDialogElement)) return
      for (const video of dialog.querySelectorAll('video')) video.pause()
      for (const details of dialog.querySelectorAll<HTMLDetailsElement>('details[data-initially-open]'))
        details.open = true
      const opener = openers.get(dialog)
      const focused = doc.activeElement
      if (opener?.isConnected && (!focused || focused === doc.body || dialog.contains(focused))) opener.focus()
    },
    true,
  )

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

  const scrolled = () => {
    root.toggleAttribute('data-past-contact', win.scrollY > CONTACT_BUTTON_MIN_SCROLL_PX)
    root.toggleAttribute('data-scrolled', win.scrollY > STICKY_HEADER_MAX_SCROLL_PX)
  }
  win.addEventListener('scroll', scrolled, { passive: true })
  // Scroll restoration and anchors can place a page below the top before any scroll event.
  doc.addEventListener('DOMContentLoaded', scrolled)
  win.addEventListener('pageshow', scrolled)
}

function playOnOpen(dialog: HTMLDialogElement): void {
  if (!dialog.open) return
  for (const video of dialog.querySelectorAll<HTMLVideoElement>('video[data-play-on-open]')) {
    if (video.dataset.poster && !video.poster) video.poster = video.dataset.poster
    video.play().catch(() => undefined)
  }
}
