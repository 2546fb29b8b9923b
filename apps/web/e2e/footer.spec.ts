import type { Page } from '@playwright/test'
import { collections } from '../src/content/collections'
import { landingPages, productLinks, type LandingGroup } from '../src/content/pages'
import { axeViolations, expect, test } from './support/fixtures'
import { presetConsent } from './support/consent-fixtures'

// The footer (product.md §2 "Footer and floating contact"): short on phones (at most 1,000 px at
// 375 px; 1,830 px before its link groups became disclosures), with every link still reachable;
// open columns from 640 px.

const footerCopy = collections.chrome.read().footer
const groups = Object.entries(footerCopy.groupHeadings) as [LandingGroup, string][]
const PAGE = '/terms-of-service'

const footer = (page: Page) => page.getByRole('contentinfo')
const disclosure = (page: Page, heading: string) => footer(page).locator('summary', { hasText: heading })

/** The paths speculation fetches ahead (its requests carry Sec-Purpose; decision 014). */
function fetchedAhead(page: Page): Set<string> {
  const ahead = new Set<string>()
  page.on('request', (request) => {
    request
      .allHeaders()
      .then((headers) => headers['sec-purpose']?.startsWith('prefetch') && ahead.add(new URL(request.url()).pathname))
      // The page may close first: nothing to count then.
      .catch(() => {})
  })
  return ahead
}

async function expectAlwaysShownLinks(page: Page) {
  for (const link of productLinks) {
    await expect(footer(page).getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.to)
  }
  for (const name of ['Privacy Policy', 'Terms of Service']) {
    await expect(footer(page).getByRole('link', { name })).toBeVisible()
  }
  for (const name of ['FAQ', 'Contact Support', 'Cookie settings']) {
    await expect(footer(page).getByRole('button', { name })).toBeVisible()
  }
}

test.beforeEach(async ({ page }) => presetConsent(page))

test.describe('at 375 px', () => {
  test.use({ viewport: { width: 375, height: 667 } })

  test('the footer is at most 1,000 px tall, its long link groups closed disclosures', async ({ page }) => {
    await page.goto(PAGE)
    const height = (await footer(page).boundingBox())!.height
    console.log(`footer height at 375 px: ${height} px`)
    expect(height).toBeLessThanOrEqual(1000)
    for (const [group, heading] of groups) {
      await expect(disclosure(page, heading)).toBeVisible()
      await expect(footer(page).getByRole('link', { name: landingPages(group)[0]!.label, exact: true })).toBeHidden()
    }
    await expectAlwaysShownLinks(page)
  })

  test('every quick link is reachable: each group opens by tap and by keyboard', async ({ page }) => {
    await page.goto(PAGE)
    for (const [index, [group, heading]] of groups.entries()) {
      const summary = disclosure(page, heading)
      if (index === 0) {
        await summary.click()
      } else {
        await summary.focus()
        await page.keyboard.press('Enter')
      }
      await expect(summary.locator('xpath=..')).toHaveAttribute('open', '')
      for (const entry of landingPages(group)) {
        const link = footer(page).getByRole('link', { name: entry.label, exact: true })
        await expect(link).toBeVisible()
        await expect(link).toHaveAttribute('href', entry.path)
      }
    }
    // Closed again, its links are out of sight and out of the tab order.
    const [group, heading] = groups[0]!
    await disclosure(page, heading).click()
    await expect(footer(page).getByRole('link', { name: landingPages(group)[0]!.label, exact: true })).toBeHidden()
  })

  test('an opened group has its pages fetched ahead; a closed one waits', async ({ page }) => {
    const ahead = fetchedAhead(page)
    await page.goto(PAGE)
    const [[opened, heading], [closed]] = groups as [[LandingGroup, string], [LandingGroup, string]]
    await disclosure(page, heading).click()
    const paths = landingPages(opened).map((entry) => entry.path)
    await expect.poll(() => paths.filter((path) => !ahead.has(path)), { timeout: 10_000 }).toEqual([])
    // Prefetching worked for the opened group: none of the closed group's pages was fetched.
    expect(landingPages(closed).filter((entry) => ahead.has(entry.path))).toEqual([])
  })

  test('has no axe violations, closed and with a group open', async ({ page }) => {
    await page.goto(PAGE)
    expect(await axeViolations(page, 'footer')).toEqual([])
    await disclosure(page, groups[1]![1]).click()
    expect(await axeViolations(page, 'footer')).toEqual([])
  })
})

for (const width of [640, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('every link shows at once, in columns under their headings', async ({ page }) => {
      await page.goto(PAGE)
      for (const [group, heading] of groups) {
        await expect(disclosure(page, heading)).toBeHidden()
        await expect(footer(page).getByRole('heading', { level: 2, name: heading })).toBeVisible()
        for (const entry of landingPages(group)) {
          await expect(footer(page).getByRole('link', { name: entry.label, exact: true })).toHaveAttribute('href', entry.path)
        }
      }
      await expectAlwaysShownLinks(page)
      expect(await axeViolations(page, 'footer')).toEqual([])
    })

    test('a column’s link is fetched ahead at the pointer, not the whole column at once', async ({ page }) => {
      const ahead = fetchedAhead(page)
      await page.goto(PAGE)
      const [hovered, ...others] = landingPages(groups[0]![0])
      const link = footer(page).getByRole('link', { name: hovered!.label, exact: true })
      // The pointer reaches the footer once the page is there: the sections scrolled past take
      // their true height in the next frame (app.css), which moves the footer from where a hover
      // right after the jump would aim.
      await link.scrollIntoViewIfNeeded()
      await page.evaluate(() => new Promise(requestAnimationFrame))
      // Hovered again while waiting: should a late layout move the link from under the pointer,
      // the pointer follows it, as a visitor's would (CI once saw no fetch in 10 s).
      await expect
        .poll(
          async () => {
            await link.hover()
            return ahead.has(hovered!.path)
          },
          { timeout: 10_000 },
        )
        .toBe(true)
      expect(others.filter((entry) => ahead.has(entry.path))).toEqual([])
    })
  })
}
