import type { Locator, Page } from '@playwright/test'
import { axeViolations, expect, test } from './support/fixtures'
import { customizeButton, popup, switchFor, waitForConsent } from './support/consent-page'

// The cookie popup as a compact bar (product.md §10): at most 30 % of a phone's screen while
// closed, and never over the floating Contact Us button. Its choices are tested in consent.spec.ts.

const PHONE = { width: 375, height: 667 }
const DESKTOP = { width: 1280, height: 800 }

const contactButton = (page: Page) => page.getByRole('button', { name: 'Contact Us', exact: true })

async function scrollToY(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)
  await page.waitForFunction((top) => Math.round(window.scrollY) === top, y)
}

/** Whether the element is what the page shows at the centre of its box (nothing lies on top). */
function hitAtCentre(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return hit !== null && (hit === el || el.contains(hit))
  })
}

/** The element's box, once it has stopped moving (the button slides in). */
async function settledBox(locator: Locator) {
  let last = ''
  await expect
    .poll(async () => {
      const box = JSON.stringify(await locator.boundingBox())
      const still = box === last
      last = box
      return still
    })
    .toBe(true)
  return JSON.parse(last) as { x: number; y: number; width: number; height: number }
}

async function expectContactButtonClear(page: Page) {
  const button = contactButton(page)
  await expect(button).toBeVisible()
  const box = await settledBox(button)
  const bar = await settledBox(popup(page))
  expect(box.y + box.height, 'the button stands above the bar').toBeLessThanOrEqual(bar.y)
  expect(box.y, 'the button is on screen').toBeGreaterThanOrEqual(0)
  expect(await hitAtCentre(button), 'nothing covers the button').toBe(true)
}

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport })

    test('the closed bar is compact, spans the bottom edge and offers every choice', async ({ page }) => {
      await page.goto('/features/mock-interview')
      await waitForConsent(page)
      const box = (await popup(page).boundingBox())!
      console.log(
        `consent bar at ${viewport.width}x${viewport.height}: ${box.height} px (${((box.height / viewport.height) * 100).toFixed(0)} %)`,
      )
      expect(box.height).toBeLessThanOrEqual(viewport.height * (viewport === PHONE ? 0.3 : 0.15))
      expect(box.y + box.height).toBe(viewport.height)
      for (const name of ['Reject All', 'Accept All', 'Customize Settings', 'Close cookie settings']) {
        const button = popup(page).getByRole('button', { name })
        await expect(button).toBeInViewport({ ratio: 1 })
        expect((await button.boundingBox())!.height, `${name} is a 44 px target`).toBeGreaterThanOrEqual(44)
      }
      await expect(popup(page).getByRole('link', { name: 'Privacy Policy' })).toBeInViewport({ ratio: 1 })
    })

    test('the floating Contact Us button is lifted above the bar, closed and customizing, and drops back after a choice', async ({
      page,
    }) => {
      await page.goto('/features/mock-interview')
      await waitForConsent(page)
      await scrollToY(page, 400)
      await expectContactButtonClear(page)

      await customizeButton(page).click()
      await expect(switchFor(page, 'Functional')).toBeVisible()
      await expectContactButtonClear(page)

      await popup(page).getByRole('button', { name: 'Reject All' }).click()
      await expect(popup(page)).toBeHidden()
      const box = await settledBox(contactButton(page))
      expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(24)
      expect(await page.evaluate(() => document.documentElement.hasAttribute('data-consent-bar'))).toBe(false)
    })

    test('has no axe violations with the bar closed and with Customize Settings open', async ({ page }) => {
      test.slow() // two whole-page axe scans
      await page.goto('/')
      await expect(popup(page)).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
      await customizeButton(page).click()
      await expect(switchFor(page, 'Analytics')).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  })
}

test.describe('keyboard', () => {
  test.use({ viewport: PHONE })

  test('every control of the bar is reached by Tab in reading order, and Space works the switches', async ({ page }) => {
    await page.goto('/privacy-policy')
    await waitForConsent(page)
    const bar = popup(page)
    await bar.getByRole('link', { name: 'Privacy Policy' }).focus()
    for (const name of ['Reject All', 'Accept All', 'Customize Settings', 'Close cookie settings']) {
      await page.keyboard.press('Tab')
      await expect(bar.getByRole('button', { name })).toBeFocused()
    }
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Enter')
    await expect(customizeButton(page)).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab') // Close
    await page.keyboard.press('Tab') // Essential is disabled: Analytics is next
    await expect(switchFor(page, 'Analytics')).toBeFocused()
    await page.keyboard.press('Space')
    await expect(switchFor(page, 'Analytics')).toBeChecked()
  })
})
