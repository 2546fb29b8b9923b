/**
 * A build of its own, with settings and sources that the default build (every other spec's) does
 * not have. A build takes a minute or two on a busy machine, so one serves all of this file, its
 * tests in one worker:
 * - Analytics configured: ANALYTICS_GA_ID=G-TEST123 and ANALYTICS_SCRIPT_URL pointing at a local
 *   stand-in for gtag.js; the tag loader against it.
 * - Two changes an operator or a marketer makes in the sources, as they reach the site. A price
 *   edited in `packages/contract/src/plans.ts` (docs/operations.md §8): the rebuilt home page's
 *   prerendered fallback (what shows without JavaScript, and the structured data) names the new
 *   price; the API's half, the migration that carries it to an existing database, is
 *   apps/api/test/plans.test.ts. And a new landing page is its content file and nothing else
 *   (content/landing/README.md): one more file, made from an existing page, and the build routes
 *   it, prerenders it, lists it in the footer and the sitemap.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { repoRoot } from '@app/tooling/serve'
import { parseDocument } from 'yaml'
import { startAnalyticsStub, type AnalyticsStub } from './support/analytics-stub'
import { startConfiguredSite, type ConfiguredSite } from './support/configured-site'
import { parsePublicEnv } from '../src/config/public-env'
import { consentRevision } from '../src/features/consent/consent-revision'
import { ACCEPT_ALL, presetConsentValues } from './support/consent-fixtures'
import { cookieSettingsButton, customizeButton, popup, switchFor, waitForConsent } from './support/consent-page'
import { expect, test } from './support/fixtures'

const GA_ID = 'G-TEST123'
const denied = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
}
const granted = Object.fromEntries(Object.keys(denied).map((k) => [k, 'granted']))

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

let stub: AnalyticsStub
let site: ConfiguredSite

test.describe.configure({ mode: 'default' })

test.beforeAll(async () => {
  // A copy of the sources and a whole build: far more than a test's usual 30 s on a busy machine.
  test.setTimeout(240_000)
  expect(editedPlans, 'the Essentials price as plans.ts writes it').not.toBe(plans)
  expect(fixture.getIn(['hero', 'lead']), 'the fixture was derived from an existing page').toBeTruthy()
  stub = await startAnalyticsStub()
  site = await startConfiguredSite(
    { ANALYTICS_GA_ID: GA_ID, ANALYTICS_SCRIPT_URL: stub.scriptUrl },
    {
      files: {
        'packages/contract/src/plans.ts': editedPlans,
        [`apps/web/src/content/landing/${SLUG}.yaml`]: fixture.toString(),
      },
    },
  )
})

test.afterAll(async () => {
  await site?.stop()
  await stub?.stop()
})

/** Counts this page's requests for the analytics script. */
function countScriptRequests(page: Page): { count: () => number } {
  let count = 0
  page.on('request', (request) => {
    if (request.url().startsWith(stub.scriptUrl)) count++
  })
  return { count: () => count }
}

/** gtag commands in the dataLayer, each `arguments` object as an array (dates as 'Date'). */
async function gtagCommands(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map((entry) =>
      Array.from(entry).map((arg) => (arg instanceof Date ? 'Date' : arg)),
    ),
  )
}

async function open(page: Page, path = '/') {
  await page.goto(site.origin + path)
  await waitForConsent(page)
}

/** Lets any late script load happen before asserting that none did. */
const settle = (page: Page) => page.waitForLoadState('networkidle')

test('Consent Mode defaults are pushed first, and gtag does not load before a choice', async ({ page }) => {
  const script = countScriptRequests(page)
  await open(page, '/features/mock-interview')
  await expect(popup(page)).toBeVisible()
  await settle(page)
  const commands = await gtagCommands(page)
  expect(commands[0]).toEqual(['consent', 'default', { ...denied, wait_for_update: 500 }])
  expect(commands.some(([cmd]) => cmd === 'config' || cmd === 'js')).toBe(false)
  expect(script.count()).toBe(0)
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/_ga/)
})

test('Reject All loads nothing, on this page or the next ones', async ({ page }) => {
  const script = countScriptRequests(page)
  await open(page)
  await popup(page).getByRole('button', { name: 'Reject All' }).click()
  await expect(popup(page)).toBeHidden()
  expect((await gtagCommands(page)).at(-1)).toEqual(['consent', 'update', denied])
  await settle(page)
  await open(page, '/privacy-policy')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page).toHaveURL(/terms-of-service/)
  await settle(page)
  expect(script.count()).toBe(0)
  expect(await page.evaluate(() => (window as unknown as { __gtagStubRuns?: number }).__gtagStubRuns)).toBeUndefined()
})

test('Accept All loads gtag after the consent update, and again on the next page load', async ({ page }) => {
  const script = countScriptRequests(page)
  const servedBefore = stub.requests.length
  await open(page)
  await settle(page)
  expect(script.count()).toBe(0)
  await popup(page).getByRole('button', { name: 'Accept All' }).click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagStubRuns?: number }).__gtagStubRuns)).toBe(1)
  expect(script.count()).toBe(1)
  expect(stub.requests.slice(servedBefore)).toEqual([`/gtag.js?id=${GA_ID}`])
  expect((await gtagCommands(page)).map(([cmd, arg]) => [cmd, cmd === 'set' ? arg : undefined])).toEqual([
    ['consent', undefined],
    ['set', 'ads_data_redaction'],
    ['consent', undefined],
    ['js', undefined],
    ['config', undefined],
  ])
  expect((await gtagCommands(page))[2]).toEqual(['consent', 'update', granted])
  expect((await gtagCommands(page))[4]).toEqual(['config', GA_ID])

  await open(page, '/terms-of-service')
  await expect.poll(() => script.count()).toBe(2)
  await expect(popup(page)).toBeHidden()
})

test('analytics alone (Save Preferences) loads gtag with advertising denied', async ({ page }) => {
  const script = countScriptRequests(page)
  await open(page)
  await customizeButton(page).click()
  await switchFor(page, 'Analytics').check()
  await popup(page).getByRole('button', { name: 'Save Preferences' }).click()
  await expect.poll(() => script.count()).toBe(1)
  expect(await gtagCommands(page)).toContainEqual(['consent', 'update', { ...denied, analytics_storage: 'granted' }])
})

test('marketing and functional without analytics update consent but load no script', async ({ page }) => {
  const script = countScriptRequests(page)
  await open(page)
  await customizeButton(page).click()
  await switchFor(page, 'Marketing').check()
  await switchFor(page, 'Functional').check()
  await popup(page).getByRole('button', { name: 'Save Preferences' }).click()
  expect((await gtagCommands(page)).at(-1)).toEqual(['consent', 'update', { ...granted, analytics_storage: 'denied' }])
  await settle(page)
  expect(script.count()).toBe(0)
})

test('with Global Privacy Control, Accept All still keeps advertising denied', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }))
  const script = countScriptRequests(page)
  await open(page)
  await popup(page).getByRole('button', { name: 'Accept All' }).click()
  await expect.poll(() => script.count()).toBe(1)
  const updates = (await gtagCommands(page)).filter(([cmd, kind]) => cmd === 'consent' && kind === 'update')
  expect(updates).toEqual([
    ['consent', 'update', { ...granted, ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }],
  ])
})

test('withdrawing from the footer takes effect at once: denied, disabled, cookie removed, not reloaded', async ({ page }) => {
  const script = countScriptRequests(page)
  await open(page)
  await popup(page).getByRole('button', { name: 'Accept All' }).click()
  await expect.poll(() => page.evaluate(() => document.cookie)).toMatch(/_ga=/)

  await cookieSettingsButton(page).click()
  await switchFor(page, 'Analytics').uncheck()
  await popup(page).getByRole('button', { name: 'Save Preferences' }).click()
  await expect(popup(page)).toBeHidden()
  expect((await gtagCommands(page)).at(-1)).toEqual(['consent', 'update', { ...granted, analytics_storage: 'denied' }])
  expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], GA_ID)).toBe(true)
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/_ga/)

  await open(page, '/privacy-policy')
  await settle(page)
  expect(script.count()).toBe(1)
})

test.describe('on a page prerendered ahead of the visit', () => {
  /**
   * `document.prerendering` as Chrome has it on a page prerendered by Speculation Rules, until
   * `activate()` shows it (Chrome prerenders nothing while DevTools, hence Playwright, is attached).
   */
  async function prerendered(page: Page) {
    await page.addInitScript(() => {
      let prerendering = true
      Object.defineProperty(Document.prototype, 'prerendering', { configurable: true, get: () => prerendering })
      ;(window as unknown as { activate: () => void }).activate = () => {
        prerendering = false
        document.dispatchEvent(new Event('prerenderingchange'))
      }
    })
  }
  /** The page has loaded and the browser has been idle: an idle island would have hydrated by now. */
  const loadedAndIdle = async (page: Page) => {
    await settle(page)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })))
  }
  const activate = (page: Page) => page.evaluate(() => (window as unknown as { activate: () => void }).activate())

  test('asks nothing while prerendered, and shows the cookie bar once activated', async ({ page }) => {
    await prerendered(page)
    await page.goto(site.origin + '/features/mock-interview')
    await loadedAndIdle(page)
    await expect(popup(page)).toBeHidden()
    expect(await gtagCommands(page)).toEqual([])
    await activate(page)
    await expect(popup(page)).toBeVisible()
    expect((await gtagCommands(page))[0]).toEqual(['consent', 'default', { ...denied, wait_for_update: 500 }])
    // The bar still works: the visitor's choice is stored and applied.
    await popup(page).getByRole('button', { name: 'Reject All' }).click()
    await expect(popup(page)).toBeHidden()
    expect((await gtagCommands(page)).at(-1)).toEqual(['consent', 'update', denied])
  })

  test('with analytics consent stored, loads the tag and counts the page view only once activated', async ({ page }) => {
    // The revision of a build with analytics (consent-revision.ts).
    const revision = consentRevision({ CONSENT_REVISION: parsePublicEnv(process.env).CONSENT_REVISION, ANALYTICS_GA_ID: GA_ID })
    await presetConsentValues(page, { record: JSON.stringify({ ...ACCEPT_ALL, revision }), date: new Date().toISOString() })
    const script = countScriptRequests(page)
    await prerendered(page)
    await page.goto(site.origin + '/privacy-policy')
    await loadedAndIdle(page)
    expect(script.count()).toBe(0)
    expect(await gtagCommands(page)).toEqual([])
    await activate(page)
    await expect.poll(() => script.count()).toBe(1)
    expect(await gtagCommands(page)).toContainEqual(['config', GA_ID])
    await expect(popup(page)).toBeHidden()
  })
})

test.describe('the sources with a price edited and a landing page added', () => {
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
