/**
 * Serving the prerendered site from a fake build: clean URLs, precompressed files, real 404s,
 * caching, manifest redirects and per-page headers.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CACHE_IMMUTABLE, CACHE_REVALIDATE } from '../src/routes/site.ts'
import { NO_LIMITS, tempDir, testApp, testDb, testEnv, type TestDb } from './support/harness.ts'

const PAGES: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title><h1>Home page</h1>',
  'features/x/index.html': '<!doctype html><title>X</title><h1>Feature X</h1>',
  'features/mock-interview/index.html': '<!doctype html><title>Mock</title><h1>Mock Interview</h1>',
  '404.html': '<!doctype html><title>Not found</title><h1>Oops! Page not found</h1>',
  'assets/a-Hx12ab.js': 'console.log("asset")'.repeat(20),
  'features/x.data': '[{"_1":2},"routes/landing"]',
  'robots.txt': 'User-agent: *\nAllow: /\n',
}
const COMPRESSED = ['index.html', 'features/x/index.html', '404.html', 'assets/a-Hx12ab.js']

function writeBuild(dir: string) {
  for (const [rel, body] of Object.entries(PAGES)) {
    const file = path.join(dir, 'client', rel)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, body)
    if (COMPRESSED.includes(rel)) {
      fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body))
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body))
    }
  }
  fs.writeFileSync(
    path.join(dir, 'site-manifest.json'),
    JSON.stringify({
      redirects: [
        { from: '/mock-interview', to: '/features/mock-interview', status: 301 },
        { from: '/old', to: '/features/x', status: 308 },
      ],
      headers: {
        '/': { 'Content-Security-Policy': "script-src 'sha256-home'" },
        '/features/x': { 'Content-Security-Policy': "script-src 'sha256-x'", 'X-Page': 'x' },
        '/404': { 'Content-Security-Policy': "script-src 'sha256-404'" },
      },
    }),
  )
}

describe('site serving', () => {
  let t: TestDb
  let app: FastifyInstance
  let buildDir: string

  beforeAll(async () => {
    t = await testDb('sqlite')
    buildDir = tempDir('api-build-')
    writeBuild(buildDir)
    app = await testApp({ db: t.db, env: testEnv({ ...NO_LIMITS, WEB_BUILD_DIR: buildDir }, t.dataDir) })
  })
  afterAll(async () => {
    await app.close()
    await t.close()
    fs.rmSync(buildDir, { recursive: true, force: true })
  })

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers })

  it('serves / with short caching, security headers and the page CSP from the manifest', async () => {
    const res = await get('/')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['cache-control']).toBe(CACHE_REVALIDATE)
    expect(res.headers['content-security-policy']).toBe("script-src 'sha256-home'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/)
    expect(res.body).toBe(PAGES['index.html'])
  })

  it('sends the Brotli or gzip sibling as it is', async () => {
    const br = await get('/', { 'accept-encoding': 'gzip, deflate, br' })
    expect(br.headers['content-encoding']).toBe('br')
    expect(br.headers['vary']).toMatch(/accept-encoding/i)
    expect(br.headers['vary']).toMatch(/origin/i)
    expect(br.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(PAGES['index.html'])
    const gz = await get('/features/x', { 'accept-encoding': 'gzip' })
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(PAGES['features/x/index.html'])
    const plain = await get('/robots.txt', { 'accept-encoding': 'br' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe(PAGES['robots.txt'])
  })

  it('serves clean URLs and redirects a trailing slash once, keeping the query', async () => {
    const page = await get('/features/x')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Feature X')
    expect(page.headers['content-security-policy']).toBe("script-src 'sha256-x'")
    expect(page.headers['x-page']).toBe('x')
    const slash = await get('/features/x/?utm=1')
    expect(slash.statusCode).toBe(301)
    expect(slash.headers.location).toBe('/features/x?utm=1')
    expect((await get('/features/x/index.html')).statusCode).toBe(200)
  })

  it('answers manifest redirects with their status, keeping the query string', async () => {
    const res = await get('/mock-interview?ref=ad')
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/features/mock-interview?ref=ad')
    const slash = await get('/mock-interview/')
    expect(slash.statusCode).toBe(301)
    expect(slash.headers.location).toBe('/features/mock-interview')
    const other = await get('/old')
    expect(other.statusCode).toBe(308)
    expect(other.headers.location).toBe('/features/x')
  })

  it('caches hashed assets for a year, immutable', async () => {
    const res = await get('/assets/a-Hx12ab.js', { 'accept-encoding': 'br' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe(CACHE_IMMUTABLE)
    expect(res.headers['content-type']).toMatch(/javascript/)
    expect(res.headers['content-encoding']).toBe('br')
  })

  it('serves prerendered .data files as text/x-script', async () => {
    const res = await get('/features/x.data')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/x-script')
    expect(res.body).toBe(PAGES['features/x.data'])
  })

  it('answers unknown pages with the 404 page and status 404, precompressed too', async () => {
    const res = await get('/no/such/page')
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['content-security-policy']).toBe("script-src 'sha256-404'")
    expect(res.body).toContain('Oops! Page not found')
    const gz = await get('/missing.js', { 'accept-encoding': 'gzip' })
    expect(gz.statusCode).toBe(404)
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(PAGES['404.html'])
  })

  it('keeps API paths JSON', async () => {
    const res = await get('/api/unknown')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ error: 'Not Found' })
  })

  it('refuses path traversal and open redirects', async () => {
    for (const url of ['/../package.json', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd', '/assets/%00.js', '/%E0%A4%A']) {
      const res = await get(url)
      // a malformed escape is the router's 400; everything else the 404 page
      expect([400, 404], url).toContain(res.statusCode)
      expect(res.body).not.toContain('root:')
    }
    expect((await get('/%E0%A4%A')).json()).toEqual({ error: 'Bad Request', message: 'Malformed URL' })
    const res = await get('//evil.example/')
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/evil.example')
  })

  it('answers HEAD without a body and revalidation with 304', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/' })
    expect(head.statusCode).toBe(200)
    expect(head.body).toBe('')
    const etag = (await get('/')).headers.etag as string
    expect(etag).toBeTruthy()
    const again = await get('/', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
  })
})
