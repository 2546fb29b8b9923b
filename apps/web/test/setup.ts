import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, vi } from 'vitest'

// A component that logs an error has a bug even when its assertions pass.
const consoleError = vi.spyOn(console, 'error')
afterEach(() => {
  cleanup()
  const calls = consoleError.mock.calls
  consoleError.mockClear()
  if (calls.length > 0) throw new Error(`console.error was called:\n${calls.map((c) => c.join(' ')).join('\n')}`)
})

// jsdom has <dialog> without its methods: the part of them these tests rely on (the `open`
// attribute, the close event, Escape). Browsers are covered by the e2e suite.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '')
    },
    close(this: HTMLDialogElement) {
      if (!this.hasAttribute('open')) return
      this.removeAttribute('open')
      this.dispatchEvent(new Event('close'))
    },
  })
  Object.defineProperty(HTMLDialogElement.prototype, 'open', {
    get(this: HTMLDialogElement) {
      return this.hasAttribute('open')
    },
  })
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return
    const dialog = [...document.querySelectorAll('dialog[open]')].at(-1)
    if (dialog && dialog.dispatchEvent(new Event('cancel', { cancelable: true }))) (dialog as HTMLDialogElement).close()
  })
}
// The controls' parts of the page's inline script (src/early/controls.ts): here they stand in for
// Invoker Commands too.
if (typeof document !== 'undefined') {
  const { installControls } = await import('../src/early/controls')
  installControls(document)
}
