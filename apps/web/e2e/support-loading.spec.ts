import { expect, gotoHydrated, test } from './fixtures'
import { presetConsent } from './fixtures-consent'
import { PAGE, dialog, faqButton, openSupportForm } from './support/dialogs'

test.beforeEach(async ({ page }) => presetConsent(page))

test.describe('loading', () => {
  test('the dialogs are not loaded with the page, only on first use', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })
    await gotoHydrated(page, '/')
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((s) => /\/(faq-dialog|contact-dialog|modal)-[\w-]+\.js$/.test(s))).toEqual([])

    await faqButton(page).click()
    await expect(dialog(page, 'Frequently Asked Questions')).toBeVisible()
    expect(scripts.some((s) => s.includes('faq-dialog'))).toBe(true)
    expect(scripts.some((s) => s.includes('contact-dialog'))).toBe(false)
  })

  test('opening a dialog injects no <style> element (the CSP allows none)', async ({ page }) => {
    await gotoHydrated(page, PAGE)
    const count = () => page.evaluate(() => document.querySelectorAll('style').length)
    const before = await count()
    await openSupportForm(page)
    expect(await count()).toBe(before)
  })
})
