import type { Locator, Page } from '@playwright/test'
import { landingPages, pages } from '../src/content/pages'
import { expect, test } from './support/fixtures'
import { popup, waitForConsent } from './support/consent-page'

// The first screen of a first visit (product.md §10): on every page with a hero, at a phone's and
// a laptop's size and with the cookie bar showing, the hero's primary action is fully on screen
// and nothing lies over it; the bar takes at most 30 % of a phone's height; once the floating
// Contact Us button appears, nothing covers it either.

const heroPages = pages.filter((page) => page.kind === 'home' || page.kind === 'landing')
const sizes = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]

/** The h1's section, and in it the first link: the sign-up button. */
const primaryAction = (page: Page) =>
  page
    .locator('main section', { has: page.getByRole('heading', { level: 1 }) })
    .first()
    .getByRole('link')
    .first()

/** Whether the element itself is what the page shows at the centre of its box. */
function uncovered(locator: Locator): Promise<boolean> {
  return locator.evaluate((el) => {
    const box = el.getBoundingClientRect()
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)
    return hit !== null && (hit === el || el.contains(hit))
  })
}

test('the pages checked are the home page and every landing page', () => {
  expect(heroPages.map((page) => page.path).sort()).toEqual(['/', ...landingPages().map((page) => page.path)].sort())
})

for (const size of sizes) {
  test.describe(`${size.width}x${size.height}, first visit`, () => {
    test.use({ viewport: size })

    for (const { path } of heroPages) {
      test(`${path}: the hero's primary action is on the first screen, uncovered`, async ({ page }) => {
        await page.goto(path)
        await waitForConsent(page)
        const bar = popup(page)
        await expect(bar).toBeVisible()
        const barBox = (await bar.boundingBox())!
        if (size.width < 640) expect(barBox.height, 'the bar height').toBeLessThanOrEqual(size.height * 0.3)

        const action = primaryAction(page)
        await expect(action).toHaveAttribute('href', /\/auth\/registration/)
        expect(await page.evaluate(() => window.scrollY)).toBe(0)
        await expect(action).toBeInViewport({ ratio: 1 })
        const box = (await action.boundingBox())!
        expect(box.y + box.height, 'the action ends above the bar').toBeLessThanOrEqual(barBox.y)
        expect(await uncovered(action), 'nothing lies over the action').toBe(true)

        // Scrolled far enough for the floating button: it shows, above the bar, uncovered.
        await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }))
        const contact = page.getByRole('button', { name: 'Contact Us', exact: true })
        await expect(contact).toBeVisible()
        await expect.poll(() => uncovered(contact), { message: 'nothing lies over Contact Us' }).toBe(true)
        await expect(contact).toBeInViewport({ ratio: 1 })
      })
    }
  })
}

// What lies below the first screen skips the page's first layout (app.css, `content-visibility:
// auto`); the inline script lays it out after `load`, a few sections at a time (layouts/inline-script.ts),
// and all of it at once before a jump to an anchor.
test.describe('below the first screen, on a phone', () => {
  test.use({ viewport: sizes[0] })

  for (const path of ['/', '/features/ai-mock-interview-data-analysts', '/privacy-policy']) {
    test(`${path}: the last section skips the first layout, then is laid out without a scroll`, async ({ page }) => {
      // The last section's state in the first frame, before anything could lay it out.
      await page.addInitScript(() =>
        document.addEventListener('DOMContentLoaded', () =>
          requestAnimationFrame(() => {
            const heading = [...document.querySelectorAll('main section')].at(-1)!.querySelector('h2, h3')!
            ;(window as unknown as { firstFrame: boolean }).firstFrame = heading.checkVisibility({ contentVisibilityAuto: true })
          }),
        ),
      )
      await page.goto(path)
      await expect.poll(() => page.evaluate(() => (window as unknown as { firstFrame?: boolean }).firstFrame)).toBe(false)
      await expect(page.locator('html')).toHaveAttribute('data-whole')
      const heading = page.locator('main section').last().locator('h2, h3').first()
      expect(await heading.evaluate((el) => el.checkVisibility({ contentVisibilityAuto: true }))).toBe(true)
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
    })
  }

  test('a link to the last section of the home page lands on it', async ({ page }) => {
    await page.goto('/#testimonials')
    await expect(page.locator('#testimonials')).toBeInViewport()
  })
})
