/** Locators for the cookie popup, shared by the consent specs. */
import type { Page } from '@playwright/test'

/** The popup: a region named by its heading. */
export const popup = (page: Page) => page.getByRole('region', { name: 'Cookie settings' })

export const customizeButton = (page: Page) => popup(page).getByRole('button', { name: 'Customize Settings' })

export const switchFor = (page: Page, name: string) => popup(page).getByRole('switch', { name })

export const cookieSettingsButton = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })

/**
 * Waits until the page's consent code has read the stored choice (and shown the popup or not):
 * the inline script, done before the first paint; where analytics is configured, also the consent
 * manager's island, once hydrated.
 */
export async function waitForConsent(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector('astro-island [data-consent-popup]') || document.documentElement.dataset.consentReady === 'true',
  )
}
