import { expect, test } from './support/fixtures'
import { presetConsent } from './support/consent-fixtures'
import { PAGE, TICKET_URL, aMessage, contactButton, dialog, expectValues, fill, openContactForm, openSupportForm } from './support/dialogs'

test.beforeEach(async ({ page }) => presetConsent(page))

test.describe('drafts', () => {
  test('survive an accidental close and a reload, per form, until sent', async ({ page }) => {
    await page.goto(PAGE)
    let form = await openContactForm(page)
    const message = aMessage()
    await fill(form, message)
    await page.mouse.click(5, 5) // the backdrop
    await expect(form).toBeHidden()
    await contactButton(page).click()
    await expectValues(form, message)
    await form.getByRole('button', { name: 'Cancel' }).click()

    await page.reload()
    form = await openContactForm(page)
    await expectValues(form, message)
    await form.getByRole('button', { name: 'Close' }).click()

    // The support form has its own draft.
    const support = await openSupportForm(page)
    await expect(support.getByLabel('Name')).toHaveValue('')
    await support.getByRole('button', { name: 'Cancel' }).click()

    await page.route(TICKET_URL, (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"x"}' }))
    await contactButton(page).click()
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(dialog(page, 'Thank you!')).toBeVisible()
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('contact-draft')))).toEqual([])
  })
})
