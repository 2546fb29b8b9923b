/**
 * React only where a visitor uses it (docs/decisions/012-astro-renders-the-react-components.md):
 * every page loads no module script until an island is in view (the practice section, pricing
 * and the testimonials carousel hydrate when visible, tested by their own specs; on a few
 * landing pages the practice section is in the first screen), runs its inline script under its
 * CSP without an error, and the cookie bar takes a choice from the inline script alone.
 */
import { browsedPages } from './support/routes'
import { expect, test } from './support/fixtures'

test.use({ viewport: { width: 375, height: 740 } })

for (const { path } of browsedPages) {
  test(`${path}: no module script unless an island is in view, no CSP violation`, async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    const violations: string[] = []
    page.on('console', (msg) => {
      if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text())
    })
    await page.goto(path)
    // The inline script ran: it decided the cookie bar shows (no choice stored yet).
    await expect(page.getByRole('button', { name: 'Accept All' })).toBeVisible()
    // An island is an <astro-island> (display: contents) around its component's element.
    const islandInView = await page.evaluate(() =>
      [...document.querySelectorAll('astro-island')].some((island) => {
        const box = island.firstElementChild?.getBoundingClientRect()
        return !!box && box.top < innerHeight && box.bottom > 0
      }),
    )
    if (islandInView) expect(scripts.filter((url) => !new URL(url).pathname.startsWith('/assets/'))).toEqual([])
    else expect(scripts).toEqual([])
    expect(violations).toEqual([])
  })
}

test('the cookie bar stores a choice from the inline script alone, and it holds on the next page', async ({ page }) => {
  await page.goto('/privacy-policy')
  await page.getByRole('button', { name: 'Accept All' }).click()
  await expect(page.getByRole('button', { name: 'Accept All' })).toBeHidden()
  expect(await page.evaluate(() => localStorage.getItem('cookie-consent'))).toContain('"analytics":true')
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Accept All' })).toBeHidden()
})

test('its Speculation Rules parse under the page CSP and name the site’s pages, not files', async ({ page, context }) => {
  // Chrome prerenders nothing while DevTools is attached (PrerenderingDisabledByDevTools), so
  // this checks what the page asks for; whether it comes sooner is for a browser without CDP.
  const cdp = await context.newCDPSession(page)
  const ruleSets: { errorType?: string }[] = []
  const candidates = new Set<string>()
  cdp.on('Preload.ruleSetUpdated', (event) => ruleSets.push(event.ruleSet))
  cdp.on('Preload.prefetchStatusUpdated', (event) => candidates.add(new URL(event.key.url).pathname))
  await cdp.send('Preload.enable')
  await page.goto('/features/ai-mock-interview-data-analysts')
  // On a desktop, `eager` starts a link's prefetch once the pointer rests on it (10 ms).
  await page.getByRole('link', { name: 'Privacy Policy' }).first().hover()
  await expect.poll(() => candidates.has('/privacy-policy')).toBe(true)
  expect(ruleSets.length).toBeGreaterThan(0)
  expect(ruleSets.filter((set) => set.errorType)).toEqual([])
  for (const path of candidates) expect(path, path).not.toMatch(/\.[a-z0-9]+$/i)
})
