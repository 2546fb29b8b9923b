import type { Locator } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { presetConsent } from './support/consent-fixtures'
import { PAGE, TICKET_URL, contactButton, dialog, freezeTime, scrollToY, supportButton, tabAroundDialog } from './support/dialogs'

test.beforeEach(async ({ page }) => presetConsent(page))

test.describe('keyboard', () => {
  for (const kind of ['support', 'contact'] as const) {
    test(`the ${kind} form works by keyboard alone`, async ({ page }) => {
      await page.route(TICKET_URL, (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"x"}' }))
      await page.clock.install()
      await page.goto(PAGE)
      let trigger: Locator
      if (kind === 'contact') {
        await scrollToY(page, 400)
        trigger = contactButton(page)
      } else {
        trigger = supportButton(page)
      }
      await trigger.focus()
      await page.keyboard.press('Enter')
      const form = dialog(page, kind === 'support' ? 'Contact Support' : 'Contact Us')
      await expect(form).toBeVisible()

      // Tab order: name, email, message, Cancel, Send, close, and around again.
      const order = [
        form.getByLabel('Name'),
        form.getByLabel('Email'),
        form.getByLabel('Message'),
        form.getByRole('button', { name: 'Cancel' }),
        form.getByRole('button', { name: 'Send Message' }),
        form.getByRole('button', { name: 'Close' }),
      ]
      await expect(order[0]!).toBeFocused()
      for (const next of order.slice(1)) {
        await page.keyboard.press('Tab')
        await expect(next).toBeFocused()
      }
      await tabAroundDialog(page, form, form.getByLabel('Name'))
      await form.getByRole('button', { name: 'Close' }).focus()
      await page.keyboard.press('Shift+Tab')
      await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(form.getByRole('button', { name: 'Close' })).toBeFocused()

      // Escape closes and focus returns to the button that opened the form.
      await page.keyboard.press('Escape')
      await expect(form).toBeHidden()
      await expect(trigger).toBeFocused()

      await page.keyboard.press('Enter')
      await expect(form.getByLabel('Name')).toBeFocused()
      await page.keyboard.type('Ada Lovelace')
      await page.keyboard.press('Tab')
      await page.keyboard.type('ada@example.com')
      await page.keyboard.press('Tab')
      await page.keyboard.type('Sent without a mouse.')
      await page.keyboard.press('Tab')
      await page.keyboard.press('Tab')
      await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused()
      await freezeTime(page)
      await page.keyboard.press('Enter')

      const thanks = dialog(page, 'Thank you!')
      await expect(thanks).toBeVisible()
      await expect(thanks.getByRole('button', { name: 'Close' })).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(thanks).toBeHidden()
      await page.clock.resume()
      await expect(trigger).toBeFocused()
    })
  }
})
