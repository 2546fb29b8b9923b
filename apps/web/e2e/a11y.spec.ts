import { scannedPages } from './support/routes'
import { axeViolations, axeWithAndAfterTheCookieBar, expect, test } from './support/fixtures'

// axe-core (colour contrast included) at phone width, in the light and the dark scheme, on every
// kind of page and a sample of the landing pages that holds every kind of section (routes.ts): as
// a first-time visitor sees it (cookie popup open), then with the popup answered and every section
// faded in. Desktop width and the modal states are checked by each page kind's own spec (home,
// landing and role-pages on every landing page, legal, faq-and-contact, consent, pricing, theme).

test.describe('axe at phone width, light and dark', () => {
  test.use({ viewport: { width: 375, height: 740 } })
  for (const page of scannedPages) {
    test(`${page.path} has no violations`, async ({ page: tab }) => {
      await tab.goto(page.path)
      expect(await axeWithAndAfterTheCookieBar(tab)).toEqual([])
    })
  }

  test.describe('not-found page', () => {
    test.use({ allowConsoleErrors: [/404 \(Not Found\)/] })
    for (const colorScheme of ['light', 'dark'] as const) {
      test(`has no violations, ${colorScheme} scheme`, async ({ page }) => {
        await page.emulateMedia({ colorScheme })
        await page.goto('/missing')
        expect(await axeViolations(page)).toEqual([])
      })
    }
  })
})

// The scans above pass only because the pages are clean: the same scan on a page given faint
// text and an image without a text alternative reports both.
test('the scan reports a violation where there is one', async ({ page }) => {
  await page.goto('/privacy-policy')
  await page.evaluate(() => {
    const faint = Object.assign(document.createElement('p'), { textContent: 'Faint text' })
    faint.style.color = '#ddd'
    faint.style.background = '#fff'
    const image = Object.assign(document.createElement('img'), { src: '/favicon.ico' })
    document.querySelector('main')?.prepend(faint, image)
  })
  expect(await axeViolations(page)).toEqual(
    expect.arrayContaining([expect.stringMatching(/^color-contrast: /), expect.stringMatching(/^image-alt: /)]),
  )
})
