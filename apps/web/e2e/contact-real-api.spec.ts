import { randomUUID } from 'node:crypto'
import { expect, test } from './support/fixtures'
import { presetConsent } from './support/consent-fixtures'
import {
  ALERT_TEXT,
  PAGE,
  aMessage,
  collectAlerts,
  contactButton,
  dialog,
  expectValues,
  fill,
  freezeTime,
  mailsWith,
  openContactForm,
  openSupportForm,
  storedTickets,
  subjectOf,
} from './support/dialogs'

test.beforeEach(async ({ page }) => presetConsent(page))

test.describe('sending to the real API', () => {
  test('a support message reaches the ticket store and the mail sink', async ({ page }) => {
    const token = `e2e-${randomUUID()}`
    const message = aMessage(token)
    await page.goto(PAGE)
    const form = await openSupportForm(page)
    await fill(form, message)
    const answer = page.waitForResponse((r) => r.url().endsWith('/stripeapi/submit-ticket'))
    await form.getByRole('button', { name: 'Send Message' }).click()
    expect((await answer).status()).toBe(201)

    await expect(dialog(page, 'Thank you!')).toBeVisible()
    await expect(form).toBeHidden()
    expect(storedTickets(token)).toEqual([{ ...message, type: 'support' }])
    await expect.poll(() => mailsWith(token).length, { timeout: 15_000 }).toBe(1)
    const mail = mailsWith(token)[0]!
    expect(mail).toMatch(/^Reply-To: ada@example\.com/m)
    expect(subjectOf(mail)).toBe('Support request from Ada Lovelace')
  })

  test('a contact message is stored once, as type contact; the thank-you closes itself after 3 s', async ({ page }) => {
    const token = `e2e-${randomUUID()}`
    await page.clock.install()
    await page.goto(PAGE)
    const form = await openContactForm(page)
    await fill(form, aMessage(token))
    await freezeTime(page)
    await form.getByRole('button', { name: 'Send Message' }).click()
    const thanks = dialog(page, 'Thank you!')
    await expect(thanks).toBeVisible()
    expect(storedTickets(token).map((t) => t.type)).toEqual(['contact'])

    await page.clock.runFor(2_999)
    await expect(thanks).toBeVisible()
    await page.clock.runFor(1)
    await expect(thanks).toBeHidden()
    await page.clock.resume()

    // The sent message is no longer a draft.
    await contactButton(page).click()
    await expect(dialog(page, 'Contact Us').getByLabel('Message')).toHaveValue('')
  })

  test('a filled trap field is sent along, and the API keeps nothing', async ({ page }) => {
    const token = `e2e-${randomUUID()}`
    await page.goto(PAGE)
    const form = await openSupportForm(page)
    await fill(form, aMessage(token))
    // Only a bot finds this field: it is off-screen, aria-hidden and out of the tab order.
    await page.locator('dialog[open] input[name="website"]').fill('https://spam.example', { force: true })
    const request = page.waitForRequest((r) => r.url().endsWith('/stripeapi/submit-ticket'))
    await form.getByRole('button', { name: 'Send Message' }).click()
    expect((await request).postDataJSON()).toMatchObject({ website: 'https://spam.example' })
    await expect(dialog(page, 'Thank you!')).toBeVisible()
    expect(storedTickets(token)).toEqual([])
  })

  test.describe('a message the API refuses', () => {
    test.use({ allowConsoleErrors: [/status of 400/] })
    test("shows the API's reason inline besides the alert, and stores nothing", async ({ page }) => {
      const alerts = collectAlerts(page)
      const token = `e2e-${randomUUID()}`
      // The form checks that the name is there; the API also refuses a line separator in it
      // (U+2028, which an input keeps: it strips only CR and LF).
      const message = { ...aMessage(token), name: 'Ada\u2028Lovelace' }
      await page.goto(PAGE)
      const form = await openSupportForm(page)
      await fill(form, message)
      await form.getByRole('button', { name: 'Send Message' }).click()
      await expect(form.getByRole('alert')).toHaveText(/control characters or line breaks/i)
      // The alert is raised after the render that shows the reason, and reaches the test later.
      await expect.poll(() => alerts).toEqual([`alert: ${ALERT_TEXT}`])
      await expectValues(form, message)
      expect(storedTickets(token)).toEqual([])
    })
  })
})
