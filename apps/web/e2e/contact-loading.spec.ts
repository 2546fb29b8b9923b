import type { Route } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { presetConsent } from './support/consent-fixtures'
import { PAGE, TICKET_URL, aMessage, dialog, expectValues, faqButton, fill, openSupportForm, supportButton } from './support/dialogs'

test.beforeEach(async ({ page }) => presetConsent(page))

// The contact and support forms' island (src/lib/client-dialog.ts): requested when one opens.
const DIALOG_CHUNK = /\/assets\/contact-dialog\.[\w-]+\.js$/

test.describe('loading', () => {
  test("the forms' code loads when one opens: the dialogs open, close and take typing without it", async ({ page }) => {
    const held: Route[] = []
    await page.route(DIALOG_CHUNK, (route) => void held.push(route))
    await page.goto(PAGE)
    // The FAQ is HTML alone: it opens and closes with no code of its own.
    await faqButton(page).click()
    const faq = dialog(page, 'Frequently Asked Questions')
    await expect(faq).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(faq).toBeHidden()
    await expect(faqButton(page)).toBeFocused()
    expect(held).toEqual([])

    const form = await openSupportForm(page)
    await expect.poll(() => held.length).toBe(1)
    const message = aMessage()
    await fill(form, message)
    await Promise.all(held.map((route) => route.continue()))
    await expect(form.locator('form[data-ready]')).toHaveCount(1)
    // React took over the fields without losing a character.
    await expectValues(form, message)
  })

  test('a message sent before its code has arrived goes out once it has, exactly once', async ({ page }) => {
    const held: Route[] = []
    await page.route(DIALOG_CHUNK, (route) => void held.push(route))
    const sent: unknown[] = []
    await page.route(TICKET_URL, (route) => {
      sent.push(route.request().postDataJSON())
      return route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"x"}' })
    })
    await page.goto(PAGE)
    const form = await openSupportForm(page)
    await expect.poll(() => held.length).toBe(1)
    const message = aMessage()
    await fill(form, message)
    await form.getByRole('button', { name: 'Send Message' }).click()
    // Held, not dropped and not sent as a navigation: the page is the same, the dialog still open.
    await expect(form.locator('form')).toHaveAttribute('data-queued', '')
    await expect(form).toBeVisible()
    expect(sent).toEqual([])

    await Promise.all(held.map((route) => route.continue()))
    await expect(dialog(page, 'Thank you!')).toBeVisible()
    expect(sent).toEqual([{ ...message, type: 'support' }])
    await expect(supportButton(page)).toBeAttached()
  })

  test('opening a dialog injects no <style> element (the CSP allows none)', async ({ page }) => {
    await page.goto(PAGE)
    const count = () => page.evaluate(() => document.querySelectorAll('style').length)
    const before = await count()
    await openSupportForm(page)
    expect(await count()).toBe(before)
  })
})
