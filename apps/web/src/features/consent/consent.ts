/**
 * The cookie consent record (product.md §3, §4, §5): what the visitor chose, when, and under which
 * policy revision. Pure functions only: the caller passes the stored strings, the revision and
 * the clock, so every rule is unit-tested without a browser.
 */
import { CONSENT_DATE_STORAGE_KEY, CONSENT_MAX_AGE_MONTHS, CONSENT_STORAGE_KEY } from '~/lib/storage-keys'
export { consentRevision, CONSENT_REVISION_META } from './consent-revision'

export const OPTIONAL_CATEGORIES = ['analytics', 'marketing', 'functional'] as const
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number]

/** The visitor's choice. Essential cookies cannot be refused (product.md §5). */
export interface ConsentChoices {
  essential: true
  analytics: boolean
  marketing: boolean
  functional: boolean
}

interface ConsentRecord extends ConsentChoices {
  /** The policy revision the visitor answered; a different current revision asks again. */
  revision: string
}

export const ACCEPT_ALL: ConsentChoices = { essential: true, analytics: true, marketing: true, functional: true }
export const REJECT_ALL: ConsentChoices = { essential: true, analytics: false, marketing: false, functional: false }

/** Builds choices from the switches; anything not switched on stays off. */
export function customChoices(selected: Partial<Record<OptionalCategory, boolean>>): ConsentChoices {
  return {
    essential: true,
    analytics: selected.analytics === true,
    marketing: selected.marketing === true,
    functional: selected.functional === true,
  }
}

/** True only for the Global Privacy Control signal proper (`navigator.globalPrivacyControl === true`). */
export function hasGpcSignal(nav: { globalPrivacyControl?: unknown } | undefined): boolean {
  return nav?.globalPrivacyControl === true
}

/** Global Privacy Control is an opt-out of sale/sharing: it keeps marketing off whatever was chosen. */
export function applyGpc(choices: ConsentChoices, gpc: boolean): ConsentChoices {
  return gpc && choices.marketing ? { ...choices, marketing: false } : choices
}

/** The two localStorage values for a choice made at `now`. */
export function serializeConsent(choices: ConsentChoices, revision: string, now: Date): { record: string; date: string } {
  const record: ConsentRecord = {
    essential: true,
    analytics: choices.analytics,
    marketing: choices.marketing,
    functional: choices.functional,
    revision,
  }
  return { record: JSON.stringify(record), date: now.toISOString() }
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/** The consent date, or null when the value is not an ISO timestamp. */
export function parseConsentDate(raw: string | null): Date | null {
  if (raw === null || !ISO_TIMESTAMP.test(raw)) return null
  const date = new Date(raw)
  return Number.isNaN(date.getTime()) ? null : date
}

/** The moment a choice made at `date` stops counting (calendar months, UTC). */
export function consentExpiry(date: Date): Date {
  const expiry = new Date(date.getTime())
  expiry.setUTCMonth(expiry.getUTCMonth() + CONSENT_MAX_AGE_MONTHS)
  return expiry
}

function parseRecord(raw: string | null): ConsentRecord | null {
  if (raw === null) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null
  const v = value as Record<string, unknown>
  if (v.essential !== true || typeof v.revision !== 'string') return null
  if (!OPTIONAL_CATEGORIES.every((key) => typeof v[key] === 'boolean')) return null
  return {
    essential: true,
    analytics: v.analytics as boolean,
    marketing: v.marketing as boolean,
    functional: v.functional as boolean,
    revision: v.revision,
  }
}

export type StoredConsent = { choices: ConsentChoices; date: Date }

/**
 * The stored choice if it still counts, else null (= ask again). It does not count when either
 * value is missing or corrupt, when it answered another policy revision, when it is older than
 * CONSENT_MAX_AGE_MONTHS, or when its date lies in the future (a clock or a hand changed it).
 */
export function readConsent(
  stored: { record: string | null; date: string | null },
  current: { revision: string; now: Date },
): StoredConsent | null {
  const record = parseRecord(stored.record)
  const date = parseConsentDate(stored.date)
  if (record === null || date === null) return null
  if (record.revision !== current.revision) return null
  const now = current.now.getTime()
  if (date.getTime() > now || consentExpiry(date).getTime() <= now) return null
  return { choices: customChoices(record), date }
}

/** Where the record lives: localStorage, or null where the browser blocks it. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'> | null

/** What a stored choice is read and written against: the revision, the GPC signal, the clock. */
export interface ConsentRules {
  revision: string
  gpc: boolean
  now: Date
}

/** The choice that counts now (GPC applied), or null when the visitor must be asked. */
export function loadStoredChoice(storage: ConsentStorage, current: ConsentRules): ConsentChoices | null {
  try {
    const stored = storage
      ? readConsent({ record: storage.getItem(CONSENT_STORAGE_KEY), date: storage.getItem(CONSENT_DATE_STORAGE_KEY) }, current)
      : null
    return stored && applyGpc(stored.choices, current.gpc)
  } catch {
    // Storage blocked by the browser: no stored consent.
    return null
  }
}

/** Stores a choice (with GPC applied, so the record says what was really granted) and returns it. */
export function storeChoice(storage: ConsentStorage, choices: ConsentChoices, current: ConsentRules): ConsentChoices {
  const effective = applyGpc(choices, current.gpc)
  const { record, date } = serializeConsent(effective, current.revision, current.now)
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, record)
    storage?.setItem(CONSENT_DATE_STORAGE_KEY, date)
  } catch {
    // Storage blocked or full: the choice holds for this page view and is asked again next time.
  }
  return effective
}

/**
 * The bar's state on <html data-consent-bar>: "open", "expanded" (Customize Settings), or absent
 * (hidden). The page's inline script sets it (inline-script.ts), from before the first paint on; app.css
 * shows the bar and lifts the floating button by it.
 */
const CONSENT_BAR_ATTRIBUTE = 'data-consent-bar'
export type ConsentBarState = 'open' | 'expanded' | null

export function setConsentBar(root: Element, state: ConsentBarState): void {
  if (state) root.setAttribute(CONSENT_BAR_ATTRIBUTE, state)
  else root.removeAttribute(CONSENT_BAR_ATTRIBUTE)
}

export const consentBarState = (root: Element): ConsentBarState => root.getAttribute(CONSENT_BAR_ATTRIBUTE) as ConsentBarState
