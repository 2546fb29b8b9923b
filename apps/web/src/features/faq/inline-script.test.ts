import { afterEach, describe, expect, it } from 'vitest'

// test/setup.ts installs every part of the controls (src/inline-script/controls.ts) on this document, as
// the page's inline script does.
afterEach(() => {
  document.body.innerHTML = ''
})

describe('installFaq', () => {
  it('reopens the first answer of an accordion when its dialog closes', () => {
    document.body.innerHTML = `<dialog id="d" open><details name="x" data-initially-open></details><details name="x" open></details></dialog>`
    const [first] = document.querySelectorAll('details')
    first!.open = false
    document.querySelector('dialog')!.close()
    expect(first!.open).toBe(true)
  })
})
