/**
 * Consent for specs that are not about the cookie popup. The popup appears on every first
 * visit; call `presetConsent(page)` before the first `goto` to start as a visitor who already
 * chose, so the popup never shows and cannot cover what the spec clicks:
 *
 *   test.beforeEach(async ({ page }) => presetConsent(page))            // Reject All
 *   test.beforeEach(async ({ page }) => presetConsent(page, ACCEPT_ALL)) // Accept All
 *
 * It stores a record only where none exists yet, so a choice the page makes later survives
 * reloads. The revision is read from the same environment as the build (CONSENT_REVISION).
 */
import { CONSENT_DATE_STORAGE_KEY, CONSENT_STORAGE_KEY } from '~/lib/storage-keys'
import type { BrowserContext, Page } from '@playwright/test'
import { parsePublicEnv } from '~/config/public-env'
import { consentRevision as revisionFor, REJECT_ALL, serializeConsent, type ConsentChoices } from '~/features/consent/consent'

export { ACCEPT_ALL } from '~/features/consent/consent'

export const consentRevision = (): string => revisionFor(parsePublicEnv(process.env))

/** Stores `record` (a stored-value string, or a choice) and `date` before any page script runs. */
export async function presetConsentValues(target: Page | BrowserContext, values: { record: string; date: string }): Promise<void> {
  await target.addInitScript(
    ({ keys, values }) => {
      if (localStorage.getItem(keys.record) !== null) return
      localStorage.setItem(keys.record, values.record)
      localStorage.setItem(keys.date, values.date)
    },
    { keys: { record: CONSENT_STORAGE_KEY, date: CONSENT_DATE_STORAGE_KEY }, values },
  )
}

/** Starts every page of `target` as a visitor who already made `choices` (default: Reject All). */
export async function presetConsent(target: Page | BrowserContext, choices: ConsentChoices = REJECT_ALL): Promise<void> {
  await presetConsentValues(target, serializeConsent(choices, consentRevision(), new Date()))
}
