/**
 * The FAQ's part of the page's inline script: when its dialog closes, the accordion's
 * `details[data-initially-open]` opens again, so the dialog opens next time as it did the first.
 */
export function installFaq(doc: Document): void {
  doc.addEventListener(
    'close',
    (event) => {
      const dialog = event.target as HTMLDialogElement
      for (const details of dialog.querySelectorAll<HTMLDetailsElement>('details[data-initially-open]')) details.open = true
    },
    true,
  )
}
