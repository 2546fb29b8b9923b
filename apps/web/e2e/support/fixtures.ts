import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

export interface GuardOptions {
  /** Console errors a test provokes on purpose (e.g. a mocked 500). */
  allowConsoleErrors: RegExp[]
  /** Request failures a test provokes on purpose (e.g. an aborted route). */
  allowFailedRequests: RegExp[]
}

/**
 * Every test fails on a console error, an uncaught page error, or a failed
 * request that it did not declare as expected.
 */
export const test = base.extend<GuardOptions & { guard: void }>({
  allowConsoleErrors: [[], { option: true }],
  allowFailedRequests: [[], { option: true }],
  guard: [
    async ({ page, allowConsoleErrors, allowFailedRequests }, use) => {
      const problems: string[] = []
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return
        const text = msg.text()
        if (!allowConsoleErrors.some((re) => re.test(text))) problems.push(`console.error: ${text}`)
      })
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
      page.on('requestfailed', (request) => {
        const line = `${request.method()} ${request.url()} ${request.failure()?.errorText ?? ''}`
        // Navigating away cancels in-flight requests; that is not a failure of the page.
        if (request.failure()?.errorText === 'net::ERR_ABORTED' && request.resourceType() !== 'fetch') return
        if (!allowFailedRequests.some((re) => re.test(line))) problems.push(`request failed: ${line}`)
      })
      await use()
      expect(problems, 'the page logged errors or had failed requests').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Waits until the page's scroll position holds across two frames. Scrolling is smooth (app.css):
 * on a busy machine the page can still be moving when a test reads a box or clicks, and the
 * pointer lands beside its target.
 */
export async function pageStopsScrolling(page: Page): Promise<void> {
  const still = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const y = scrollY
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(scrollY === y)))
        }),
    )
  await expect.poll(still, { message: 'the page stops scrolling' }).toBe(true)
}

/** The rules every axe scan applies: WCAG 2.2 A and AA, plus axe's best practices. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * The one axe configuration of the suite, for specs that must drive the scan themselves. Only the
 * violations are reported in full, and axe runs in the page alone (legacy mode: the pages have no
 * frames, so no helper page is opened to merge their results): half the time of a default scan.
 */
export const axeBuilder = (page: Page) =>
  new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .setLegacyMode(true)

/** One readable line per violation. */
const describeViolations = (violations: Awaited<ReturnType<AxeBuilder['analyze']>>['violations']) =>
  violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)

/**
 * axe-core on the page, or on the part `include` selects: one readable line per violation. Once
 * the page is whole: axe cannot read a section the first layout skipped (app.css), whose text it
 * compares with whatever stands at its place on the screen (a fixed button, say); the inline
 * script lays the page out after `load` (then marks <html data-whole>), before a visitor could read it.
 */
export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  await page.locator('html:is([data-whole], [data-laid-out])').waitFor({ state: 'attached' })
  // Not in the middle of a transition (the floating button fading in, say): its colours are
  // half way there, and no visitor reads them so.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  )
  const builder = axeBuilder(page)
  const { violations } = await (include ? builder.include(include) : builder).analyze()
  return describeViolations(violations)
}

/** The page's background as drawn: what tells the two colour schemes apart. */
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor)

/**
 * axe on a first visit as a visitor sees it, in the light and the dark scheme: the cookie bar
 * over the page, then the whole page with the bar answered and every section faded in (each one
 * still waiting is brought into view in turn). One page load for both schemes: the tokens are `light-dark()` of the
 * system's scheme (app.css), so the page follows a switch as it is; that it did is checked on the
 * page's background. One line per violation, prefixed with the state and scheme it was found in.
 */
export async function axeWithAndAfterTheCookieBar(page: Page): Promise<string[]> {
  await expect(page.getByRole('region', { name: 'Cookie settings' })).toBeVisible()
  const inBothSchemes = async (state: string, include?: string) => {
    await page.emulateMedia({ colorScheme: 'light' })
    const light = await background(page)
    const found = (await axeViolations(page, include)).map((v) => `${state}, light: ${v}`)
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect.poll(() => background(page), 'the page follows the switch to the dark scheme').not.toBe(light)
    found.push(...(await axeViolations(page, include)).map((v) => `${state}, dark: ${v}`))
    return found
  }
  // The page behind the bar is the page scanned whole once the bar is answered.
  const withBar = await inBothSchemes('the cookie bar', '[data-consent-popup]')
  await page.getByRole('button', { name: 'Reject All' }).click()
  const waiting = page.locator('[data-fade="hidden"]')
  for (let left = await waiting.count(); left > 0; left = await waiting.count()) {
    await waiting.first().scrollIntoViewIfNeeded()
    await expect.poll(() => waiting.count(), { intervals: [20] }).toBeLessThan(left)
  }
  return [...withBar, ...(await inBothSchemes('after it'))]
}
