/** The consent record in localStorage, read and written through the pure rules of lib/consent. */
import { env } from '../../config/env'
import {
  applyGpc,
  CONSENT_DATE_STORAGE_KEY,
  CONSENT_STORAGE_KEY,
  consentRevision,
  hasGpcSignal,
  readConsent,
  serializeConsent,
  type ConsentChoices,
} from '../../lib/consent'

export function gpcSignal(): boolean {
  return hasGpcSignal(navigator as { globalPrivacyControl?: unknown })
}

/** The choice that counts now (GPC applied), or null when the visitor must be asked. */
export function loadConsent(): ConsentChoices | null {
  try {
    const stored = readConsent(
      { record: localStorage.getItem(CONSENT_STORAGE_KEY), date: localStorage.getItem(CONSENT_DATE_STORAGE_KEY) },
      { revision: consentRevision(env), now: new Date() },
    )
    return stored && applyGpc(stored.choices, gpcSignal())
  } catch {
    // Storage blocked by the browser: no stored consent.
    return null
  }
}

/** Stores a choice (with GPC applied, so the record says what was really granted) and returns it. */
export function saveConsent(choices: ConsentChoices): ConsentChoices {
  const effective = applyGpc(choices, gpcSignal())
  const { record, date } = serializeConsent(effective, consentRevision(env), new Date())
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, record)
    localStorage.setItem(CONSENT_DATE_STORAGE_KEY, date)
  } catch {
    // Storage blocked or full: the choice holds for this page view and is asked again next time.
  }
  return effective
}
