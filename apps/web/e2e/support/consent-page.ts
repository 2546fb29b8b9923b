/** Locators for the cookie popup, shared by the consent specs. */
import type { Page } from '@playwright/test'

/** The popup: a region named by its heading. */
export const popup = (page: Page) => page.getByRole('region', { name: 'Cookie settings' })

export const customizeButton = (page: Page) => popup(page).getByRole('button', { name: 'Customize Settings' })

export const switchFor = (page: Page, name: string) => popup(page).getByRole('switch', { name })

export const cookieSettingsButton = (page: Page) => page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' })

/**
 * Waits until the page's consent code has done its part: the inline script reads the stored
 * choice before the first paint (decision 015), and locks the marketing switch under Global
 * Privacy Control once the page is parsed.
 */
export async function waitForConsent(page: Page): Promise<void> {
  await page.waitForLoadState('domcontentloaded')
}
