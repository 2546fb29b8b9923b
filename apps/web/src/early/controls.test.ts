import { fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { onBackdrop, runCommand } from './controls'

// test/setup.ts installs the controls on this document, as the page's inline script does; jsdom
// has no Invoker Commands, so the polyfill half runs here.
afterEach(() => {
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('data-past-contact')
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

describe('installControls', () => {
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

  it('reopens the first answer of an accordion when its dialog closes', () => {
    page(
      `<dialog id="d" open><details name="x" data-initially-open></details><details name="x" open></details></dialog>`,
    )
    const [first] = document.querySelectorAll('details')
    first!.open = false
    document.querySelector('dialog')!.close()
    expect(first!.open).toBe(true)
  })

  it('keeps a busy dialog (closedby="none") open on Escape', () => {
    page('<dialog id="d" closedby="none" open></dialog>')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(document.querySelector('dialog')!.open).toBe(true)
  })

  it('closes an open popover menu when one of its links is chosen', () => {
    page(`<button popovertarget="m">Menu</button><nav id="m" popover><a href="#x">X</a></nav>`)
    const menu = document.getElementById('m')!
    const matches = vi.spyOn(menu, 'matches').mockReturnValue(true)
    const hide = vi.fn()
    menu.hidePopover = hide
    menu.querySelector('a')!.click()
    expect(matches).toHaveBeenCalledWith(':popover-open')
    expect(hide).toHaveBeenCalled()
  })

  it('holds a submit until React has hydrated the form, then lets it through', () => {
    page('<form data-queue-submit><button type="submit">Send</button></form>')
    const form = document.querySelector('form')!
    // What React's own listener would see; it also stands in for the navigation jsdom cannot do.
    const seen = vi.fn((event: Event) => event.preventDefault())
    form.addEventListener('submit', seen)
    form.requestSubmit()
    expect(seen).not.toHaveBeenCalled()
    expect(form).toHaveAttribute('data-queued')
    form.removeAttribute('data-queued')
    form.setAttribute('data-ready', '')
    form.requestSubmit()
    expect(seen).toHaveBeenCalledTimes(1)
    expect(form).not.toHaveAttribute('data-queued')
  })

  it('marks <html> once the page is scrolled past 200 px, and unmarks it above', () => {
    const scroll = (y: number) => {
      window.scrollY = y
      fireEvent.scroll(window)
    }
    scroll(200)
    expect(document.documentElement).not.toHaveAttribute('data-past-contact')
    scroll(201)
    expect(document.documentElement).toHaveAttribute('data-past-contact')
    scroll(150)
    expect(document.documentElement).not.toHaveAttribute('data-past-contact')
  })
})
