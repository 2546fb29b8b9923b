import type { Locator, Page, Route } from '@playwright/test'
import Database from 'better-sqlite3'
import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { axeBuilder, axeViolations, expect } from './fixtures'

/**
 * Helpers of the contact specs (faq-and-contact, contact-loading, floating-contact, contact-*): the FAQ, support
 * and contact dialogs (product.md §2 "Footer and floating contact", §4, §5, §7, §8) against the built
 * site and the real API; page.route() stands in for a slow or failing API.
 */

export const ALERT_TEXT = 'Failed to send message. Please try again.'
export const TICKET_URL = '**/stripeapi/submit-ticket'
// A long page, so there is room to scroll past 200 px.
export const PAGE = '/privacy-policy'

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
export function storedTickets(token: string): StoredTicket[] {
  const db = new Database(join(dataDir(), 'site.db'), { readonly: true, fileMustExist: true })
  try {
    return db.prepare('SELECT name, email, message, type FROM tickets WHERE message LIKE ?').all(`%${token}%`) as StoredTicket[]
  } finally {
    db.close()
  }
}

/** The .eml files the API's mail sink wrote that mention `token`. */
export function mailsWith(token: string): string[] {
  const dir = join(dataDir(), 'mail')
  let files: string[]
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.eml'))
  } catch {
    return []
  }
  return files.map((f) => readFileSync(join(dir, f), 'utf8')).filter((text) => text.includes(token))
}

/** The mail's Subject as a mail client shows it: RFC 2047 encoded-words (the API encodes names) decoded. */
export function subjectOf(mail: string): string {
  const line = /^Subject: (.*)$/m.exec(mail)?.[1] ?? ''
  return line.replace(/=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=/gi, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8'))
}

const footer = (page: Page) => page.getByRole('contentinfo')
export const faqButton = (page: Page) => footer(page).getByRole('button', { name: 'FAQ' })
export const supportButton = (page: Page) => footer(page).getByRole('button', { name: 'Contact Support' })
export const contactButton = (page: Page) => page.getByRole('button', { name: 'Contact Us', exact: true })
export const dialog = (page: Page, name: string) => page.getByRole('dialog', { name })

export async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await page.waitForFunction((top) => Math.round(window.scrollY) === top, y)
}

export async function openSupportForm(page: Page): Promise<Locator> {
  await supportButton(page).click()
  const form = dialog(page, 'Contact Support')
  await expect(form).toBeVisible()
  return form
}

export async function openContactForm(page: Page): Promise<Locator> {
  await scrollToY(page, 400)
  await contactButton(page).click()
  const form = dialog(page, 'Contact Us')
  await expect(form).toBeVisible()
  return form
}

export interface Message {
  name: string
  email: string
  message: string
}

export const aMessage = (token = `e2e-${randomUUID()}`): Message => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: `Hello from the support spec, ${token}.`,
})

export async function fill(form: Locator, message: Message) {
  await form.getByLabel('Name').fill(message.name)
  await form.getByLabel('Email').fill(message.email)
  await form.getByLabel('Message').fill(message.message)
}

export async function expectValues(form: Locator, message: Message) {
  await expect(form.getByLabel('Name')).toHaveValue(message.name)
  await expect(form.getByLabel('Email')).toHaveValue(message.email)
  await expect(form.getByLabel('Message')).toHaveValue(message.message)
}

/** Collects window.alert texts, accepting each. */
export function collectAlerts(page: Page): string[] {
  const alerts: string[] = []
  page.on('dialog', async (d) => {
    alerts.push(`${d.type()}: ${d.message()}`)
    await d.accept()
  })
  return alerts
}

/** An API stand-in that answers only when the test says so. */
export function gatedRoute() {
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
      held
        .splice(0)
        .map((route) => route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ id: 'mocked' }) })),
    )
  return { handler, requests, release }
}

/**
 * Stops the page's timers (Playwright's clock, installed before the page loaded), so the
 * thank-you dialog stays until the test moves time on, however slow the machine is.
 */
export async function freezeTime(page: Page) {
  await page.clock.pauseAt(new Date(Date.now() + 1_000))
}

/**
 * axe on the open dialog while the page's time is frozen, for states that end on a timer (the
 * 3 s thank-you, the 10 s request timeout). axe itself waits on timers, so the clock is nudged
 * on 1 ms at a time until the scan is done: far less time than either state lasts. Legacy mode
 * runs axe in the page only (no helper page that the nudges could race with).
 */
export async function expectDialogWithoutViolationsWhileFrozen(page: Page) {
  let done = false
  const scan = axeBuilder(page)
    .include('dialog[open]')
    .setLegacyMode(true)
    .analyze()
    .finally(() => (done = true))
  while (!done) await page.clock.runFor(1)
  const { violations } = await scan
  expect(violations.map((v) => v.id)).toEqual([])
}

export async function expectNoViolations(page: Page) {
  expect(await axeViolations(page)).toEqual([])
}

/**
 * Tab past a modal dialog's last control: like every native `<dialog>` (and unlike a script
 * focus trap) focus leaves the page for the browser's own controls, never for the page behind
 * the dialog, and the next Tab comes back to the dialog's first control.
 */
export async function tabAroundDialog(page: Page, dialogBox: Locator, first: Locator): Promise<void> {
  await page.keyboard.press('Tab')
  const outside = await dialogBox.evaluate((d) => {
    const focused = document.activeElement
    return focused !== null && focused !== document.body && !d.contains(focused)
  })
  expect(outside, 'focus never reaches the page behind the dialog').toBe(false)
  if (!(await first.evaluate((el) => el === document.activeElement))) await page.keyboard.press('Tab')
  await expect(first).toBeFocused()
}

/** The FAQ's questions (each a <summary>) and whether each answer is open. */
export const faqQuestion = (faq: Locator, question: string) => faq.locator('summary', { hasText: question })
export const faqOpen = (faq: Locator) => faq.locator('details').evaluateAll((all) => all.map((d) => (d as HTMLDetailsElement).open))
