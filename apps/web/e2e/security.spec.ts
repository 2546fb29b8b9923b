import { pages } from '../src/content/pages'
import { inlineHashes } from '../scripts/csp'
import { expect, test } from './support/fixtures'

const policyOf = (csp: string) =>
  new Map(
    csp.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/)
      return [name!, sources] as const
    }),
  )

test('every page is served with a CSP that covers each of its inline scripts and styles, and the security headers', async ({ request }) => {
  for (const path of [...pages.map((p) => p.path), '/no-such-page']) {
    const response = await request.get(path)
    const headers = response.headers()
    const csp = headers['content-security-policy']
    expect(csp, `${path} has a CSP`).toBeTruthy()
    const policy = policyOf(csp!)
    const scriptSrc = policy.get('script-src') ?? []
    expect(scriptSrc, path).not.toContain("'unsafe-inline'")
    expect(scriptSrc, path).not.toContain("'unsafe-eval'")
    const html = await response.text()
    for (const hash of inlineHashes(html, 'script')) expect(scriptSrc, path).toContain(hash)
    const styleSrc = policy.get('style-src') ?? []
    expect(styleSrc, path).not.toContain("'unsafe-inline'")
    for (const hash of inlineHashes(html, 'style')) expect(styleSrc, path).toContain(hash)
    expect(policy.get('default-src'), path).toEqual(["'none'"])
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"])
    expect(policy.get('object-src'), path).toEqual(["'none'"])
    expect(policy.get('base-uri'), path).toEqual(["'none'"])
    expect(headers['strict-transport-security'], path).toMatch(/max-age=(\d{8,}).*includeSubDomains/)
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
    // No COOP on any page, the practice round's included (decision 017).
    expect(headers['cross-origin-opener-policy'], `${path}: COOP`).toBeUndefined()
    expect(headers['cross-origin-resource-policy'], path).toBe('same-origin')
  }
})

test('hashed assets are cached for a year, pages revalidate', async ({ request }) => {
  const html = await (await request.get('/')).text()
  const asset = html.match(/\/assets\/[^"]+\.js/)![0]
  expect((await request.get(asset)).headers()['cache-control']).toContain('immutable')
  expect((await request.get('/')).headers()['cache-control']).toContain('max-age=0')
})

test('pages are sent compressed', async ({ request }) => {
  const response = await request.get('/', { headers: { 'accept-encoding': 'br, gzip' } })
  expect(response.headers()['content-encoding']).toBe('br')
})
