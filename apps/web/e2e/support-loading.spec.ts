import type { Route } from '@playwright/test'
import { expect, gotoHydrated, test } from './fixtures'
import { presetConsent } from './fixtures-consent'
import { PAGE, TICKET_URL, aMessage, dialog, expectValues, faqButton, fill, openSupportForm, supportButton } from './support/dialogs'

test.beforeEach(async ({ page }) => presetConsent(page))

const DIALOG_CHUNK = /\/assets\/(faq-dialog|contact-dialog)-[\w-]+\.js$/

test.describe('loading', () => {
  test("the dialogs' code is not in the page's first load: they open, close and take typing without it", async ({ page }) => {
    const held: Route[] = []
    await page.route(DIALOG_CHUNK, (route) => void held.push(route))
    const preloaded = await page.request.get(PAGE).then((r) => r.text())
    expect(preloaded).not.toMatch(/(faq-dialog|contact-dialog)-[\w-]+\.js/)

    await gotoHydrated(page, PAGE)
    // The page asked for both chunks after hydrating; neither has arrived.
    await expect.poll(() => held.map((r) => new URL(r.request().url()).pathname.split('/').pop()!.split('-')[0]).sort()).toEqual([
      'contact',
      'faq',
    ])
    await faqButton(page).click()
    const faq = dialog(page, 'Frequently Asked Questions')
    await expect(faq).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(faq).toBeHidden()
    await expect(faqButton(page)).toBeFocused()

    const form = await openSupportForm(page)
    const message = aMessage()
    await fill(form, message)
    await Promise.all(held.map((route) => route.continue()))
    await expect(page.locator('form[data-ready]')).toHaveCount(2)
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
    await gotoHydrated(page, PAGE)
    await expect.poll(() => held.length).toBe(2)
    const form = await openSupportForm(page)
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
    await gotoHydrated(page, PAGE)
    const count = () => page.evaluate(() => document.querySelectorAll('style').length)
    const before = await count()
    await openSupportForm(page)
    expect(await count()).toBe(before)
  })
})
