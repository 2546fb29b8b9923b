/**
 * Two changes an operator or a marketer makes in the sources, as they reach the site, from one
 * throwaway copy of the sources and one build (a whole build takes a minute or two on a busy
 * machine, so the two share it):
 * - A price edited in `packages/contract/src/plans.ts` (docs/operations.md §8): the rebuilt home
 *   page's prerendered fallback (what shows without JavaScript, and the structured data) names
 *   the new price. The API's half, the migration that carries it to an existing database, is
 *   apps/api/test/plans.test.ts.
 * - A new landing page is its content file and nothing else (content/landing/README.md): one more
 *   file, made from an existing page, and the build routes it, prerenders it, lists it in the
 *   footer and the sitemap.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@app/tooling/serve'
import { parseDocument } from 'yaml'
import { expect, test } from './support/fixtures'
import { startConfiguredSite, type ConfiguredSite } from './support/configured-site'

const plans = readFileSync(join(repoRoot, 'packages/contract/src/plans.ts'), 'utf8')
const editedPlans = plans.replace(
  "Essentials: { unitAmount: 499, interval: 'month' }",
  "Essentials: { unitAmount: 599, interval: 'month' }",
)

const SLUG = 'fixture-mock-interview'
const TITLE = 'Fixture Mock Interview Practice'
const HEADING = 'A fixture page that only had to be written once'
const fixture = parseDocument(readFileSync(new URL('../src/content/landing/hr-interview-practice.yaml', import.meta.url), 'utf8'))
fixture.set('label', 'Fixture Interviews')
fixture.set('title', TITLE)
fixture.setIn(['hero', 'heading'], HEADING)

let site: ConfiguredSite

test.describe('a copy of the sources with a price edited and a landing page added', () => {
  // Both tests in one worker, in order, so that they share the one build (the suite is fullyParallel).
  test.describe.configure({ mode: 'default' })
  test.beforeAll(async () => {
    // A copy of the sources and a whole build: far more than a test's usual 30 s on a busy machine.
    test.setTimeout(240_000)
    expect(editedPlans, 'the Essentials price as plans.ts writes it').not.toBe(plans)
    expect(fixture.getIn(['hero', 'lead']), 'the fixture was derived from an existing page').toBeTruthy()
    site = await startConfiguredSite(
      {},
      {
        files: {
          'packages/contract/src/plans.ts': editedPlans,
          [`apps/web/src/content/landing/${SLUG}.yaml`]: fixture.toString(),
        },
      },
    )
  })
  test.afterAll(async () => site?.stop())

  test('the edited price is the price of the rebuilt prerendered fallback', async () => {
    // As text: React separates adjacent text nodes with empty comments.
    const html = (await (await fetch(`${site.origin}/`)).text()).replaceAll('<!-- -->', '')
    expect(html).toContain('$5.99')
    expect(html).not.toContain('$4.99')
  })

  test('the landing page added as one file is prerendered at its path, linked from the footer and listed in the sitemap', async ({
    page,
    request,
  }) => {
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
