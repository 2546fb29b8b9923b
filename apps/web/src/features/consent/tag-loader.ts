/**
 * The consent-aware tag loader (decision 004, product.md §2 "Cookie settings"). With a Google Analytics id configured it pushes
 * Google Consent Mode v2 defaults (everything denied) before anything else, and injects the
 * gtag script only once analytics consent is given. Nothing here runs without an id: the
 * caller imports this module lazily, and only when ANALYTICS_GA_ID is set.
 *
 * Everything is done from our bundled JavaScript (no inline script): the strict CSP
 * (scripts/csp.ts) only adds the analytics hosts when analytics is configured.
 */
import type { ConsentChoices } from './consent'

type ConsentSignal = 'granted' | 'denied'

/** The Consent Mode v2 types we set, in the names Google uses. */
export interface ConsentModeState {
  analytics_storage: ConsentSignal
  ad_storage: ConsentSignal
  ad_user_data: ConsentSignal
  ad_personalization: ConsentSignal
  functionality_storage: ConsentSignal
  personalization_storage: ConsentSignal
}

const DEFAULT_GTAG_SCRIPT_URL = 'https://www.googletagmanager.com/gtag/js'
/** How long gtag holds its first hits for a consent update (only matters if it loaded early). */
const CONSENT_WAIT_FOR_UPDATE_MS = 500

const signal = (on: boolean): ConsentSignal => (on ? 'granted' : 'denied')

/** Our categories → Consent Mode types. No choice (null) is every type denied. */
export function toConsentMode(choices: ConsentChoices | null): ConsentModeState {
  const analytics = choices?.analytics === true
  const marketing = choices?.marketing === true
  const functional = choices?.functional === true
  return {
    analytics_storage: signal(analytics),
    ad_storage: signal(marketing),
    ad_user_data: signal(marketing),
    ad_personalization: signal(marketing),
    functionality_storage: signal(functional),
    personalization_storage: signal(functional),
  }
}

/** The `gtag('consent', 'default', …)` parameters: all denied, waiting for our update. */
export function consentModeDefaults(): ConsentModeState & { wait_for_update: number } {
  return { ...toConsentMode(null), wait_for_update: CONSENT_WAIT_FOR_UPDATE_MS }
}

/** The gtag loader URL for `gaId`: Google's, or `override` (tests point it at a local server). */
export function gtagScriptUrl(gaId: string, override = ''): string {
  const url = new URL(override || DEFAULT_GTAG_SCRIPT_URL)
  url.searchParams.set('id', gaId)
  return url.href
}

const ANALYTICS_COOKIE = /^(_ga|_ga_.+|_gid|_gat|_gat_.+)$/
const MARKETING_COOKIE = /^(_gcl_.+|_gac_.+)$/

/** Names in a `document.cookie` string that belong to the categories the visitor refused. */
export function refusedCookieNames(cookieString: string, choices: ConsentChoices | null): string[] {
  const names = cookieString
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter(Boolean)
  return names.filter(
    (name) => (choices?.analytics !== true && ANALYTICS_COOKIE.test(name)) || (choices?.marketing !== true && MARKETING_COOKIE.test(name)),
  )
}

/**
 * The `domain` attributes a cookie may have been set with on `hostname`: none (host-only), and
 * every parent domain of two labels or more (GA sets its cookies on the registrable domain).
 */
export function cookieDomains(hostname: string): (string | null)[] {
  const isIp = /^[\d.]+$/.test(hostname) || hostname.includes(':')
  if (isIp || !hostname.includes('.')) return [null]
  const labels = hostname.split('.')
  const parents = labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'))
  return [null, ...parents]
}

type Gtag = (...args: unknown[]) => void
interface TagWindow {
  dataLayer?: unknown[]
  gtag?: Gtag
  [disableFlag: `ga-disable-${string}`]: boolean | undefined
}

export interface TagLoader {
  /**
   * Applies a choice (null = none, or no longer valid): Consent Mode update, the script on the
   * first analytics consent, and removal of cookies of the refused categories.
   */
  apply(choices: ConsentChoices | null): void
}

/** Sets up dataLayer and the Consent Mode defaults at once; call `apply` with every choice. */
export function createTagLoader(options: { gaId: string; scriptUrl?: string; win: Window; doc: Document }): TagLoader {
  const { gaId, doc } = options
  const win = options.win as unknown as TagWindow
  const dataLayer = (win.dataLayer ??= [])
  // gtag.js only treats `arguments` objects as commands, so this must not be a rest parameter.
  const gtag: Gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments)
  }
  win.gtag = gtag
  gtag('consent', 'default', consentModeDefaults())
  gtag('set', 'ads_data_redaction', true)
  let scriptAdded = false
  let updated = false

  const expireRefusedCookies = (choices: ConsentChoices | null) => {
    for (const name of refusedCookieNames(doc.cookie, choices)) {
      for (const domain of cookieDomains(doc.location.hostname)) {
        doc.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`
      }
    }
  }

  return {
    apply(choices) {
      const analytics = choices?.analytics === true
      // No choice yet: the defaults already deny everything, so there is nothing to update.
      if (choices !== null || updated) gtag('consent', 'update', toConsentMode(choices))
      updated ||= choices !== null
      // Google's documented opt-out: with it set, a loaded gtag sends nothing at all.
      win[`ga-disable-${gaId}`] = !analytics
      if (analytics && !scriptAdded) {
        scriptAdded = true
        gtag('js', new Date())
        gtag('config', gaId)
        const script = doc.createElement('script')
        script.async = true
        script.src = gtagScriptUrl(gaId, options.scriptUrl)
        doc.head.appendChild(script)
      }
      expireRefusedCookies(choices)
    },
  }
}
