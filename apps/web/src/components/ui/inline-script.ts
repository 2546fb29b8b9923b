/**
 * The dialogs' part of the page's inline script (docs/decisions/011-controls-from-the-html.md).
 * Every modal is a `<dialog>` opened and closed by Invoker Commands (`commandfor`/`command`,
 * dialog-commands.ts). By event delegation on the document, so it works from the first painted
 * byte to the last, this adds:
 * - Invoker Commands where the engine lacks them (Safari before 26.2, WebKitGTK 2.50);
 * - a click on the backdrop closes a `closedby="any"` dialog where `closedby` is unknown (WebKit),
 *   and `closedby="none"` (a dialog busy sending) refuses Escape there too;
 * - focus back on the button that opened a dialog (WebKit does not focus a clicked button).
 */
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

export function installDialogs(doc: Document): void {
  const win = doc.defaultView!
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
      } else if (
        !nativeClosedBy &&
        target instanceof win.HTMLDialogElement &&
        target.open &&
        target.getAttribute('closedby') === 'any' &&
        event instanceof win.MouseEvent &&
        event.detail > 0 &&
        onBackdrop(target, event.clientX, event.clientY)
      ) {
        target.close()
      }
    },
    true,
  )

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
      const opener = openers.get(event.target as HTMLDialogElement)
      const focused = doc.activeElement
      if (opener?.isConnected && (!focused || focused === doc.body || (event.target as Element).contains(focused))) opener.focus()
    },
    true,
  )
}
