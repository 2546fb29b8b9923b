import { expect, test } from './support/fixtures'
import { presetConsent } from './support/consent-fixtures'
import { PAGE, contactButton, openContactForm, scrollToY } from './support/dialogs'

test.beforeEach(async ({ page }) => presetConsent(page))

test.describe('floating Contact Us button', () => {
  test('appears only after scrolling more than 200 px, and opens the contact form', async ({ page }) => {
    await page.goto(PAGE)
    await expect(contactButton(page)).toBeHidden()
    await scrollToY(page, 200)
    await expect(contactButton(page)).toBeHidden()
    await scrollToY(page, 201)
    await expect(contactButton(page)).toBeVisible()
    await scrollToY(page, 0)
    await expect(contactButton(page)).toBeHidden()

    const form = await openContactForm(page)
    await expect(form.getByLabel('Name')).toBeFocused()
  })

  test('is on every kind of page', async ({ page }) => {
    for (const path of ['/', '/features/mock-interview', '/terms-of-service']) {
      await page.goto(path)
      await scrollToY(page, 300)
      await expect(contactButton(page)).toBeVisible()
    }
  })
})
