/** The consent record in localStorage, read and written through the pure rules of lib/consent. */
import { env } from '../../config/env'
import { browserStorage } from '../../lib/browser-storage'
import { consentRevision, hasGpcSignal, loadStoredChoice, storeChoice, type ConsentChoices } from './consent'

export function gpcSignal(): boolean {
  return hasGpcSignal(navigator as { globalPrivacyControl?: unknown })
}

const current = () => ({ revision: consentRevision(env), gpc: gpcSignal(), now: new Date() })

/** The choice that counts now (GPC applied), or null when the visitor must be asked. */
export const loadConsent = (): ConsentChoices | null => loadStoredChoice(browserStorage(window), current())

/** Stores a choice (with GPC applied, so the record says what was really granted) and returns it. */
export const saveConsent = (choices: ConsentChoices): ConsentChoices => storeChoice(browserStorage(window), choices, current())
