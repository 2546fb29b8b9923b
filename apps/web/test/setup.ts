import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// A component that logs an error has a bug even when its assertions pass. A wrapper of its own,
// once per worker, not a vi.spyOn: a test's vi.restoreAllMocks() took the spy away, and the guard
// with it. A test that expects an error may still silence it with a spy of its own.
const logged = Symbol.for('test/setup.ts: console.error calls')
const guarded = console as Console & { [logged]?: string[] }
if (!guarded[logged]) {
  const calls: string[] = (guarded[logged] = [])
  const log = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    calls.push(args.join(' '))
    log(...args)
  }
}
afterEach(() => {
  cleanup()
  const calls = guarded[logged]!.splice(0)
  if (calls.length > 0) throw new Error(`console.error was called:\n${calls.join('\n')}`)
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
// A worker's test files share one jsdom (vitest.config.ts: no isolation), and this file runs
// before each of them: each starts on a clean page, as in a jsdom of its own. The controls' parts
// of the page's inline script (src/inline-script/controls.ts), which here stand in for Invoker Commands
// too, are installed once per document, as on a page.
const withControls = Symbol.for('test/setup.ts: controls installed')
if (typeof document !== 'undefined') {
  localStorage.clear()
  sessionStorage.clear()
  for (const cookie of document.cookie.split('; ').filter(Boolean)) {
    document.cookie = `${cookie.split('=')[0]}=; max-age=0; path=/`
  }
  history.replaceState(null, '', '/')
  for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name)
  document.head.replaceChildren()
  document.body.replaceChildren()
  if (!(withControls in document)) {
    const { installControls } = await import('../src/inline-script/controls')
    installControls(document)
    Object.defineProperty(document, withControls, { value: true })
  }
}
