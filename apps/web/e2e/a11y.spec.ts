import { pages } from '../src/content/pages'
import { axeViolations, expect, test } from './support/fixtures'

// axe-core on every route, as a first-time visitor sees it (cookie popup open),
// at phone width. Desktop width and the modal states are checked by each page
// kind's own spec (home, landing, role-pages, legal, support, consent, pricing).

for (const viewport of [{ name: 'phone', width: 375, height: 740 }]) {
  test.describe(`axe at ${viewport.name} width`, () => {
    test.use({ viewport })
    for (const page of pages) {
      test(`${page.path} has no violations`, async ({ page: tab }) => {
        await tab.goto(page.path)
        expect(await axeViolations(tab)).toEqual([])
      })
    }
  })
}

test.describe('not-found page', () => {
  test.use({ allowConsoleErrors: [/404 \(Not Found\)/] })
  test('has no violations', async ({ page }) => {
    await page.goto('/missing')
    expect(await axeViolations(page)).toEqual([])
  })
})
