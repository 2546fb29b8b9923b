import { fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

// test/setup.ts installs every part of the controls (src/inline-script/controls.ts) on this document, as
// the page's inline script does.
afterEach(() => {
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('data-scrolled')
})

describe('installNavigation', () => {
  it('closes an open popover menu when one of its links is chosen', () => {
    document.body.innerHTML = `<button popovertarget="m">Menu</button><nav id="m" popover><a href="#x">X</a></nav>`
    const menu = document.getElementById('m')!
    const matches = vi.spyOn(menu, 'matches').mockReturnValue(true)
    const hide = vi.fn()
    menu.hidePopover = hide
    menu.querySelector('a')!.click()
    expect(matches).toHaveBeenCalledWith(':popover-open')
    expect(hide).toHaveBeenCalled()
  })

  it('marks <html> once the page is scrolled past 100 px, and unmarks it above', () => {
    const scroll = (y: number) => {
      window.scrollY = y
      fireEvent.scroll(window)
    }
    scroll(100)
    expect(document.documentElement).not.toHaveAttribute('data-scrolled')
    scroll(101)
    expect(document.documentElement).toHaveAttribute('data-scrolled')
    scroll(0)
    expect(document.documentElement).not.toHaveAttribute('data-scrolled')
  })
})
