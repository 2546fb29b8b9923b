import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installLayout, LAYOUT_SLICE_MS, SKIPPED_SECTIONS } from './inline-script'

afterEach(() => {
  // jsdom has no idle callbacks; a test that needs them gives the window its own.
  delete (window as Partial<Window>).requestIdleCallback
  document.body.innerHTML = ''
  document.documentElement.removeAttribute('data-laid-out')
  document.documentElement.removeAttribute('data-whole')
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('installLayout', () => {
  it('names the sections app.css leaves out of the first layout', () => {
    const css = readFileSync(join(import.meta.dirname, '../app.css'), 'utf8').replace(/\s+/g, ' ')
    expect(css).toContain(`:where(${SKIPPED_SECTIONS}):not([data-laid-out])`)
  })

  it('after load, lays out sections in idle moments, a slice of time each, then the whole page', () => {
    vi.useFakeTimers()
    window.requestIdleCallback = (next) => window.setTimeout(next, 1)
    document.body.innerHTML =
      '<main><section></section><section id="b"></section><section id="c"></section><section id="d"></section></main>'
    // Each section's layout (its height read) takes the time given here, on a clock of the test's.
    let now = 0
    vi.spyOn(window.performance, 'now').mockImplementation(() => now)
    const costs: Record<string, number> = { b: 1, c: LAYOUT_SLICE_MS, d: 1 }
    for (const section of document.querySelectorAll<HTMLElement>('section[id]')) {
      Object.defineProperty(section, 'offsetHeight', { get: () => ((now += costs[section.id]!), 0) })
    }
    installLayout(document)
    const marked = () => [...document.querySelectorAll('section[data-laid-out]')].map((s) => s.id)
    window.dispatchEvent(new Event('load'))
    expect(marked()).toEqual([])
    vi.advanceTimersToNextTimer()
    // b left time in the slice, c spent it: the moment yields before d.
    expect(marked()).toEqual(['b', 'c'])
    expect(document.documentElement).not.toHaveAttribute('data-whole')
    vi.advanceTimersToNextTimer()
    // d left time in the slice, and nothing is left to lay out: the page is whole.
    expect(marked()).toEqual(['b', 'c', 'd'])
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
