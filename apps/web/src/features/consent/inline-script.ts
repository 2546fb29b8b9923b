/**
 * The cookie bar, whole (part of the page's inline script; decisions 011 and 015): the bar is in
 * every page's HTML, hidden by app.css until <html data-consent-bar> says otherwise, and this is
 * the one code that drives it. Before the first paint it shows the bar when no stored choice
 * counts (no flash); Accept All, Reject All, Save Preferences, close, Escape and Customize
 * Settings work from here, and the footer's Cookie settings reopens it. Where analytics is
 * configured it also applies every choice to the tags (tag-loader.ts); the build leaves that code
 * out elsewhere.
 *
 * The stored choice decides in every path a page can be shown by: a normal load, a prerender once
 * it is activated (nothing is asked, loaded or counted before), a restore from the back/forward
 * cache, and a choice made in another tab (the bar closes or opens again to match, and this tab
 * never overwrites the newer choice with its stale bar).
 */
import { CONSENT_DATE_STORAGE_KEY, CONSENT_STORAGE_KEY } from '~/lib/storage-keys'
import { browserStorage } from '~/lib/browser-storage'
import {
  ACCEPT_ALL,
  CONSENT_REVISION_META,
  consentBarState,
  customChoices,
  hasGpcSignal,
  loadStoredChoice,
  OPTIONAL_CATEGORIES,
  REJECT_ALL,
  setConsentBar,
  storeChoice,
  type ConsentChoices,
  type ConsentRules,
  type OptionalCategory,
} from './consent'
import { createTagLoader, type TagLoader } from './tag-loader'

/** What the bar's controls carry in `data-consent-action`. */
type ConsentAction = 'accept' | 'reject' | 'save' | 'close' | 'customize'

/** The id of a category's switch in the bar (consent-popup.tsx). */
export const consentSwitchId = (category: 'essential' | OptionalCategory) => `cookie-switch-${category}`

/** The optional categories as the bar's switches stand, switched by the visitor or not. */
const switchedOn = (bar: ParentNode): ConsentChoices =>
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

/**
 * Runs `show` now, or, on a page prerendered ahead of a visit (Speculation Rules), when the
 * visitor is shown it: the choice stored by then decides, and nothing asks an unseen page.
 */
export function whenShown(doc: Pick<Document, 'addEventListener'> & { prerendering?: boolean }, show: () => void): void {
  if (doc.prerendering) doc.addEventListener('prerenderingchange', show, { once: true })
  else show()
}

/** The marketing switch as the consent popup renders it under Global Privacy Control. */
function lockMarketing(doc: Document): void {
  const input = doc.getElementById(consentSwitchId('marketing')) as HTMLInputElement | null
  const note = doc.getElementById(`${consentSwitchId('marketing')}-note`)
  if (!input || !note) return
  input.checked = false
  input.disabled = true
  note.hidden = false
  input.setAttribute('aria-describedby', `${input.getAttribute('aria-describedby')} ${note.id}`)
}

/** Applies a choice (null: none counts) to the analytics tags. */
export type ApplyToTags = (choices: ConsentChoices | null) => void

/** The analytics tags of `gaId`, set up (Consent Mode defaults first) when the first choice is applied. */
export function analyticsTags(doc: Document, gaId: string, scriptUrl: string): ApplyToTags {
  let loader: TagLoader | undefined
  return (choices) => {
    loader ??= createTagLoader({ gaId, scriptUrl, win: doc.defaultView!, doc })
    loader.apply(choices)
  }
}

/** `applyToTags`: the analytics tags where the build configures them (src/inline-script/index.ts), else null. */
export function installConsent(doc: Document, applyToTags: ApplyToTags | null): void {
  const root = doc.documentElement
  const current = currentRules(doc)
  if (!current) return
  const win = doc.defaultView!
  const storage = browserStorage(win)
  const bar = () => doc.querySelector('[data-consent-popup]')
  const stored = () => loadStoredChoice(storage, current())

  /** Where focus goes back when the bar closes: the footer button that reopened it, if it did. */
  let reopenedFrom: HTMLElement | null = null
  /** The page has been shown to the visitor (not only prerendered): the bar may ask. */
  let shown = false

  const hide = () => {
    setConsentBar(root, null)
    reopenedFrom?.focus()
    reopenedFrom = null
  }

  const expand = (popup: Element, expanded: boolean) => {
    const control = popup.querySelector('[data-consent-action="customize"]')!
    setConsentBar(root, expanded ? 'expanded' : 'open')
    control.setAttribute('aria-expanded', String(expanded))
    popup.querySelector<HTMLElement>(`#${control.getAttribute('aria-controls')}`)!.hidden = !expanded
  }

  /** The switches as `choices` has them (all off for none). */
  const showSwitches = (popup: Element, choices: ConsentChoices | null) => {
    for (const category of OPTIONAL_CATEGORIES) {
      const input = popup.querySelector<HTMLInputElement>(`#${consentSwitchId(category)}`)
      if (input && !input.disabled) input.checked = choices?.[category] === true
    }
  }

  /**
   * The bar and the tags as the stored choice has them: asked when none counts, closed when one
   * does (unless the visitor reopened it to change it: then its switches stay as the visitor set
   * them, whatever another tab stores meanwhile, so that Save stores what this visitor chose).
   */
  const sync = () => {
    shown = true
    const choice = stored()
    applyToTags?.(choice)
    if (choice === null) {
      if (consentBarState(root) === null) setConsentBar(root, 'open')
    } else if (!reopenedFrom && consentBarState(root) !== null) {
      hide()
    }
  }

  whenShown(doc, sync)
  // Shown again from the back/forward cache: the choice may have changed meanwhile.
  win.addEventListener('pageshow', (event) => {
    if (event.persisted && shown) sync()
  })
  // A choice made (or cleared) in another tab counts here too; a prerender waits to be shown.
  win.addEventListener('storage', (event) => {
    const ours = event.key === null || event.key === CONSENT_STORAGE_KEY || event.key === CONSENT_DATE_STORAGE_KEY
    if (ours && shown) sync()
  })
  // Global Privacy Control locks the marketing switch off, and its note says why.
  if (current().gpc) doc.addEventListener('DOMContentLoaded', () => lockMarketing(doc))

  /** The footer's Cookie settings: the bar again, customizing, its switches as stored. */
  const reopen = (popup: Element, trigger: HTMLElement) => {
    showSwitches(popup, stored())
    expand(popup, true)
    reopenedFrom = trigger
    popup.querySelector<HTMLElement>('h2[tabindex]')?.focus()
  }

  const choose = (popup: Element, action: Exclude<ConsentAction, 'customize' | 'close'>) => {
    // The bar asked because no choice counted; one that counts now was made in another tab
    // after this bar opened, and is the newer: this stale bar must not overwrite it.
    if (!reopenedFrom && stored() !== null) {
      sync()
      return
    }
    const choices = action === 'accept' ? ACCEPT_ALL : action === 'reject' ? REJECT_ALL : switchedOn(popup)
    const effective = storeChoice(storage, choices, current())
    applyToTags?.(effective)
    hide()
  }

  win.addEventListener('click', (event) => {
    const target = event.target as Element
    const settings = target.closest?.<HTMLElement>('[data-cookie-settings]')
    const popup = bar()
    if (settings && popup) {
      reopen(popup, settings)
      return
    }
    const control = target.closest?.('[data-consent-popup] [data-consent-action]')
    if (!control || !popup) return
    const action = control.getAttribute('data-consent-action') as ConsentAction
    if (action === 'customize') expand(popup, consentBarState(root) !== 'expanded')
    else if (action === 'close') hide()
    else choose(popup, action)
  })

  win.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && consentBarState(root) !== null && (event.target as Element).closest?.('[data-consent-popup]')) hide()
  })
}
