/**
 * The Astro build (docs/decisions/012-astro-renders-the-react-components.md), with JavaScript on,
 * before any island exists: every page loads no module script, runs its inline script under its
 * CSP without an error, passes axe as a first-time visitor sees it (cookie bar open), and the
 * cookie bar takes a choice from the inline script alone. Run by the `astro` project, whose
 * baseURL serves build-astro.
 */
import { pages } from '../app/content/pages'
import { axeViolations, expect, test } from './fixtures'

test.use({ viewport: { width: 375, height: 740 } })

for (const { path } of pages) {
  test(`${path}: no module script, no CSP violation, no axe violation`, async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    const violations: string[] = []
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text())
    })
    await page.goto(path)
    // The inline script ran: it decided the cookie bar shows (no choice stored yet).
    await expect(page.getByRole('button', { name: 'Accept All' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    expect(scripts).toEqual([])
    expect(violations).toEqual([])
  })
}

test('the cookie bar stores a choice from the inline script alone, and it holds on the next page', async ({ page }) => {
  await page.goto('/privacy-policy')
  await page.getByRole('button', { name: 'Accept All' }).click()
  await expect(page.getByRole('button', { name: 'Accept All' })).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toContain('"analytics":true')
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Accept All' })).toBeHidden()
})

test.describe('at an unknown URL', () => {
  test.use({ allowConsoleErrors: [/status of 404/] })
  test('the 404 page answers 404 and passes axe', async ({ page }) => {
    const response = await page.goto('/no-such-page')
    expect(response!.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})
