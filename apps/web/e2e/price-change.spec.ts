/**
 * The operator's price change (docs/operations.md §8) as it reaches the site: with one price
 * edited in `packages/contract/src/plans.ts`, the rebuilt home page's prerendered fallback (what
 * shows without JavaScript, and the structured data) names the new price. The API's half, the
 * migration that carries it to an existing database, is apps/api/test/plans.test.ts.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from '@app/tooling/serve'
import { expect, test } from './support/fixtures'
import { startConfiguredSite, type ConfiguredSite } from './support/configured-site'

let site: ConfiguredSite | undefined
test.afterAll(async () => site?.stop())

test('an edited price in plans.ts is the price of the rebuilt prerendered fallback', async () => {
  test.setTimeout(180_000)
  const plans = readFileSync(join(repoRoot, 'packages/contract/src/plans.ts'), 'utf8')
  const edited = plans.replace("Essentials: { unitAmount: 499, interval: 'month' }", "Essentials: { unitAmount: 599, interval: 'month' }")
  expect(edited, 'the Essentials price as plans.ts writes it').not.toBe(plans)
  site = await startConfiguredSite({}, { files: { 'packages/contract/src/plans.ts': edited } })
  // As text: React separates adjacent text nodes with empty comments.
  const html = (await (await fetch(`${site.origin}/`)).text()).replaceAll('<!-- -->', '')
  expect(html).toContain('$5.99')
  expect(html).not.toContain('$4.99')
})
