import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { ACCEPT_ALL, customChoices, REJECT_ALL } from './consent'
import { consentModeDefaults, cookieDomains, createTagLoader, gtagScriptUrl, refusedCookieNames, toConsentMode } from './tag-loader'

const GA_ID = 'G-TEST123'
type TestWindow = Window & { dataLayer?: IArguments[]; [flag: `ga-disable-${string}`]: boolean | undefined }
const win = window as unknown as TestWindow

/** The dataLayer as gtag sees it: each entry is an `arguments` object, shown here as an array. */
const commands = () => (win.dataLayer ?? []).map((entry) => Array.from(entry))
const gtagScripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[src*="gtag"]')]
const loader = () => createTagLoader({ gaId: GA_ID, scriptUrl: 'http://127.0.0.1:9/gtag.js', win, doc: document })

beforeEach(() => {
  delete win.dataLayer
})
afterEach(() => {
  gtagScripts().forEach((s) => s.remove())
  for (const name of document.cookie
    .split(';')
    .map((c) => c.split('=')[0]!.trim())
    .filter(Boolean)) {
    document.cookie = `${name}=; Max-Age=0; path=/`
  }
})

describe('toConsentMode', () => {
  it('denies every type without a choice', () => {
    expect(Object.values(toConsentMode(null))).toEqual(Array(6).fill('denied'))
  })

  it('maps analytics, marketing and functional to their Consent Mode types', () => {
    expect(toConsentMode(customChoices({ analytics: true }))).toEqual({
      analytics_storage: 'granted',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      functionality_storage: 'denied',
      personalization_storage: 'denied',
    })
    expect(toConsentMode(customChoices({ marketing: true }))).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      functionality_storage: 'denied',
    })
    expect(toConsentMode(customChoices({ functional: true }))).toMatchObject({
      ad_storage: 'denied',
      functionality_storage: 'granted',
      personalization_storage: 'granted',
    })
    expect(Object.values(toConsentMode(ACCEPT_ALL))).toEqual(Array(6).fill('granted'))
  })
})

describe('createTagLoader', () => {
  it('pushes the all-denied Consent Mode defaults, waiting for an update, before anything else', () => {
    loader()
    expect(commands()[0]).toEqual(['consent', 'default', consentModeDefaults()])
    expect(consentModeDefaults()).toMatchObject({ analytics_storage: 'denied', ad_storage: 'denied', wait_for_update: 500 })
    expect(gtagScripts()).toHaveLength(0)
  })

  it('keeps entries pushed before it (a dataLayer that already exists)', () => {
    win.dataLayer = []
    const existing = win.dataLayer
    loader()
    expect(win.dataLayer).toBe(existing)
  })

  it('pushes no update without a choice (the defaults already deny), but removes stale cookies', () => {
    document.cookie = '_ga=GA1.1.1; path=/'
    loader().apply(null)
    expect(commands().map(([cmd, kind]) => `${String(cmd)} ${String(kind)}`)).toEqual(['consent default', 'set ads_data_redaction'])
    expect(document.cookie).toBe('')
  })

  it('denies again when a choice is no longer valid (null after a choice)', () => {
    const tags = loader()
    tags.apply(ACCEPT_ALL)
    tags.apply(null)
    expect(commands().at(-1)).toEqual(['consent', 'update', toConsentMode(null)])
  })

  it('loads no script after Reject All, and updates consent', () => {
    const tags = loader()
    tags.apply(null)
    tags.apply(REJECT_ALL)
    expect(gtagScripts()).toHaveLength(0)
    expect(commands().filter(([cmd]) => cmd === 'config')).toEqual([])
    expect(commands().at(-1)).toEqual(['consent', 'update', toConsentMode(REJECT_ALL)])
    expect(win[`ga-disable-${GA_ID}`]).toBe(true)
  })

  it('loads no script for marketing or functional consent alone', () => {
    loader().apply(customChoices({ marketing: true, functional: true }))
    expect(gtagScripts()).toHaveLength(0)
  })

  it('loads the gtag script once, after the consent update, when analytics is granted', () => {
    const tags = loader()
    tags.apply(customChoices({ analytics: true }))
    tags.apply(ACCEPT_ALL)
    const scripts = gtagScripts()
    expect(scripts).toHaveLength(1)
    expect(scripts[0]!.src).toBe('http://127.0.0.1:9/gtag.js?id=G-TEST123')
    expect(scripts[0]!.async).toBe(true)
    const names = commands().map(([cmd, arg]) => `${String(cmd)} ${typeof arg === 'string' ? arg : ''}`.trim())
    expect(names).toEqual(['consent default', 'set ads_data_redaction', 'consent update', 'js', `config ${GA_ID}`, 'consent update'])
    expect(win[`ga-disable-${GA_ID}`]).toBe(false)
  })

  it('takes withdrawal at once: consent denied, tag disabled, analytics cookies removed', () => {
    const tags = loader()
    tags.apply(ACCEPT_ALL)
    document.cookie = '_ga=GA1.1.1; path=/'
    document.cookie = '_ga_TEST123=GS1.1; path=/'
    document.cookie = '_gcl_au=1.1; path=/'
    document.cookie = 'unrelated=1; path=/'
    tags.apply(customChoices({ marketing: true }))
    expect(commands().at(-1)).toEqual(['consent', 'update', toConsentMode(customChoices({ marketing: true }))])
    expect(win[`ga-disable-${GA_ID}`]).toBe(true)
    expect(document.cookie).not.toMatch(/_ga/)
    expect(document.cookie).toMatch(/_gcl_au=1\.1/)
    expect(document.cookie).toMatch(/unrelated=1/)
    tags.apply(REJECT_ALL)
    expect(document.cookie).toBe('unrelated=1')
  })
})

describe('gtagScriptUrl', () => {
  it("uses Google's loader unless overridden, with the id as a query parameter", () => {
    expect(gtagScriptUrl(GA_ID)).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123')
    expect(gtagScriptUrl(GA_ID, 'http://127.0.0.1:5555/gtag.js')).toBe('http://127.0.0.1:5555/gtag.js?id=G-TEST123')
  })
})

describe('refusedCookieNames', () => {
  const jar = '_ga=1; _ga_ABC=2; _gid=3; _gat_UA1=4; _gcl_au=5; _gac_x=6; session=7; _gallery=8'
  it('lists analytics cookies without analytics consent and ad cookies without marketing consent', () => {
    expect(refusedCookieNames(jar, null)).toEqual(['_ga', '_ga_ABC', '_gid', '_gat_UA1', '_gcl_au', '_gac_x'])
    expect(refusedCookieNames(jar, customChoices({ analytics: true }))).toEqual(['_gcl_au', '_gac_x'])
    expect(refusedCookieNames(jar, ACCEPT_ALL)).toEqual([])
    expect(refusedCookieNames('', null)).toEqual([])
  })
})

describe('cookieDomains', () => {
  it('covers host-only cookies and every parent domain, but not IP addresses', () => {
    expect(cookieDomains('www.shop.example.com')).toEqual([null, 'www.shop.example.com', 'shop.example.com', 'example.com'])
    expect(cookieDomains('127.0.0.1')).toEqual([null])
    expect(cookieDomains('localhost')).toEqual([null])
  })
})
