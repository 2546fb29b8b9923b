import { THEME_STORAGE_KEY } from '../src/lib/storage-keys'
import type { Page } from '@playwright/test'
import { axeViolations, expect, test } from './support/fixtures'
import { openContactForm } from './support/dialogs'

// Dark and light schemes (product: a visitor's system scheme from the HTML alone; a choice made in
// the header wins from the first frame, before any module script).

const SAMPLE = ['/', '/features/ai-mock-interview-data-analysts', '/features/instant-interview-feedback-reports', '/privacy-policy']

/** sRGB relative luminance of a computed `rgb(…)` colour. */
function luminance(rgb: string): number {
  const [r, g, b] = rgb
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map((v) => {
      const c = Number(v) / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    })
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}

async function colours(page: Page) {
  return page.evaluate(() => ({
    background: getComputedStyle(document.body).backgroundColor,
    heading: getComputedStyle(document.querySelector('h1')!).color,
  }))
}

/** What the page looked like in its first frame: recorded in the first animation frame. */
async function recordFirstFrame(page: Page) {
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const root = document.documentElement
      ;(window as unknown as { firstFrame: object }).firstFrame = {
        scheme: getComputedStyle(root).colorScheme,
        background: getComputedStyle(document.body ?? root).backgroundColor,
      }
    })
  })
}
interface Frame {
  scheme: string
  background: string
}
const firstFrame = async (page: Page): Promise<Frame> =>
  (await page.waitForFunction(() => (window as unknown as { firstFrame?: Frame }).firstFrame)).jsonValue() as Promise<Frame>

/** No module script may run: the page's own inline script alone. */
const withoutModules = (page: Page) => page.route(/\.m?js(\?|$)/, (route) => route.abort())
const ABORTED_MODULES = [/\.m?js(\?\S*)? net::ERR_FAILED/]

test.describe('system dark, JavaScript off', () => {
  test.use({ colorScheme: 'dark', javaScriptEnabled: false, allowConsoleErrors: [/404 \(Not Found\)/] })
  for (const path of [...SAMPLE, '/no-such-page']) {
    test(`${path} paints dark with light headings`, async ({ page }) => {
      await page.goto(path)
      const { background, heading } = await colours(page)
      expect(luminance(background), background).toBeLessThan(0.05)
      expect(luminance(heading), heading).toBeGreaterThan(0.8)
    })
  }
})

test.describe('system light, JavaScript off', () => {
  test.use({ colorScheme: 'light', javaScriptEnabled: false })
  test('/ paints light with dark headings', async ({ page }) => {
    await page.goto('/')
    const { background, heading } = await colours(page)
    expect(luminance(background)).toBeGreaterThan(0.9)
    expect(luminance(heading)).toBeLessThan(0.05)
  })
})

for (const [system, chosen] of [
  ['dark', 'light'],
  ['light', 'dark'],
] as const) {
  test.describe(`a visitor who chose ${chosen} on a ${system} system`, () => {
    test.use({ colorScheme: system, allowFailedRequests: ABORTED_MODULES })
    test(`sees ${chosen} in the first frame of the next page, before any module script`, async ({ page }) => {
      await withoutModules(page)
      await page.goto('/privacy-policy')
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [THEME_STORAGE_KEY, chosen] as const)
      await recordFirstFrame(page)
      await page.goto('/features/ai-mock-interview-data-analysts')
      const frame = await firstFrame(page)
      expect(frame.scheme).toBe(chosen)
      expect(luminance(frame.background) > 0.5).toBe(chosen === 'light')
      await expect(page.getByRole('radio', { name: `${chosen === 'dark' ? 'Dark' : 'Light'} theme` }).first()).toBeChecked()
      await expect(page.locator('meta[name="theme-color"]').first()).toHaveAttribute('content', chosen === 'dark' ? '#0f172a' : '#4f46e5')
    })
  })
}

test.describe('the theme control on a phone, before any module script', () => {
  test.use({ colorScheme: 'light', viewport: { width: 375, height: 667 }, allowFailedRequests: ABORTED_MODULES })
  test('is in the menu, says what it is, and its choice holds on the next page', async ({ page }) => {
    await withoutModules(page)
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    const group = menu.getByRole('group', { name: 'Colour theme' })
    await expect(group.getByRole('radio', { name: 'System theme' })).toBeChecked()
    await group.locator('label', { hasText: 'Dark theme' }).click()
    await expect(group.getByRole('radio', { name: 'Dark theme' })).toBeChecked()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect(luminance((await colours(page)).background)).toBeLessThan(0.05)
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark')

    await page.goto('/privacy-policy')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('group', { name: 'Colour theme' }).locator('label', { hasText: 'System theme' }).click()
    await expect(page.locator('html')).not.toHaveAttribute('data-theme')
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull()
  })
})

// axe on every route in both schemes is a11y.spec.ts; the contact dialog in both here.
for (const scheme of ['light', 'dark'] as const) {
  test.describe(`axe in the ${scheme} scheme, in the contact dialog`, () => {
    test.use({ colorScheme: scheme, viewport: { width: 1280, height: 800 } })
    test('has no violations', async ({ page }) => {
      await page.goto('/features/instant-interview-feedback-reports')
      await page.getByRole('button', { name: 'Reject All' }).click()
      await openContactForm(page)
      expect(await axeViolations(page, 'dialog[open]')).toEqual([])
    })
  })
}
