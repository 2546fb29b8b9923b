import { test } from './support/fixtures'
import { presetConsent } from './support/consent-fixtures'
import { PAGE, expectNoViolations, openContactForm, openSupportForm } from './support/dialogs'

test.beforeEach(async ({ page }) => presetConsent(page))

test.describe('accessibility', () => {
  // Whole-page scans with a dialog open; the transient states are scanned above.
  for (const viewport of [
    { name: 'phone', width: 375, height: 740 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    test.describe(`at ${viewport.name} width`, () => {
      test.use({ viewport })
      test('the support form has no axe violations', async ({ page }) => {
        test.slow() // a whole-page axe scan
        await page.goto(PAGE)
        await openSupportForm(page)
        await expectNoViolations(page)
      })

      test('the contact form has no axe violations', async ({ page }) => {
        test.slow()
        await page.goto(PAGE)
        await openContactForm(page)
        await expectNoViolations(page)
      })
    })
  }
})
