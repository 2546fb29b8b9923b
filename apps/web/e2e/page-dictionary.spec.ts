/**
 * The next page as its difference from the pages' dictionary (decision 014): a page asks for the
 * dictionary after its load, the browser fetches it once and from then on gets each page as a
 * `dcz` of a few kilobytes, which it decodes into the same page.
 */
import { expect, test } from './support/fixtures'

test('after one page, the next comes as its difference from the dictionary, a few KB, and shows', async ({ page }) => {
  const dictionary = page.waitForResponse((response) => /\/assets\/pages-[\w-]+\.dict$/.test(response.url()))
  const first = await page.goto('/features/ai-mock-interview-data-analysts')
  // Before the dictionary, a page comes as Brotli.
  expect(first!.headers()['content-encoding']).toBe('br')
  const stored = await dictionary
  expect(stored.headers()['use-as-dictionary']).toBe('match="/*", match-dest=("document")')
  await stored.finished()
  // Asked for a second after the page's load, not beside its own images.
  const [asked, loaded] = await page.evaluate((url) => {
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
    return [performance.getEntriesByName(url)[0]!.startTime, navigation.loadEventEnd]
  }, stored.url())
  expect(asked - loaded).toBeGreaterThanOrEqual(900)

  const next = await page.goto('/privacy-policy')
  expect(next!.headers()['content-encoding']).toBe('dcz')
  expect(next!.headers()['vary']).toMatch(/available-dictionary/i)
  const { responseBodySize } = await next!.request().sizes()
  expect(responseBodySize).toBeGreaterThan(0)
  expect(responseBodySize).toBeLessThan(8 * 1024)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
  // The page decoded whole: its inline script ran (the cookie bar it opens) and its footer is there.
  await expect(page.getByRole('button', { name: 'Accept All' })).toBeVisible()
  await expect(page.locator('footer')).toContainText('Terms of Service')
})
