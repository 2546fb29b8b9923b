import { fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

// test/setup.ts installs every part of the controls (src/inline-script/controls.ts) on this document, as
// the page's inline script does.
afterEach(() => {
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('data-past-contact')
})

describe('installContactQueue', () => {
  it('holds a submit until React has hydrated the form, then lets it through', () => {
    document.body.innerHTML = '<form data-queue-submit><button type="submit">Send</button></form>'
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
