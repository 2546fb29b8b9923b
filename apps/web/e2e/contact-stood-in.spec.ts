import { expect, test } from './support/fixtures'
import { presetConsent } from './support/consent-fixtures'
import {
  ALERT_TEXT,
  PAGE,
  TICKET_URL,
  aMessage,
  collectAlerts,
  dialog,
  expectDialogWithoutViolationsWhileFrozen,
  expectValues,
  fill,
  freezeTime,
  gatedRoute,
  openContactForm,
  openSupportForm,
  supportButton,
} from './support/dialogs'

test.beforeEach(async ({ page }) => presetConsent(page))

test.describe('sending, with the API stood in for', () => {
  test('a slow answer shows the blocking spinner and cannot be sent twice', async ({ page }) => {
    const api = gatedRoute()
    await page.route(TICKET_URL, api.handler)
    await page.clock.install()
    await page.goto(PAGE)
    const form = await openSupportForm(page)
    const message = aMessage()
    await fill(form, message)
    const send = form.getByRole('button', { name: 'Send Message' })
    const box = (await send.boundingBox())!
    await freezeTime(page) // the 10 s timeout waits while the test pokes at the form
    await send.click()

    const status = form.getByRole('status')
    await expect(status).toContainText('Sending Message...')
    await expect(status).toContainText('Please wait while we process your request.')

    // A second click, Enter and a scripted submit all leave one request in flight.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.keyboard.press('Enter')
    await page.evaluate(() => document.querySelector<HTMLFormElement>('dialog[open] form')?.requestSubmit())
    // Escape and the backdrop do not close a form that is sending.
    await page.keyboard.press('Escape')
    await page.mouse.click(5, 5)
    await expect(status).toBeVisible()
    expect(api.requests).toHaveLength(1)
    expect(api.requests[0]!.body).toEqual({ ...message, type: 'support' })
    expect(api.requests[0]!.key).toMatch(/^[0-9a-f-]{36}$/)

    await api.release()
    await expect(dialog(page, 'Thank you!')).toBeVisible()
    expect(api.requests).toHaveLength(1)
  })

  test('the thank-you dialog closes on its Close button and has no axe violations', async ({ page }) => {
    test.slow() // an axe scan
    await page.route(TICKET_URL, (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"x"}' }))
    await page.clock.install()
    await page.goto(PAGE)
    const form = await openSupportForm(page)
    await fill(form, aMessage())
    await freezeTime(page)
    await form.getByRole('button', { name: 'Send Message' }).click()
    const thanks = dialog(page, 'Thank you!')
    await expect(thanks).toBeVisible()
    await expectDialogWithoutViolationsWhileFrozen(page)
    await thanks.getByRole('button', { name: 'Close' }).click()
    await expect(thanks).toBeHidden()
    await page.clock.resume()
    await expect(supportButton(page)).toBeFocused()
  })

  test('the sending state has no axe violations', async ({ page }) => {
    test.slow() // an axe scan
    const api = gatedRoute()
    await page.route(TICKET_URL, api.handler)
    await page.clock.install()
    await page.goto(PAGE)
    const form = await openContactForm(page)
    await fill(form, aMessage())
    await freezeTime(page)
    await form.getByRole('button', { name: 'Send Message' }).click()
    await expect(form.getByRole('status')).toBeVisible()
    await expectDialogWithoutViolationsWhileFrozen(page)
    await expect(form.getByRole('status'), 'still sending after the scan').toBeVisible()
    await api.release()
    await expect(dialog(page, 'Thank you!')).toBeVisible()
  })

  test.describe('a 500', () => {
    test.use({ allowConsoleErrors: [/status of 500/] })
    test('stops the spinner, keeps everything typed and alerts the exact text', async ({ page }) => {
      const alerts = collectAlerts(page)
      const warnings: string[] = []
      page.on('console', (m) => {
        if (m.type() === 'warning') warnings.push(m.text())
      })
      let calls = 0
      await page.route(TICKET_URL, (route) => {
        calls++
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":"Internal Server Error","message":"boom"}',
        })
      })
      await page.goto(PAGE)
      const form = await openContactForm(page)
      const message = aMessage()
      await fill(form, message)
      await form.getByRole('button', { name: 'Send Message' }).click()

      await expect.poll(() => alerts).toEqual([`alert: ${ALERT_TEXT}`])
      await expect(form.getByRole('status')).toHaveCount(0)
      await expect(form).toBeVisible()
      await expectValues(form, message)
      // A 5xx explains nothing to show inline; only the alert speaks.
      await expect(form.getByRole('alert')).toHaveText('')
      expect(warnings.some((w) => w.startsWith('Failed to send message'))).toBe(true)
      expect(calls).toBe(1)

      // Trying again is possible (and fails again, alerting again).
      await form.getByRole('button', { name: 'Send Message' }).click()
      await expect.poll(() => alerts).toHaveLength(2)
      expect(calls).toBe(2)
    })
  })

  test.describe('a network failure', () => {
    test.use({ allowFailedRequests: [/submit-ticket/], allowConsoleErrors: [/net::ERR_FAILED/] })
    test('keeps everything typed and alerts; a retry of the same message reuses its Idempotency-Key', async ({ page }) => {
      const alerts = collectAlerts(page)
      const keys: (string | null)[] = []
      await page.route(TICKET_URL, async (route) => {
        keys.push(await route.request().headerValue('idempotency-key'))
        await route.abort('failed')
      })
      await page.goto(PAGE)
      const form = await openSupportForm(page)
      const message = aMessage()
      await fill(form, message)
      await form.getByRole('button', { name: 'Send Message' }).click()
      await expect.poll(() => alerts).toEqual([`alert: ${ALERT_TEXT}`])
      await expect(form).toBeVisible()
      await expectValues(form, message)

      await form.getByRole('button', { name: 'Send Message' }).click()
      await expect.poll(() => alerts).toHaveLength(2)
      expect(keys).toHaveLength(2)
      expect(keys[1]).toBe(keys[0])
    })
  })
})
