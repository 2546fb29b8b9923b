import { fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { onBackdrop, runCommand } from './inline-script'

// test/setup.ts installs the controls (src/inline-script/controls.ts) on this document, as the page's
// inline script does; jsdom has no Invoker Commands, so the polyfill half runs here.
afterEach(() => {
  document.body.innerHTML = ''
})

function page(html: string) {
  document.body.innerHTML = html
}

describe('runCommand', () => {
  it('opens a closed dialog, closes an open one, and lets a cancel listener refuse request-close', () => {
    page('<dialog id="d"></dialog>')
    const dialog = document.querySelector('dialog')!
    runCommand(dialog, 'show-modal')
    expect(dialog.open).toBe(true)
    const refuse = (event: Event) => event.preventDefault()
    dialog.addEventListener('cancel', refuse)
    runCommand(dialog, 'request-close')
    expect(dialog.open).toBe(true)
    dialog.removeEventListener('cancel', refuse)
    runCommand(dialog, 'request-close')
    expect(dialog.open).toBe(false)
  })
})

describe('onBackdrop', () => {
  it('is true only outside the dialog box', () => {
    const box = {
      getBoundingClientRect: () => ({
        left: 10,
        right: 110,
        top: 20,
        bottom: 70,
      }),
    } as Element
    expect(onBackdrop(box, 5, 30)).toBe(true)
    expect(onBackdrop(box, 50, 71)).toBe(true)
    expect(onBackdrop(box, 10, 20)).toBe(false)
    expect(onBackdrop(box, 60, 40)).toBe(false)
  })
})

describe('installDialogs', () => {
  it('opens a dialog from its command button and gives focus back to that button on close', () => {
    page(`<button id="a" type="button" commandfor="d" command="show-modal">Open</button>
      <dialog id="d"><button type="button" commandfor="d" command="close">Close</button></dialog>`)
    const opener = document.getElementById('a')!
    opener.click()
    const dialog = document.querySelector('dialog')!
    expect(dialog.open).toBe(true)
    dialog.querySelector('button')!.focus()
    dialog.querySelector('button')!.click()
    expect(dialog.open).toBe(false)
    expect(opener).toHaveFocus()
  })

  it('keeps a busy dialog (closedby="none") open on Escape', () => {
    page('<dialog id="d" closedby="none" open></dialog>')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(document.querySelector('dialog')!.open).toBe(true)
  })
})
