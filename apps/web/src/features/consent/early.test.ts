import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { env } from '../../config/env'
import {
  ACCEPT_ALL,
  CONSENT_DATE_STORAGE_KEY,
  CONSENT_REVISION_META,
  CONSENT_STORAGE_KEY,
  consentRevision,
  readConsent,
  REJECT_ALL,
  serializeConsent,
  setConsentBar,
} from './consent'
import { installConsent, whenShown } from './early'

const root = document.documentElement
const stored = () =>
  readConsent(
    { record: localStorage.getItem(CONSENT_STORAGE_KEY), date: localStorage.getItem(CONSENT_DATE_STORAGE_KEY) },
    { revision: consentRevision(env), now: new Date() },
  )?.choices ?? null

/** A page as prerendered: the revision in the head and the bar (no data-ready: not hydrated). */
function page() {
  document.head.innerHTML = `<meta name="${CONSENT_REVISION_META}" content="${consentRevision(env)}">`
  document.body.innerHTML = `<button data-cookie-settings>Cookie settings</button>
    <section data-consent-popup><h2 tabindex="-1">Cookie settings</h2>
    <button data-consent-action="reject">Reject All</button><button data-consent-action="accept">Accept All</button>
    <button data-consent-action="customize" aria-expanded="false" aria-controls="panel">Customize</button>
    <button data-consent-action="close">Close</button>
    <div id="panel" hidden><input type="checkbox" id="cookie-switch-analytics"><input type="checkbox" id="cookie-switch-marketing">
    <input type="checkbox" id="cookie-switch-functional"><button data-consent-action="save">Save</button></div></section>`
}
const click = (action: string) => document.querySelector<HTMLElement>(`[data-consent-action="${action}"]`)!.click()

let installed = false
beforeEach(() => {
  page()
  // One install, as one page has one inline script; each test starts from its first step.
  if (!installed) installConsent(document)
  installed = true
})
afterEach(() => {
  localStorage.clear()
  setConsentBar(root, null)
})

describe('the cookie bar before hydration', () => {
  it('is asked for on a first visit', () => {
    expect(root).toHaveAttribute('data-consent-bar', 'open')
  })

  it('Accept All and Reject All store the same record the consent manager reads, and hide the bar', () => {
    setConsentBar(root, 'open')
    click('accept')
    expect(stored()).toEqual(ACCEPT_ALL)
    expect(root).not.toHaveAttribute('data-consent-bar')
    setConsentBar(root, 'open')
    click('reject')
    expect(stored()).toEqual(REJECT_ALL)
  })

  it('Customize Settings opens the panel; Save Preferences stores exactly the switches', () => {
    setConsentBar(root, 'open')
    click('customize')
    expect(root).toHaveAttribute('data-consent-bar', 'expanded')
    expect(document.querySelector('[data-consent-action="customize"]')).toHaveAttribute('aria-expanded', 'true')
    expect(document.getElementById('panel')!.hidden).toBe(false)
    document.querySelector<HTMLInputElement>('#cookie-switch-functional')!.click()
    click('save')
    expect(stored()).toEqual({ essential: true, analytics: false, marketing: false, functional: true })
  })

  it('close and Escape store nothing', () => {
    setConsentBar(root, 'open')
    click('close')
    expect(root).not.toHaveAttribute('data-consent-bar')
    setConsentBar(root, 'open')
    document.querySelector('[data-consent-popup] button')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect(root).not.toHaveAttribute('data-consent-bar')
    expect(stored()).toBeNull()
  })

  it('leaves a bar React has hydrated to React', () => {
    setConsentBar(root, 'open')
    document.querySelector('[data-consent-popup]')!.setAttribute('data-ready', '')
    click('accept')
    expect(stored()).toBeNull()
    expect(root).toHaveAttribute('data-consent-bar', 'open')
  })

  it("the footer's Cookie settings reopens it customizing, switches as stored, focus back on close", () => {
    const { record, date } = serializeConsent({ ...REJECT_ALL, analytics: true }, consentRevision(env), new Date())
    localStorage.setItem(CONSENT_STORAGE_KEY, record)
    localStorage.setItem(CONSENT_DATE_STORAGE_KEY, date)
    const settings = document.querySelector<HTMLElement>('[data-cookie-settings]')!
    settings.click()
    expect(root).toHaveAttribute('data-consent-bar', 'expanded')
    expect(document.getElementById('panel')!.hidden).toBe(false)
    expect(document.querySelector<HTMLInputElement>('#cookie-switch-analytics')!.checked).toBe(true)
    expect(document.querySelector<HTMLInputElement>('#cookie-switch-marketing')!.checked).toBe(false)
    expect(document.querySelector('h2')).toHaveFocus()
    click('close')
    expect(root).not.toHaveAttribute('data-consent-bar')
    expect(settings).toHaveFocus()
  })

  it('leaves Cookie settings to the consent manager once it has hydrated the bar', () => {
    setConsentBar(root, 'open')
    document.querySelector('[data-consent-popup]')!.setAttribute('data-ready', '')
    document.querySelector<HTMLElement>('[data-cookie-settings]')!.click()
    expect(root).toHaveAttribute('data-consent-bar', 'open')
  })

  it('is not asked for when a stored choice counts', async () => {
    const { record, date } = serializeConsent(REJECT_ALL, consentRevision(env), new Date())
    localStorage.setItem(CONSENT_STORAGE_KEY, record)
    localStorage.setItem(CONSENT_DATE_STORAGE_KEY, date)
    const { askIfNeeded } = await import('./early')
    askIfNeeded(document)
    expect(root).not.toHaveAttribute('data-consent-bar')
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
