import { pages } from '../src/content/pages'
import { expect, test } from './support/fixtures'

// A social card per page (decision 008): each prerendered page names its own 1200x630 PNG in
// og:image and twitter:image, served with immutable caching (its name carries its hash).

test('every page points at its own card, served as an immutable PNG', async ({ page, request }) => {
  const seen = new Map<string, string>()
  for (const entry of pages) {
    const html = await (await request.get(entry.path)).text()
    const og = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1]
    const twitter = /<meta name="twitter:image" content="([^"]+)"/.exec(html)?.[1]
    expect(og, entry.path).toMatch(/\/assets\/og\/[a-z0-9-]+-[0-9a-f]{10}\.png$/)
    expect(twitter, entry.path).toBe(og)
    const path = new URL(og!).pathname
    expect(seen.get(path), `${entry.path} shares its card`).toBeUndefined()
    seen.set(path, entry.path)
    const image = await request.get(path)
    expect(image.status(), path).toBe(200)
    expect(image.headers()['content-type']).toBe('image/png')
    expect(image.headers()['cache-control']).toContain('immutable')
    expect((await image.body()).length).toBeLessThanOrEqual(100 * 1024)
  }
  // Each page names its own card, the next page too.
  await page.goto('/features/ai-mock-interview-data-analysts')
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /data-analysts-[0-9a-f]{10}\.png$/)
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /terms-of-service-[0-9a-f]{10}\.png$/)
})
