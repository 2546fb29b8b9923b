import type { ClientDirective } from 'astro'

/**
 * `client:dialog`: an island of dialogs (the contact and support forms) hydrates when the visitor
 * opens one of them: a press on a button whose `commandfor` names one, or focus inside (a dialog
 * already open, a field typed into). Until then the dialog opens, closes and takes typing from the
 * HTML, and a submit waits for the island (features/contact/inline-script.ts, `data-queued`).
 */
const dialogDirective: ClientDirective = (load, _options, island) => {
  const ids = new Set(Array.from(island.querySelectorAll('dialog[id]'), (dialog) => dialog.id))
  const onPress = (event: Event) => {
    const opener = (event.target as Element).closest?.('[commandfor]')
    if (opener && ids.has(opener.getAttribute('commandfor')!)) hydrate()
  }
  const hydrate = () => {
    for (const type of ['pointerdown', 'click']) document.removeEventListener(type, onPress, true)
    island.removeEventListener('focusin', hydrate)
    void load().then((run) => run())
  }
  for (const type of ['pointerdown', 'click']) document.addEventListener(type, onPress, true)
  island.addEventListener('focusin', hydrate)
  if (island.querySelector('dialog[open]')) hydrate()
}

export default dialogDirective
