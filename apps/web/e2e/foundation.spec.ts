import { findPage, pages, redirects } from '../src/content/pages'
import { collections } from '../src/content/collections'
import { expect, test } from './support/fixtures'

const headerLinks = collections.chrome.read().header.links

test.describe('every route', () => {
  test('answers 200 with its own prerendered title and h1, before any JavaScript runs', async ({ request }) => {
    for (const page of pages) {
      const response = await request.get(page.path)
      expect(response.status(), page.path).toBe(200)
      expect(response.headers()['content-type'], page.path).toContain('text/html')
      const html = await response.text()
      expect(html, page.path).toMatch(/<title>[^<]+<\/title>/)
      expect(html, page.path).toContain(`<meta name="description" content="`)
      expect(html, page.path).toMatch(/<link rel="canonical" href="[^"]+"/)
      expect(html.match(/<h1[\s>]/g), `${page.path} has one h1`).toHaveLength(1)
    }
  })

  test('renders its h1', async ({ page }) => {
    for (const entry of pages.filter((_, i) => i % 6 === 0)) {
      await page.goto(entry.path)
      await expect(page.getByRole('heading', { level: 1 }), entry.path).toBeVisible()
    }
  })
})

test.describe('not found', () => {
  test.use({ allowConsoleErrors: [/404 \(Not Found\)/] })

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible()
    await page.getByRole('link', { name: 'Return to Home' }).click()
    await expect(page).toHaveURL('/')
  })

  test('logs the attempted path', async ({ page }) => {
    const logged = page.waitForEvent('console', (msg) => msg.text().includes('/missing-page'))
    await page.goto('/missing-page')
    await logged
  })
})

test('the five unprefixed landing paths redirect permanently', async ({ request }) => {
  for (const redirect of redirects) {
    const response = await request.get(`${redirect.from}?ref=old`, { maxRedirects: 0 })
    expect(response.status(), redirect.from).toBe(301)
    expect(response.headers().location, redirect.from).toBe(`${redirect.to}?ref=old`)
  }
})

test('sitemap.xml lists every page and robots.txt points at it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const page of pages) expect(sitemap).toContain(`${page.path === '/' ? '/' : page.path}</loc>`)
  expect(await (await request.get('/robots.txt')).text()).toContain('Sitemap:')
})

test.describe('header', () => {
  test('links to the home sections and the mock interview page', async ({ page }) => {
    await page.goto('/privacy-policy')
    const nav = page.getByRole('navigation', { name: 'Main' })
    for (const link of headerLinks) {
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.to)
    }
    await nav.getByRole('link', { name: 'Pricing', exact: true }).click()
    await expect(page).toHaveURL('/#pricing')
    await expect(page.locator('#pricing')).toBeInViewport()
  })

  test('opens Login and Sign Up Free in a new tab on the product app', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    for (const [name, path] of [
      ['Login', '/auth/login'],
      ['Sign Up Free', '/auth/registration'],
    ] as const) {
      const link = header.getByRole('link', { name, exact: true })
      await expect(link).toHaveAttribute('href', new RegExp(`^https?://[^/]+${path}$`))
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
    }
  })

  test('changes its style once the page is scrolled past 100 px', async ({ page }) => {
    await page.goto('/')
    const header = page.getByRole('banner')
    // White at 80 % (as the browser writes it: rgba or oklab), then solid white.
    const seeThrough = /(0\.8\)|\/ 0\.8\))$/
    await expect(header).toHaveCSS('background-color', seeThrough)
    await page.evaluate(() => window.scrollTo(0, 150))
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    await expect(header).not.toHaveCSS('box-shadow', 'none')
    await page.evaluate(() => window.scrollTo(0, 50))
    await expect(header).toHaveCSS('background-color', seeThrough)
  })
})

test.describe('mobile menu at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('toggles the same links and closes on selection', async ({ page }) => {
    await page.goto('/terms-of-service')
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden()
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect(menu).toBeVisible()
    for (const link of headerLinks) {
      await expect(menu.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.to)
    }
    await page.getByRole('button', { name: 'Close menu' }).click()
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await menu.getByRole('link', { name: 'Mock Interview', exact: true }).click()
    await expect(page).toHaveURL('/features/mock-interview')
    await expect(menu).toBeHidden()
    await expect(page).toHaveTitle(new RegExp(findPage('/features/mock-interview')!.title))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test('every navigation starts at the top of the new page', async ({ page }) => {
  await page.goto('/')
  // The plans load once their section is in view: let them, so that leaving cancels none of
  // their requests (the guard counts an aborted fetch as a failure).
  await page.locator('#pricing').scrollIntoViewIfNeeded()
  await expect(page.locator('#pricing [aria-busy="false"]')).toBeAttached()
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page).toHaveURL('/terms-of-service')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

test('a page prerendered in one year shows without errors in the next', async ({ page }) => {
  await page.clock.setFixedTime(new Date(new Date().getFullYear() + 1, 0, 1, 0, 0, 1))
  await page.goto('/')
  await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.')
})

test.describe('first paint needs only the HTML (docs/decisions/006)', () => {
  for (const path of ['/', '/features/ai-mock-interview-data-analysts', '/privacy-policy']) {
    test(`${path} is styled by its inlined stylesheet and never fetches the linked one`, async ({ page }) => {
      const stylesheets: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname)
      })
      await page.goto(path)
      // Styled: the primary button has the brand colour, which only the stylesheet gives it.
      await expect(page.locator('.btn-primary').first()).toHaveCSS('background-color', 'rgb(79, 70, 229)')
      // The served HTML starts no module script before its first paint (decision 011).
      expect(await page.request.get(path).then((r) => r.text())).not.toContain('rel="modulepreload"')
      // The print sheet of the legal pages may load; the render-blocking one never does.
      expect(stylesheets.filter((p) => !p.includes('print'))).toEqual([])
    })
  }
})
