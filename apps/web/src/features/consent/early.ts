/**
 * The cookie bar before React (part of the page's inline script, decision 011). Before the first
 * paint it shows the bar when no stored choice counts (no flash: the bar is in the HTML, hidden
 * by app.css until <html data-consent-bar> says otherwise). Until React has hydrated the bar
 * (`data-ready` on it), Accept All, Reject All, Save Preferences, close, Escape and Customize
 * Settings work from here, and the footer's Cookie settings reopens it, writing the same record
 * with the same rules (lib/consent.ts) that the consent manager reads when it takes over. Tags
 * load only after hydration, from that record.
 */
import { browserStorage } from '../../lib/browser-storage'
import {
  ACCEPT_ALL,
  consentBarState,
  CONSENT_REVISION_META,
  customChoices,
  hasGpcSignal,
  loadStoredChoice,
  OPTIONAL_CATEGORIES,
  REJECT_ALL,
  setConsentBar,
  storeChoice,
  type ConsentChoices,
  type ConsentRules,
  type ConsentStorage,
  type OptionalCategory,
} from './consent'

/** What the bar's controls carry in `data-consent-action`. */
export type ConsentAction = 'accept' | 'reject' | 'save' | 'close' | 'customize'

/** The id of a category's switch in the bar (components/consent/consent-popup.tsx). */
export const consentSwitchId = (category: 'essential' | OptionalCategory) => `cookie-switch-${category}`

/** The optional categories as the bar's switches stand, switched by the visitor or not. */
export const switchedOn = (bar: ParentNode): ConsentChoices =>
  customChoices(
    Object.fromEntries(
      OPTIONAL_CATEGORIES.map((c) => [c, bar.querySelector<HTMLInputElement>(`#${consentSwitchId(c)}`)?.checked === true]),
    ),
  )

/** The page's consent revision (its <meta>) and the visitor's GPC signal and clock, now. */
function currentRules(doc: Document): (() => ConsentRules) | null {
  const revision = doc.querySelector(`meta[name="${CONSENT_REVISION_META}"]`)?.getAttribute('content')
  if (revision == null) return null
  const nav = doc.defaultView!.navigator as { globalPrivacyControl?: unknown }
  return () => ({ revision, gpc: hasGpcSignal(nav), now: new Date() })
}

function ask(root: Element, storage: ConsentStorage, rules: ConsentRules): void {
  if (loadStoredChoice(storage, rules) === null) setConsentBar(root, 'open')
}

/**
 * Runs `show` now, or, on a page prerendered ahead of a visit (Speculation Rules), when the
 * visitor is shown it: the choice stored by then decides, and nothing asks an unseen page.
 */
export function whenShown(doc: Pick<Document, 'addEventListener'> & { prerendering?: boolean }, show: () => void): void {
  if (doc.prerendering) doc.addEventListener('prerenderingchange', show, { once: true })
  else show()
}

/** The marketing switch as the consent popup renders it under Global Privacy Control. */
export function lockMarketing(doc: Document): void {
  const input = doc.getElementById(consentSwitchId('marketing')) as HTMLInputElement | null
  const note = doc.getElementById(`${consentSwitchId('marketing')}-note`)
  if (!input || !note) return
  input.checked = false
  input.disabled = true
  note.hidden = false
  input.setAttribute('aria-describedby', `${input.getAttribute('aria-describedby')} ${note.id}`)
}

/** Before the first paint: shows the bar when no stored choice counts. */
export function askIfNeeded(doc: Document): void {
  const current = currentRules(doc)
  if (current) whenShown(doc, () => ask(doc.documentElement, browserStorage(doc.defaultView!), current()))
}

export function installConsent(doc: Document): void {
  const root = doc.documentElement
  const current = currentRules(doc)
  if (!current) return
  const storage = browserStorage(doc.defaultView!)
  whenShown(doc, () => ask(root, storage, current()))
  // Global Privacy Control locks the marketing switch off, and its note says why.
  if (current().gpc) doc.addEventListener('DOMContentLoaded', () => lockMarketing(doc))

  /** The bar React has not hydrated yet, if `target` is in it. */
  const waitingBar = (target: EventTarget | null) => {
    const bar = (target as Element | null)?.closest?.('[data-consent-popup]')
    return bar && !bar.hasAttribute('data-ready') ? bar : null
  }

  /** Where focus goes back when the bar closes: the footer button that reopened it. */
  let reopenedFrom: HTMLElement | null = null
  const hide = () => {
    setConsentBar(root, null)
    reopenedFrom?.focus()
    reopenedFrom = null
  }

  const expand = (bar: Element, expanded: boolean) => {
    const control = bar.querySelector('[data-consent-action="customize"]')!
    setConsentBar(root, expanded ? 'expanded' : 'open')
    control.setAttribute('aria-expanded', String(expanded))
    bar.querySelector<HTMLElement>(`#${control.getAttribute('aria-controls')}`)!.hidden = !expanded
  }

  /** The footer's Cookie settings: the bar again, customizing, its switches as stored. */
  const reopen = (bar: Element, trigger: HTMLElement) => {
    const stored = loadStoredChoice(storage, current())
    for (const category of OPTIONAL_CATEGORIES) {
      const input = bar.querySelector<HTMLInputElement>(`#${consentSwitchId(category)}`)
      if (input) input.checked = stored?.[category] === true
    }
    expand(bar, true)
    reopenedFrom = trigger
    bar.querySelector<HTMLElement>('h2[tabindex]')?.focus()
  }

  // On the window, capturing: decided before React sees the event. A click on a bar React has
  // not hydrated is this script's alone: React would hydrate the bar in its own capture listener
  // and then drop the click (or, replaying it, toggle Customize Settings back). So is the footer's
  // Cookie settings while such a bar is in the page; else the consent manager has it.
  const win = doc.defaultView!
  win.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element
      const settings = target.closest?.<HTMLElement>('[data-cookie-settings]')
      const control = settings ? null : target.closest?.('[data-consent-action]')
      const bar = waitingBar(settings ? doc.querySelector('[data-consent-popup]') : (control ?? null))
      if (!bar) return
      if (settings) {
        event.stopImmediatePropagation()
        reopen(bar, settings)
        return
      }
      if (!control) return
      event.stopImmediatePropagation()
      const action = control.getAttribute('data-consent-action') as ConsentAction
      if (action === 'customize') {
        expand(bar, consentBarState(root) !== 'expanded')
        return
      }
      if (action !== 'close') {
        const choices = action === 'accept' ? ACCEPT_ALL : action === 'reject' ? REJECT_ALL : switchedOn(bar)
        storeChoice(storage, choices, current())
      }
      hide()
    },
    true,
  )

  win.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !waitingBar(event.target)) return
      event.stopImmediatePropagation()
      hide()
    },
    true,
  )
}
