import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page, Route } from '@playwright/test'
import Database from 'better-sqlite3'
import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { faqItems } from '../app/content/faq'
import { AXE_TAGS, axeViolations, expect, gotoHydrated, test } from './fixtures'
import { presetConsent } from './fixtures-consent'

// The FAQ, support and contact dialogs (SPEC §2 "Footer and floating contact", §4, §5, §7, §8)
// against the built site and the real API; page.route() stands in for a slow or failing API.

const ALERT_TEXT = 'Failed to send message. Please try again.'
const TICKET_URL = '**/stripeapi/submit-ticket'
// A long page, so there is room to scroll past 200 px.
const PAGE = '/privacy-policy'

const dataDir = () => {
  const dir = process.env.E2E_DATA_DIR
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)')
  return dir
}

interface StoredTicket {
  name: string
  email: string
  message: string
  type: string
}

/** Tickets in the API's database whose message contains `token`. */
function storedTickets(token: string): StoredTicket[] {
  const db = new Database(join(dataDir(), 'site.db'), { readonly: true, fileMustExist: true })
  try {
    return db
      .prepare('SELECT name, email, message, type FROM tickets WHERE message LIKE ?')
      .all(`%${token}%`) as StoredTicket[]
  } finally {
    db.close()
  }
}

/** The .eml files the API's mail sink wrote that mention `token`. */
function mailsWith(token: string): string[] {
  const dir = join(dataDir(), 'mail')
  let files: string[]
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'))
  } catch {
    return []
  }
  return files.map((f) => readFileSync(join(dir, f), 'utf8')).filter((text) => text.includes(token))
}

const footer = (page: Page) => page.getByRole('contentinfo')
const faqButton = (page: Page) => footer(page).getByRole('button', { name: 'FAQ' })
const supportButton = (page: Page) => footer(page).getByRole('button', { name: 'Contact Support' })
const contactButton = (page: Page) => page.getByRole('button', { name: 'Contact Us', exact: true })
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await page.waitForFunction((top) => Math.round(window.scrollY) === top, y)
}

async function openSupportForm(page: Page): Promise<Locator> {
  await supportButton(page).click()
  const form = dialog(page, 'Contact Support')
  await expect(form).toBeVisible()
  return form
}

async function openContactForm(page: Page): Promise<Locator> {
  await scrollToY(page, 400)
  await contactButton(page).click()
  const form = dialog(page, 'Contact Us')
  await expect(form).toBeVisible()
  return form
}

interface Message {
  name: string
  email: string
  message: string
}

const aMessage = (token = `e2e-${randomUUID()}`): Message => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: `Hello from the support spec, ${token}.`,
})

async function fill(form: Locator, message: Message) {
  await form.getByLabel('Name').fill(message.name)
  await form.getByLabel('Email').fill(message.email)
  await form.getByLabel('Message').fill(message.message)
}

async function expectValues(form: Locator, message: Message) {
  await expect(form.getByLabel('Name')).toHaveValue(message.name)
  await expect(form.getByLabel('Email')).toHaveValue(message.email)
  await expect(form.getByLabel('Message')).toHaveValue(message.message)
}

/** Collects window.alert texts, accepting each. */
function collectAlerts(page: Page): string[] {
  const alerts: string[] = []
  page.on('dialog', async (d) => {
    alerts.push(`${d.type()}: ${d.message()}`)
    await d.accept()
  })
  return alerts
}

/** An API stand-in that answers only when the test says so. */
function gatedRoute() {
  const held: Route[] = []
  const requests: { body: unknown; key: string | null }[] = []
  // The handler returns at once and holds the route; an awaiting handler would stall
  // Playwright's other page calls (axe) until it answered.
  const handler = (route: Route) => {
    const request = route.request()
    requests.push({ body: request.postDataJSON(), key: request.headers()['idempotency-key'] ?? null })
    held.push(route)
  }
  const release = () =>
    Promise.all(
      held.splice(0).map((route) =>
        route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ id: 'mocked' }) }),
      ),
    )
  return { handler, requests, release }
}

/**
 * Stops the page's timers (Playwright's clock, installed before the page loaded), so the
 * thank-you dialog stays until the test moves time on, however slow the machine is.
 */
async function freezeTime(page: Page) {
  await page.clock.pauseAt(new Date(Date.now() + 1_000))
}

/**
 * axe on the open dialog while the page's time is frozen, for states that end on a timer (the
 * 3 s thank-you, the 10 s request timeout). axe itself waits on timers, so the clock is nudged
 * on 1 ms at a time until the scan is done: far less time than either state lasts. Legacy mode
 * runs axe in the page only (no helper page that the nudges could race with).
 */
async function expectDialogWithoutViolationsWhileFrozen(page: Page) {
  let done = false
  const scan = new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .include('[role="dialog"]')
    .setLegacyMode(true)
    .analyze()
    .finally(() => (done = true))
  while (!done) await page.clock.runFor(1)
  const { violations } = await scan
  expect(violations.map((v) => v.id)).toEqual([])
}

async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([])
}

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

test.describe('FAQ', () => {
  test('opens from the footer with the first answer open; one open at a time; collapsible', async ({ page }) => {
    await gotoHydrated(page, PAGE)
    await faqButton(page).click()
    const faq = dialog(page, 'Frequently Asked Questions')
    await expect(faq).toBeVisible()
    const trigger = (i: number) => faq.getByRole('button', { name: faqItems[i]!.question })

    await expect(trigger(0)).toHaveAttribute('aria-expanded', 'true')
    await expect(faq.getByText(faqItems[0]!.answer)).toBeVisible()
    for (let i = 1; i < faqItems.length; i++) await expect(trigger(i)).toHaveAttribute('aria-expanded', 'false')

    await trigger(3).click()
    await expect(trigger(3)).toHaveAttribute('aria-expanded', 'true')
    await expect(trigger(0)).toHaveAttribute('aria-expanded', 'false')
    await expect(faq.getByText(faqItems[0]!.answer)).toBeHidden()

    await trigger(3).click()
    for (let i = 0; i < faqItems.length; i++) await expect(trigger(i)).toHaveAttribute('aria-expanded', 'false')

    // Every FAQ statement of SPEC §1, with the support address as a link.
    await trigger(faqItems.length - 1).click()
    await expect(faq.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/)
  })

  test('closes on the close button and on a click on the backdrop', async ({ page }) => {
    await gotoHydrated(page, PAGE)
    await faqButton(page).click()
    const faq = dialog(page, 'Frequently Asked Questions')
    await faq.getByRole('button', { name: 'Close' }).click()
    await expect(faq).toBeHidden()

    await faqButton(page).click()
    await expect(faq).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(faq).toBeHidden()
  })

  test('works by keyboard alone, and gives focus back to its button', async ({ page }) => {
    await gotoHydrated(page, PAGE)
    await faqButton(page).focus()
    await page.keyboard.press('Enter')
    const faq = dialog(page, 'Frequently Asked Questions')
    await expect(faq).toBeVisible()
    const trigger = (i: number) => faq.getByRole('button', { name: faqItems[i]!.question })
    await expect(trigger(0)).toBeFocused()

    await page.keyboard.press('ArrowDown')
    await expect(trigger(1)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(trigger(1)).toHaveAttribute('aria-expanded', 'true')
    await expect(trigger(0)).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Space')
    await expect(trigger(1)).toHaveAttribute('aria-expanded', 'false')

    // Tab stays inside the dialog: past the last question to the close button, then around.
    await trigger(faqItems.length - 1).focus()
    await page.keyboard.press('Tab')
    await expect(faq.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(trigger(0)).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(faq).toBeHidden()
    await expect(faqButton(page)).toBeFocused()
  })

  test('has no axe violations while open', async ({ page }) => {
    test.slow() // a whole-page axe scan
    await gotoHydrated(page, PAGE)
    await faqButton(page).click()
    await expect(dialog(page, 'Frequently Asked Questions')).toBeVisible()
    await expectNoViolations(page)
  })
})

test.describe('floating Contact Us button', () => {
  test('appears only after scrolling more than 200 px, and opens the contact form', async ({ page }) => {
    await gotoHydrated(page, PAGE)
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
      await gotoHydrated(page, path)
      await scrollToY(page, 300)
      await expect(contactButton(page)).toBeVisible()
    }
  })
})

test.describe('sending to the real API', () => {
  test('a support message reaches the ticket store and the mail sink', async ({ page }) => {
    const token = `e2e-${randomUUID()}`
    const message = aMessage(token)
    await gotoHydrated(page, PAGE)
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
    expect(mail).toMatch(/^Subject: Support request from Ada Lovelace/m)
  })

  test('a contact message is stored once, as type contact; the thank-you closes itself after 3 s', async ({ page }) => {
    const token = `e2e-${randomUUID()}`
    await page.clock.install()
    await gotoHydrated(page, PAGE)
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
    await gotoHydrated(page, PAGE)
    const form = await openSupportForm(page)
    await fill(form, aMessage(token))
    // Only a bot finds this field: it is off-screen, aria-hidden and out of the tab order.
    await page.locator('[role="dialog"] input[name="website"]').fill('https://spam.example', { force: true })
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
      // The browser accepts "ada@localhost"; the API's stricter check does not.
      const message = { ...aMessage(token), email: 'ada@localhost' }
      await gotoHydrated(page, PAGE)
      const form = await openSupportForm(page)
      await fill(form, message)
      await form.getByRole('button', { name: 'Send Message' }).click()
      await expect(form.getByRole('alert')).toHaveText(/valid/i)
      expect(alerts).toEqual([`alert: ${ALERT_TEXT}`])
      await expectValues(form, message)
      expect(storedTickets(token)).toEqual([])
    })
  })
})

test.describe('sending, with the API stood in for', () => {
  test('a slow answer shows the blocking spinner and cannot be sent twice', async ({ page }) => {
    const api = gatedRoute()
    await page.route(TICKET_URL, api.handler)
    await page.clock.install()
    await gotoHydrated(page, PAGE)
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
    await page.evaluate(() => document.querySelector<HTMLFormElement>('[role=dialog] form')?.requestSubmit())
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
    await gotoHydrated(page, PAGE)
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
    await gotoHydrated(page, PAGE)
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
        return route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Internal Server Error","message":"boom"}' })
      })
      await gotoHydrated(page, PAGE)
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
      await gotoHydrated(page, PAGE)
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

test.describe('drafts', () => {
  test('survive an accidental close and a reload, per form, until sent', async ({ page }) => {
    await gotoHydrated(page, PAGE)
    let form = await openContactForm(page)
    const message = aMessage()
    await fill(form, message)
    await page.mouse.click(5, 5) // the backdrop
    await expect(form).toBeHidden()
    await contactButton(page).click()
    await expectValues(form, message)
    await form.getByRole('button', { name: 'Cancel' }).click()

    await page.reload()
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
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

test.describe('keyboard', () => {
  for (const kind of ['support', 'contact'] as const) {
    test(`the ${kind} form works by keyboard alone`, async ({ page }) => {
      await page.route(TICKET_URL, (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"x"}' }))
      await page.clock.install()
      await gotoHydrated(page, PAGE)
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
        form.getByLabel('Name'),
      ]
      await expect(order[0]!).toBeFocused()
      for (const next of order.slice(1)) {
        await page.keyboard.press('Tab')
        await expect(next).toBeFocused()
      }
      await page.keyboard.press('Shift+Tab')
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
      await page.clock.resume() // Radix hands focus back on a timer
      await expect(trigger).toBeFocused()
    })
  }
})

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
        await gotoHydrated(page, PAGE)
        await openSupportForm(page)
        await expectNoViolations(page)
      })

      test('the contact form has no axe violations', async ({ page }) => {
        test.slow()
        await gotoHydrated(page, PAGE)
        await openContactForm(page)
        await expectNoViolations(page)
      })
    })
  }
})
