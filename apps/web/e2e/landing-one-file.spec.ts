import { readFileSync } from 'node:fs'
import { expect, test } from './support/fixtures'
import { startConfiguredSite, type ConfiguredSite } from './support/configured-site'

// A new landing page is its content file and nothing else (content/landing/README.md): a
// throwaway copy of the sources gets one more file, built from a fixture of an existing page,
// and the build routes it, prerenders it, lists it in the footer and the sitemap.

const SLUG = 'fixture-mock-interview'
const TITLE = 'Fixture Mock Interview Practice'
const HEADING = 'A fixture page that only had to be written once'

const fixture = readFileSync(new URL('../src/content/landing/hr-interview-practice.ts', import.meta.url), 'utf8')
  .replace("slug: 'hr-interview-practice'", `slug: '${SLUG}'`)
  .replace(/label: '[^']*'/, "label: 'Fixture Interviews'")
  .replace(/title: '[^']*'/, `title: '${TITLE}'`)
  .replace(/heading: '[^']*'/, `heading: '${HEADING}'`)

let site: ConfiguredSite

test.describe('a landing page added as one file', () => {
  test.beforeAll(async () => {
    // A copy of the sources and a whole build: far more than a test's usual 30 s on a busy machine.
    test.setTimeout(240_000)
    expect(fixture, 'the fixture was derived from an existing page').toContain(SLUG)
    site = await startConfiguredSite({}, { files: { [`apps/web/src/content/landing/${SLUG}.ts`]: fixture } })
  })
  test.afterAll(async () => site?.stop())

  test('is prerendered at its path, linked from the footer and listed in the sitemap', async ({ page, request }) => {
    const response = await request.get(`${site.origin}/features/${SLUG}`)
    expect(response.status()).toBe(200)
    await page.goto(`${site.origin}/features/${SLUG}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(HEADING)
    await expect(page).toHaveTitle(new RegExp(`^${TITLE} \\|`))
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Fixture Interviews' })).toHaveAttribute(
      'href',
      `/features/${SLUG}`,
    )
    expect(await (await request.get(`${site.origin}/sitemap.xml`)).text()).toContain(`/features/${SLUG}</loc>`)
  })
})
