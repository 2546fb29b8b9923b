import { CONSENT_DATE_STORAGE_KEY, CONSENT_STORAGE_KEY } from '~/lib/storage-keys'
import { JSDOM } from 'jsdom'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { env } from '~/config/env'
import {
  ACCEPT_ALL,
  CONSENT_REVISION_META,
  consentRevision,
  readConsent,
  REJECT_ALL,
  serializeConsent,
  type ConsentChoices,
} from './consent'
import { analyticsTags, installConsent, whenShown, type ApplyToTags } from './inline-script'

const BAR = `<button data-cookie-settings>Cookie settings</button>
  <section data-consent-popup><h2 tabindex="-1">Cookie settings</h2>
  <button data-consent-action="reject">Reject All</button><button data-consent-action="accept">Accept All</button>
  <button data-consent-action="customize" aria-expanded="false" aria-controls="panel">Customize</button>
  <button data-consent-action="close">Close</button>
  <div id="panel" hidden><input type="checkbox" id="cookie-switch-analytics"><input type="checkbox" id="cookie-switch-marketing">
  <input type="checkbox" id="cookie-switch-functional"><button data-consent-action="save">Save</button></div></section>`

const URL = 'https://example.com/'
/** The origin's localStorage, which every tab of it shares (each JSDOM would have its own). */
const items = new Map<string, string>()
const originStorage = {
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => void items.set(key, String(value)),
  clear: () => items.clear(),
}
afterEach(() => originStorage.clear())

/**
 * A tab with a page of the origin (one inline script per page): the revision in the head, the bar
 * in the body. Prerendered, `document.prerendering` is true until `activate()`. `analytics`
 * gives it the real tag loader, pointed at a script URL nothing serves.
 */
function page({
  prerendering = false,
  applyToTags = null,
  analytics = false,
}: { prerendering?: boolean; applyToTags?: ApplyToTags | null; analytics?: boolean } = {}) {
  const { window } = new JSDOM(
    `<!doctype html><head><meta name="${CONSENT_REVISION_META}" content="${consentRevision(env)}"></head><body>${BAR}`,
    { url: URL },
  )
  Object.defineProperty(window, 'localStorage', { value: originStorage })
  const doc = window.document
  let prerender = prerendering
  Object.defineProperty(doc, 'prerendering', { get: () => prerender })
  installConsent(doc, analytics ? analyticsTags(doc, 'G-TEST', 'https://tags.example/gtag.js') : applyToTags)
  return {
    window,
    doc,
    root: doc.documentElement,
    bar: () => doc.documentElement.getAttribute('data-consent-bar'),
    click: (action: string) => doc.querySelector<HTMLElement>(`[data-consent-action="${action}"]`)!.click(),
    switchOf: (category: string) => doc.querySelector<HTMLInputElement>(`#cookie-switch-${category}`)!,
    activate() {
      prerender = false
      doc.dispatchEvent(new window.Event('prerenderingchange'))
    },
    /** What a browser tells this page when another tab of the origin writes `key`. */
    storageChanged(key: string | null = CONSENT_STORAGE_KEY) {
      window.dispatchEvent(new window.StorageEvent('storage', { key }))
    },
    restoredFromCache() {
      window.dispatchEvent(new window.PageTransitionEvent('pageshow', { persisted: true }))
    },
    stored: () =>
      readConsent(
        { record: window.localStorage.getItem(CONSENT_STORAGE_KEY), date: window.localStorage.getItem(CONSENT_DATE_STORAGE_KEY) },
        { revision: consentRevision(env), now: new Date() },
      )?.choices ?? null,
    store(choices: ConsentChoices, at = new Date()) {
      const { record, date } = serializeConsent(choices, consentRevision(env), at)
      window.localStorage.setItem(CONSENT_STORAGE_KEY, record)
      window.localStorage.setItem(CONSENT_DATE_STORAGE_KEY, date)
    },
  }
}

describe('the cookie bar', () => {
  it('is asked for on a first visit, and not when a stored choice counts', () => {
    const first = page()
    expect(first.bar()).toBe('open')
    first.click('reject')
    expect(page().bar()).toBeNull()
  })

  it('Accept All and Reject All store the record and hide the bar', () => {
    const p = page()
    p.click('accept')
    expect(p.stored()).toEqual(ACCEPT_ALL)
    expect(p.bar()).toBeNull()
    originStorage.clear()
    const q = page()
    q.click('reject')
    expect(q.stored()).toEqual(REJECT_ALL)
    expect(q.bar()).toBeNull()
  })

  it('Customize Settings opens the panel; Save Preferences stores exactly the switches', () => {
    const p = page()
    p.click('customize')
    expect(p.bar()).toBe('expanded')
    expect(p.doc.querySelector('[data-consent-action="customize"]')).toHaveAttribute('aria-expanded', 'true')
    expect(p.doc.getElementById('panel')!.hidden).toBe(false)
    p.switchOf('functional').click()
    p.click('save')
    expect(p.stored()).toEqual({ essential: true, analytics: false, marketing: false, functional: true })
  })

  it('close and Escape store nothing', () => {
    const p = page()
    p.click('close')
    expect(p.bar()).toBeNull()
    p.root.setAttribute('data-consent-bar', 'open')
    p.doc
      .querySelector('[data-consent-popup] button')!
      .dispatchEvent(new p.window.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(p.bar()).toBeNull()
    expect(p.stored()).toBeNull()
  })

  it("the footer's Cookie settings reopens it customizing, switches as stored, focus back on close", () => {
    const p = page()
    p.store({ ...REJECT_ALL, analytics: true })
    const settings = p.doc.querySelector<HTMLElement>('[data-cookie-settings]')!
    settings.focus()
    settings.click()
    expect(p.bar()).toBe('expanded')
    expect(p.doc.getElementById('panel')!.hidden).toBe(false)
    expect(p.switchOf('analytics').checked).toBe(true)
    expect(p.switchOf('marketing').checked).toBe(false)
    expect(p.doc.activeElement).toBe(p.doc.querySelector('h2'))
    p.click('close')
    expect(p.bar()).toBeNull()
    expect(p.doc.activeElement).toBe(settings)
  })
})

describe('the cookie bar on a prerendered page', () => {
  it('asks only once the visitor is shown the page, and applies no choice to the tags before', () => {
    const applyToTags = vi.fn<ApplyToTags>()
    const p = page({ prerendering: true, applyToTags })
    expect(p.bar()).toBeNull()
    expect(applyToTags).not.toHaveBeenCalled()
    p.activate()
    expect(p.bar()).toBe('open')
    expect(applyToTags).toHaveBeenCalledExactlyOnceWith(null)
  })

  it('takes the choice stored by the time it is shown, and ignores storage events while hidden', () => {
    const applyToTags = vi.fn<ApplyToTags>()
    const p = page({ prerendering: true, applyToTags })
    p.store(ACCEPT_ALL)
    p.storageChanged()
    expect(applyToTags).not.toHaveBeenCalled()
    p.activate()
    expect(p.bar()).toBeNull()
    expect(applyToTags).toHaveBeenCalledExactlyOnceWith(ACCEPT_ALL)
  })

  it('adds no tag script, and pushes nothing to the dataLayer, until it is shown', () => {
    page().store(ACCEPT_ALL)
    const dom = page({ prerendering: true, analytics: true })
    const scripts = () => dom.doc.querySelectorAll('script[src^="https://tags.example/"]').length
    const dataLayer = () => (dom.window as unknown as { dataLayer?: unknown[] }).dataLayer
    expect(scripts()).toBe(0)
    expect(dataLayer()).toBeUndefined()
    dom.activate()
    expect(scripts()).toBe(1)
    expect(dataLayer()!.length).toBeGreaterThan(0)
  })
})

describe('the cookie bar follows a choice made elsewhere', () => {
  it('closes when another tab stores a choice, and opens again when it is cleared', () => {
    const applyToTags = vi.fn<ApplyToTags>()
    const a = page({ applyToTags })
    const b = page()
    b.click('reject')
    expect(a.bar()).toBe('open')
    a.storageChanged()
    expect(a.bar()).toBeNull()
    expect(applyToTags).toHaveBeenLastCalledWith(REJECT_ALL)
    originStorage.clear()
    a.storageChanged(null)
    expect(a.bar()).toBe('open')
    expect(applyToTags).toHaveBeenLastCalledWith(null)
  })

  it("never lets a stale bar overwrite another tab's newer choice", () => {
    const a = page()
    const b = page()
    b.click('reject')
    // Before (or without) the storage event, tab A's visitor presses Accept All on the old bar.
    a.click('accept')
    expect(a.stored()).toEqual(REJECT_ALL)
    expect(a.bar()).toBeNull()
  })

  it('keeps the switches of a reopened bar when another tab stores a choice, so Save stores what this visitor chose', () => {
    const a = page()
    a.click('reject')
    a.doc.querySelector<HTMLElement>('[data-cookie-settings]')!.click()
    a.switchOf('functional').click()
    page().store({ ...ACCEPT_ALL })
    a.storageChanged()
    expect(a.bar()).toBe('expanded')
    expect(a.switchOf('analytics').checked).toBe(false)
    expect(a.switchOf('marketing').checked).toBe(false)
    expect(a.switchOf('functional').checked).toBe(true)
    a.click('save')
    expect(a.stored()).toEqual({ essential: true, analytics: false, marketing: false, functional: true })
  })

  it('takes the stored choice again when restored from the back/forward cache', () => {
    const a = page()
    expect(a.bar()).toBe('open')
    a.store(ACCEPT_ALL)
    a.restoredFromCache()
    expect(a.bar()).toBeNull()
    originStorage.clear()
    a.restoredFromCache()
    expect(a.bar()).toBe('open')
  })

  it('ignores storage events for other keys', () => {
    const a = page()
    a.store(ACCEPT_ALL)
    a.storageChanged('theme')
    expect(a.bar()).toBe('open')
  })
})

describe('whenShown', () => {
  it('runs at once on a page being shown', () => {
    let runs = 0
    whenShown(new EventTarget(), () => runs++)
    expect(runs).toBe(1)
  })

  it('waits, on a prerendered page, until the visitor is shown it, and runs once', () => {
    let runs = 0
    const prerendered = Object.assign(new EventTarget(), { prerendering: true })
    whenShown(prerendered, () => runs++)
    expect(runs).toBe(0)
    prerendered.dispatchEvent(new Event('prerenderingchange'))
    prerendered.dispatchEvent(new Event('prerenderingchange'))
    expect(runs).toBe(1)
  })
})
