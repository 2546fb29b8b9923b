/**
 * The static half on a CDN, proven on Cloudflare's own runtime: the build served by
 * `wrangler pages dev` (workerd, from the npm registry; loopback only, no telemetry) answers
 * every page at its canonical URL, without a redirect, with the same CSP, Permissions-Policy and
 * site-wide security headers as the Node server (the suite's baseURL); prefix-less paths reach
 * their page in one hop; an unknown path is a 404 whose page carries its CSP in a <meta>; a page's
 * inline scripts, and the 404 page's, run under their CSP; security.txt, the icons and the web app
 * manifest are published.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SECURITY_HEADERS } from '@app/contract/headers'
import { freePort, repoRoot } from '@app/tooling/serve'
import { pages, redirects } from '../src/content/pages'
import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import { webClientDir } from '@app/tooling/build-dir'

const clientDir = webClientDir()
const SITE_WIDE = Object.keys(SECURITY_HEADERS).filter((name) => name !== 'permissions-policy')
const PAGE_HEADERS = ['content-security-policy', 'permissions-policy', ...SITE_WIDE]

test.describe.configure({ mode: 'serial' })

let cdn: string
let wrangler: ChildProcess | undefined
let stateDir: string

test.beforeAll(async () => {
  test.setTimeout(90_000)
  const port = await freePort()
  cdn = `http://127.0.0.1:${port}`
  stateDir = mkdtempSync(join(tmpdir(), 'wrangler-'))
  const args = [
    'pages',
    'dev',
    clientDir,
    '--ip',
    '127.0.0.1',
    '--port',
    String(port),
    '--compatibility-date=2026-05-01',
    '--persist-to',
    stateDir,
  ]
  let output = ''
  wrangler = spawn(join(repoRoot, 'node_modules/.bin/wrangler'), args, {
    cwd: stateDir,
    // No telemetry, no prompts, no update check, its files in the temporary directory.
    env: {
      ...process.env,
      WRANGLER_SEND_METRICS: 'false',
      CI: 'true',
      WRANGLER_LOG: 'warn',
      XDG_CONFIG_HOME: stateDir,
      NO_UPDATE_NOTIFIER: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  wrangler.on('error', (err) => (output += `${err.message}: run npm ci (wrangler is a dev dependency)\n`))
  wrangler.stdout!.on('data', (d: Buffer) => (output += d))
  wrangler.stderr!.on('data', (d: Buffer) => (output += d))
  const until = Date.now() + 60_000
  while (
    !(await fetch(`${cdn}/robots.txt`).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (wrangler.exitCode !== null || output.includes('ENOENT'))
      throw new Error(`wrangler pages dev exited with ${wrangler.exitCode}:\n${output}`)
    if (Date.now() > until) throw new Error(`wrangler pages dev did not answer within 60 s:\n${output}`)
    await new Promise((r) => setTimeout(r, 250))
  }
})

test.afterAll(async () => {
  if (wrangler && wrangler.exitCode === null) {
    const exited = new Promise((r) => wrangler!.once('exit', r))
    wrangler.kill('SIGTERM')
    await exited
  }
  rmSync(stateDir, { recursive: true, force: true })
})

const headersOf = (res: Response, names: string[]) => Object.fromEntries(names.map((name) => [name, res.headers.get(name)]))

test('every page answers 200 at its canonical URL with the Node server’s policies and the site-wide headers', async ({ baseURL }) => {
  expect(pages.length).toBeGreaterThanOrEqual(34)
  for (const { path } of pages) {
    const [onCdn, onNode] = await Promise.all([fetch(cdn + path, { redirect: 'manual' }), fetch(baseURL + path, { redirect: 'manual' })])
    expect(onCdn.status, path).toBe(200)
    expect(onNode.status, path).toBe(200)
    const cdnHeaders = headersOf(onCdn, PAGE_HEADERS)
    expect(cdnHeaders, path).toEqual(headersOf(onNode, PAGE_HEADERS))
    for (const name of PAGE_HEADERS) expect(cdnHeaders[name], `${path} ${name}`).toBeTruthy()
    expect(onCdn.headers.get('cache-control'), path).toBe('public, max-age=0, must-revalidate')
    expect(await onCdn.text(), path).toContain(`<link rel="canonical" href=`)
  }
})

test('a prefix-less path reaches its page in one hop, and a trailing slash in one', async () => {
  expect(redirects.length).toBeGreaterThanOrEqual(5)
  for (const { from, to } of redirects) {
    const hop = await fetch(cdn + from, { redirect: 'manual' })
    expect([301, 308], from).toContain(hop.status)
    expect(new URL(hop.headers.get('location')!, cdn).pathname, from).toBe(to)
    expect((await fetch(cdn + to, { redirect: 'manual' })).status, to).toBe(200)
  }
  const slash = await fetch(`${cdn}/privacy-policy/`, { redirect: 'manual' })
  expect(new URL(slash.headers.get('location')!, cdn).pathname).toBe('/privacy-policy')
})

test('an unknown path is a 404 with the site’s 404 page, its CSP and the site-wide headers; hashed assets are immutable', async ({
  baseURL,
}) => {
  const res = await fetch(`${cdn}/no-such-page`, { redirect: 'manual' })
  expect(res.status).toBe(404)
  for (const name of SITE_WIDE) expect(res.headers.get(name), name).toBe(SECURITY_HEADERS[name])
  // No rule names an unknown URL: the page brings its policy, the Node server's minus framing
  // (refused by X-Frame-Options), which a <meta> cannot carry.
  const notFound = await res.text()
  expect(notFound).toContain('Page not found')
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(notFound)?.[1]?.replaceAll('&quot;', '"')
  const onNode = (await fetch(`${baseURL}/no-such-page`)).headers.get('content-security-policy')!
  expect(meta).toBe(onNode.replace(/; frame-ancestors 'none'/, ''))
  expect(notFound.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(notFound.indexOf('<script'))
  const html = await (await fetch(cdn + '/')).text()
  const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)![1]!
  expect((await fetch(cdn + asset)).headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  // The host reads these; it does not serve them (wrangler's dev server answers 502, Pages 404).
  for (const file of ['/_headers', '/_redirects']) {
    const served = await fetch(cdn + file)
    expect(served.status, file).not.toBe(200)
    expect(await served.text(), file).not.toContain('Content-Security-Policy:')
  }
})

/** `url` runs its inline scripts under its CSP; `withIsland`: an island of it hydrates too. */
async function runsUnderItsPolicy(page: Page, url: string, withIsland = false) {
  const violations: string[] = []
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text())
  })
  await page.goto(url)
  // The inline script ran: it shows the cookie bar to a first visit.
  await expect(page.getByRole('button', { name: 'Accept All' })).toBeVisible()
  if (withIsland) {
    await page.locator('#pricing').scrollIntoViewIfNeeded()
    await expect(page.locator('astro-island:not([ssr])').first()).toBeAttached()
  }
  expect(violations).toEqual([])
}

test.describe('on the CDN alone', () => {
  // The static host serves no API: the plans' calls, made once their island hydrates, answer 404
  // there (and the static plans show), whenever they land before the test ends.
  test.use({ allowConsoleErrors: [/status of 404/] })
  test('a page served by the CDN runs its inline scripts under its CSP and hydrates its islands', async ({ page }) => {
    await runsUnderItsPolicy(page, `${cdn}/`, true)
  })
})

test.describe('at an unknown URL', () => {
  // The document's own 404 status is logged as a failed resource.
  test.use({ allowConsoleErrors: [/status of 404/] })
  test('the 404 page served by the CDN runs its inline scripts under the policy it carries', async ({ page }) => {
    await runsUnderItsPolicy(page, `${cdn}/no-such-page`)
  })
})

test('publishes security.txt (RFC 9116) on the CDN as on the Node server', async ({ baseURL }) => {
  for (const origin of [cdn, baseURL!]) {
    const res = await fetch(`${origin}/.well-known/security.txt`)
    expect(res.status, origin).toBe(200)
    expect(res.headers.get('content-type'), origin).toMatch(/^text\/plain/)
    const text = await res.text()
    expect(text).toMatch(/^Contact: mailto:\S+@\S+$/m)
    expect(text).toMatch(/^Canonical: \S+\/\.well-known\/security\.txt$/m)
    const expires = Date.parse(/^Expires: (.+)$/m.exec(text)![1]!)
    expect(expires - Date.now()).toBeGreaterThan(300 * 24 * 3600_000)
    // RFC 9116 §2.5.5: less than a year ahead.
    expect(expires - Date.now()).toBeLessThan(364 * 24 * 3600_000)
  }
})

test('serves the pages’ dictionary as text, which a CDN compresses, on the CDN as on the Node server', async ({ baseURL }) => {
  const html = await (await fetch(`${baseURL}/`)).text()
  const path = /href:'(\/assets\/pages-[\w-]+\.dict)'/.exec(html)![1]!
  for (const origin of [cdn, baseURL!]) {
    const res = await fetch(origin + path, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.status, origin).toBe(200)
    expect(res.headers.get('content-type'), origin).toBe('text/plain; charset=utf-8')
    expect(res.headers.get('x-content-type-options'), origin).toBe('nosniff')
  }
})

test('serves the platform icons and the web app manifest, with their types, on the CDN as on the Node server', async ({ baseURL }) => {
  const types = {
    '/favicon.ico': /^image\/(x-icon|vnd\.microsoft\.icon)/,
    '/apple-touch-icon.png': /^image\/png/,
    '/icon-512.png': /^image\/png/,
    '/manifest.webmanifest': /^application\/manifest\+json/,
  }
  for (const origin of [cdn, baseURL!]) {
    for (const [path, type] of Object.entries(types)) {
      const res = await fetch(origin + path)
      expect(res.status, origin + path).toBe(200)
      expect(res.headers.get('content-type'), origin + path).toMatch(type)
    }
    const manifest = await (await fetch(`${origin}/manifest.webmanifest`)).json()
    for (const icon of manifest.icons) expect((await fetch(origin + icon.src)).status, icon.src).toBe(200)
  }
})
