import { CONSENT_DATE_STORAGE_KEY, CONSENT_STORAGE_KEY } from '../src/lib/storage-keys'
import type { Page } from '@playwright/test'
import { consentRevision, presetConsentValues } from './support/consent-fixtures'
import { expect, test } from './support/fixtures'
import { cookieSettingsButton, customizeButton, popup, switchFor, waitForConsent } from './support/consent-page'

/** The two stored values, the record parsed (null when absent). */
async function stored(page: Page) {
  return page.evaluate(
    ({ recordKey, dateKey }) => {
      const record = localStorage.getItem(recordKey)
      return { record: record === null ? null : (JSON.parse(record) as unknown), date: localStorage.getItem(dateKey) }
    },
    { recordKey: CONSENT_STORAGE_KEY, dateKey: CONSENT_DATE_STORAGE_KEY },
  )
}

const record = (analytics: boolean, marketing: boolean, functional: boolean) => ({
  essential: true,
  analytics,
  marketing,
  functional,
  revision: consentRevision(),
})

/** Asserts the stored date is an ISO timestamp taken during the test. */
function expectFreshDate(date: string | null, since: number) {
  expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  expect(Date.parse(date!)).toBeGreaterThanOrEqual(since - 1000)
  expect(Date.parse(date!)).toBeLessThanOrEqual(Date.now() + 1000)
}

async function reloadAndWait(page: Page) {
  await page.reload()
  await waitForConsent(page)
}

test.describe('cookie popup', () => {
  test.describe('on a first visit', () => {
    // The not-found page answers 404, which Chromium logs as a console error.
    test.use({ allowConsoleErrors: [/status of 404/] })

    test('appears on a first visit to every kind of page, with the choices of the spec', async ({ page }) => {
      // Nothing is stored until a choice is made, so every page load asks.
      for (const path of ['/features/mock-interview', '/privacy-policy', '/no-such-page', '/']) {
        await page.goto(path)
        await expect(popup(page), path).toBeVisible()
      }
      const dialog = popup(page)
      await expect(dialog.getByRole('heading', { name: 'Cookie settings' })).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Close cookie settings' })).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Accept All' })).toBeVisible()
      await expect(dialog.getByRole('button', { name: 'Reject All' })).toBeVisible()
      await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy')
      await expect(customizeButton(page)).toHaveAttribute('aria-expanded', 'false')
      await expect(dialog.getByRole('button', { name: 'Save Preferences' })).toBeHidden()
      // Fixed over the page: it takes no room in the flow, so it shifts nothing.
      expect(await dialog.evaluate((el) => getComputedStyle(el).position)).toBe('fixed')
      expect(await stored(page)).toEqual({ record: null, date: null })
    })
  })

  test('Accept All stores all four categories and the date, hides the popup, and a reload keeps it hidden', async ({ page }) => {
    const since = Date.now()
    await page.goto('/')
    await popup(page).getByRole('button', { name: 'Accept All' }).click()
    await expect(popup(page)).toBeHidden()
    const { record: saved, date } = await stored(page)
    expect(saved).toEqual(record(true, true, true))
    expectFreshDate(date, since)
    await reloadAndWait(page)
    await expect(popup(page)).toBeHidden()
    await page.goto('/terms-of-service')
    await waitForConsent(page)
    await expect(popup(page)).toBeHidden()
  })

  test('Reject All stores only essential, and is exactly as large and prominent as Accept All', async ({ page }) => {
    const since = Date.now()
    await page.goto('/')
    const accept = popup(page).getByRole('button', { name: 'Accept All' })
    const reject = popup(page).getByRole('button', { name: 'Reject All' })
    const look = (el: HTMLElement) => {
      const s = getComputedStyle(el)
      const box = el.getBoundingClientRect()
      return [box.width, box.height, s.backgroundColor, s.color, s.fontSize, s.fontWeight, s.borderWidth].join(' ')
    }
    expect(await reject.evaluate(look)).toBe(await accept.evaluate(look))
    await reject.click()
    await expect(popup(page)).toBeHidden()
    const { record: saved, date } = await stored(page)
    expect(saved).toEqual(record(false, false, false))
    expectFreshDate(date, since)
    await reloadAndWait(page)
    await expect(popup(page)).toBeHidden()
  })

  test('Customize Settings toggles the switches; Essential is locked on, the others start off', async ({ page }) => {
    await page.goto('/')
    const customize = customizeButton(page)
    await customize.click()
    await expect(customize).toHaveAttribute('aria-expanded', 'true')
    const essential = switchFor(page, 'Essential')
    await expect(essential).toBeChecked()
    await expect(essential).toBeDisabled()
    await essential.click({ force: true })
    await expect(essential).toBeChecked()
    for (const name of ['Analytics', 'Marketing', 'Functional']) {
      await expect(switchFor(page, name)).not.toBeChecked()
      await expect(switchFor(page, name)).toBeEnabled()
    }
    await customize.click()
    await expect(customize).toHaveAttribute('aria-expanded', 'false')
    await expect(essential).toBeHidden()
  })

  test('Save Preferences stores exactly the switches chosen', async ({ page }) => {
    const since = Date.now()
    await page.goto('/')
    await customizeButton(page).click()
    await switchFor(page, 'Analytics').click()
    await switchFor(page, 'Functional').check()
    await switchFor(page, 'Marketing').check()
    await switchFor(page, 'Marketing').uncheck()
    await popup(page).getByRole('button', { name: 'Save Preferences' }).click()
    await expect(popup(page)).toBeHidden()
    const { record: saved, date } = await stored(page)
    expect(saved).toEqual(record(true, false, true))
    expectFreshDate(date, since)
    await reloadAndWait(page)
    await expect(popup(page)).toBeHidden()
  })

  test('the close button stores nothing: hidden for now, back on the next page load', async ({ page }) => {
    await page.goto('/')
    await popup(page).getByRole('button', { name: 'Close cookie settings' }).click()
    await expect(popup(page)).toBeHidden()
    expect(await stored(page)).toEqual({ record: null, date: null })
    // Every page is a document: the next one asks again.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
    await expect(page).toHaveURL(/\/terms-of-service$/)
    await expect(popup(page)).toBeVisible()
    await reloadAndWait(page)
    await expect(popup(page)).toBeVisible()
  })

  test('Escape closes it like the close button', async ({ page }) => {
    await page.goto('/')
    await popup(page).getByRole('button', { name: 'Accept All' }).focus()
    await page.keyboard.press('Escape')
    await expect(popup(page)).toBeHidden()
    expect(await stored(page)).toEqual({ record: null, date: null })
  })

  for (const [name, values] of [
    ['a record that is not JSON', { record: '{"essential":tru', date: new Date().toISOString() }],
    ['a record without a date', { record: JSON.stringify(record(true, true, true)), date: 'not a date' }],
    [
      'a record of another policy revision',
      { record: JSON.stringify({ ...record(true, true, true), revision: '2001-01-01' }), date: new Date().toISOString() },
    ],
    [
      'a record older than six months',
      { record: JSON.stringify(record(true, true, true)), date: new Date(Date.now() - 200 * 864e5).toISOString() },
    ],
  ] as const) {
    test(`${name} counts as no consent, without errors`, async ({ page }) => {
      await presetConsentValues(page, values)
      await page.goto('/')
      await expect(popup(page)).toBeVisible()
      await customizeButton(page).click()
      await expect(switchFor(page, 'Analytics')).not.toBeChecked()
    })
  }

  test('a record five months old still counts', async ({ page }) => {
    await presetConsentValues(page, {
      record: JSON.stringify(record(false, false, true)),
      date: new Date(Date.now() - 150 * 864e5).toISOString(),
    })
    await page.goto('/')
    await waitForConsent(page)
    await expect(popup(page)).toBeHidden()
  })

  test('the footer reopens the choices with the current state; a withdrawal is stored at once', async ({ page }) => {
    await page.goto('/privacy-policy')
    await popup(page).getByRole('button', { name: 'Accept All' }).click()
    await reloadAndWait(page)
    const footerButton = cookieSettingsButton(page)
    await expect(footerButton).toHaveJSProperty('tagName', 'BUTTON')
    expect(await footerButton.evaluate((el) => el.parentElement?.tagName)).toBe('LI')
    await footerButton.click()
    await expect(popup(page)).toBeVisible()
    await expect(popup(page).getByRole('heading', { name: 'Cookie settings' })).toBeFocused()
    await expect(customizeButton(page)).toHaveAttribute('aria-expanded', 'true')
    for (const name of ['Essential', 'Analytics', 'Marketing', 'Functional']) {
      await expect(switchFor(page, name)).toBeChecked()
    }
    await switchFor(page, 'Analytics').uncheck()
    await switchFor(page, 'Marketing').uncheck()
    await popup(page).getByRole('button', { name: 'Save Preferences' }).click()
    await expect(popup(page)).toBeHidden()
    await expect(footerButton).toBeFocused()
    expect((await stored(page)).record).toEqual(record(false, false, true))

    // Reopening shows the new state; closing keeps it.
    await footerButton.click()
    await expect(switchFor(page, 'Analytics')).not.toBeChecked()
    await expect(switchFor(page, 'Functional')).toBeChecked()
    await popup(page).getByRole('button', { name: 'Close cookie settings' }).click()
    expect((await stored(page)).record).toEqual(record(false, false, true))
    await reloadAndWait(page)
    await expect(popup(page)).toBeHidden()
  })

  test('the footer button also works while the first-visit popup is open', async ({ page }) => {
    await page.goto('/')
    await expect(popup(page)).toBeVisible()
    await cookieSettingsButton(page).click()
    await expect(customizeButton(page)).toHaveAttribute('aria-expanded', 'true')
    await expect(popup(page)).toHaveCount(1)
  })

  test('Global Privacy Control keeps marketing off, and the switch says why', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }))
    await page.goto('/')
    await customizeButton(page).click()
    const marketing = switchFor(page, 'Marketing')
    await expect(marketing).not.toBeChecked()
    await expect(marketing).toBeDisabled()
    await expect(marketing).toHaveAccessibleDescription(/Global Privacy Control/)
    await popup(page).getByRole('button', { name: 'Accept All' }).click()
    expect((await stored(page)).record).toEqual(record(true, false, true))
  })

  // The popup's axe check, collapsed and with Customize Settings open, is in consent-bar.spec.ts.

  test('without analytics configured nothing is requested from another origin, even after Accept All', async ({ page, baseURL }) => {
    const foreign: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).origin !== new URL(baseURL!).origin && !request.url().startsWith('data:')) {
        foreign.push(request.url())
      }
    })
    await page.goto('/')
    await popup(page).getByRole('button', { name: 'Accept All' }).click()
    await page.goto('/features/mock-interview')
    await waitForConsent(page)
    await page.waitForLoadState('networkidle')
    expect(await page.evaluate(() => 'dataLayer' in window || 'gtag' in window)).toBe(false)
    expect(await page.locator('script[src*="gtag"]').count()).toBe(0)
    expect(foreign).toEqual([])
  })

  test.describe('in two tabs', () => {
    test("a choice made in one tab closes the other tab's bar, which cannot overwrite it", async ({ context }) => {
      const a = await context.newPage()
      await a.goto('/')
      await expect(popup(a)).toBeVisible()
      const b = await context.newPage()
      await b.goto('/privacy-policy')
      await popup(b).getByRole('button', { name: 'Reject All' }).click()
      await expect(popup(b)).toBeHidden()
      await expect(popup(a)).toBeHidden()
      expect((await stored(a)).record).toEqual(record(false, false, false))
      // Cleared in one tab (the browser's site data, say): the other asks again.
      await b.evaluate(() => localStorage.clear())
      await expect(popup(a)).toBeVisible()
    })
  })
})
