import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installLayout, SKIPPED_SECTIONS } from './early'

afterEach(() => {
  // jsdom has no idle callbacks; a test that needs them gives the window its own.
  delete (window as Partial<Window>).requestIdleCallback
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('data-laid-out')
  document.documentElement.removeAttribute('data-whole')
  vi.useRealTimers()
})

describe('installLayout', () => {
  it('names the sections app.css leaves out of the first layout', () => {
    const css = readFileSync(join(import.meta.dirname, '../app.css'), 'utf8').replace(/\s+/g, ' ')
    expect(css).toContain(`:where(${SKIPPED_SECTIONS}):not([data-laid-out])`)
  })

  it('after load, lays out one section per idle moment, then the whole page', () => {
    vi.useFakeTimers()
    window.requestIdleCallback = (next) => window.setTimeout(next, 1)
    document.body.innerHTML = '<main><section></section><section id="b"></section><section id="c"></section></main>'
    installLayout(document)
    const marked = () => [...document.querySelectorAll('section[data-laid-out]')].map((s) => s.id)
    window.dispatchEvent(new Event('load'))
    expect(marked()).toEqual([])
    vi.advanceTimersToNextTimer()
    expect(marked()).toEqual(['b'])
    vi.advanceTimersToNextTimer()
    expect(marked()).toEqual(['b', 'c'])
    expect(document.documentElement).not.toHaveAttribute('data-whole')
    vi.advanceTimersToNextTimer()
    expect(document.documentElement).toHaveAttribute('data-whole')
    expect(document.documentElement).not.toHaveAttribute('data-laid-out')
  })

  it('lays out the whole page at load where the engine has no idle callbacks', () => {
    document.body.innerHTML = '<main><section></section><section></section></main>'
    installLayout(document)
    expect(document.documentElement).not.toHaveAttribute('data-laid-out')
    window.dispatchEvent(new Event('load'))
    expect(document.documentElement).toHaveAttribute('data-laid-out')
  })

  it('lays out the whole page before a jump to an anchor of the same page', () => {
    document.body.innerHTML = '<a href="#pricing">Pricing</a><a href="/privacy-policy">Privacy</a>'
    installLayout(document)
    const [anchor, other] = document.querySelectorAll('a')
    other!.addEventListener('click', (event) => event.preventDefault())
    other!.click()
    expect(document.documentElement).not.toHaveAttribute('data-laid-out')
    anchor!.click()
    expect(document.documentElement).toHaveAttribute('data-laid-out')
  })
})
