/**
 * Serving the prerendered site from a fake build: clean URLs, precompressed files, real 404s,
 * caching, manifest redirects and per-page headers.
 */
import { createHash } from 'node:crypto'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { Writable } from 'node:stream'
import zlib from 'node:zlib'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { loggerOptions } from '../src/logger.ts'
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, DCZ_MAGIC } from '@app/contract/headers'
import { MAX_REQUESTS_PER_SOCKET } from '../src/connections.ts'
import { NO_LIMITS, tempDir, testApp, testDb, testEnv, waitUntil, type TestDb } from './harness.ts'
import { rawGet, rawHttp } from './support/raw-http.ts'

const PAGES: Record<string, string> = {
  'index.html': '<!doctype html><title>Home</title><h1>Home page</h1>',
  'features/x/index.html': '<!doctype html><title>X</title><h1>Feature X</h1>',
  'features/mock-interview/index.html': '<!doctype html><title>Mock</title><h1>Mock Interview</h1>',
  '404.html': '<!doctype html><title>Not found</title><h1>Oops! Page not found</h1>',
  'assets/a-Hx12ab.js': 'console.log("asset")'.repeat(20),
  'robots.txt': 'User-agent: *\nAllow: /\n',
  'assets/b-Qz34cd.woff2': 'wOF2 font bytes',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  'og-image.png': 'PNG bytes',
  '.well-known/security.txt': 'Contact: mailto:security@example.com\n',
  '.git/config': '[core]',
  '.env': 'SECRET=1',
}
const COMPRESSED = ['index.html', 'features/x/index.html', '404.html', 'assets/a-Hx12ab.js', 'favicon.svg']
/** The pages' dictionary (decision 014), and a page as its difference from it: the API sends it as it is. */
const DICTIONARY = { path: 'assets/pages-abc.dict', body: Buffer.from('<!doctype html><title>Home</title>') }
const DICTIONARY_HASH = createHash('sha256').update(DICTIONARY.body).digest()
const HELD = `:${DICTIONARY_HASH.toString('base64')}:`
const X_DCZ = Buffer.concat([Buffer.from(DCZ_MAGIC), DICTIONARY_HASH, Buffer.from('a Zstandard frame')])

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
  fs.writeFileSync(path.join(dir, 'client', DICTIONARY.path), DICTIONARY.body)
  fs.writeFileSync(path.join(dir, 'client', 'features/x/index.html.dcz'), X_DCZ)
  fs.writeFileSync(
    path.join(dir, 'site-manifest.json'),
    JSON.stringify({
      redirects: [
        { from: '/mock-interview', to: '/features/mock-interview', status: 301 },
        { from: '/old', to: '/features/x', status: 308 },
      ],
      headers: {
        '/': { 'Content-Security-Policy': "script-src 'sha256-home'" },
        '/features/x': {
          'Content-Security-Policy': "script-src 'sha256-x'",
          'X-Page': 'x',
          'Permissions-Policy': 'camera=(), microphone=(self), geolocation=()',
        },
        '/404': { 'Content-Security-Policy': "script-src 'sha256-404'" },
        [`/${DICTIONARY.path}`]: { 'Use-As-Dictionary': 'match="/*", match-dest=("document")' },
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
    // With an allowlist, so that answers carry CORS's Vary: Origin next to Accept-Encoding.
    app = await testApp({
      db: t.db,
      env: testEnv({ ...NO_LIMITS, WEB_BUILD_DIR: buildDir, CORS_ORIGINS: 'https://admin.example.com' }, t.dataDir),
    })
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

  it('sends a page as its difference from the dictionary the browser holds, else Brotli', async () => {
    const chrome = 'gzip, deflate, br, zstd, dcb, dcz'
    const dictionary = await get(`/${DICTIONARY.path}`)
    expect(dictionary.headers['use-as-dictionary']).toBe('match="/*", match-dest=("document")')
    expect(dictionary.headers['cache-control']).toBe(CACHE_IMMUTABLE)
    const first = await get('/features/x', { 'accept-encoding': chrome })
    expect(first.headers['content-encoding']).toBe('br')
    expect(first.headers['vary']).toMatch(/accept-encoding, available-dictionary/i)

    const next = await get('/features/x', { 'accept-encoding': chrome, 'available-dictionary': HELD })
    expect(next.statusCode).toBe(200)
    expect(next.headers['content-encoding']).toBe('dcz')
    expect(next.rawPayload).toEqual(X_DCZ)
    expect(next.headers['vary']).toMatch(/origin/i)
    expect(next.headers['vary']).toMatch(/accept-encoding, available-dictionary/i)
    // Each coding its own entity tag: the dcz revalidates to 304, and is not the Brotli's.
    const dczTag = next.headers.etag as string
    expect(dczTag).not.toBe(first.headers.etag)
    const held = { 'accept-encoding': chrome, 'available-dictionary': HELD }
    expect((await get('/features/x', { ...held, 'if-none-match': dczTag })).statusCode).toBe(304)
    const brotliOnly = await get('/features/x', { 'accept-encoding': 'br', 'if-none-match': dczTag })
    expect(brotliOnly.statusCode).toBe(200)
    expect(brotliOnly.headers['content-encoding']).toBe('br')
    // A range of a coded body is not served: the whole dcz goes.
    const ranged = await get('/features/x', { ...held, range: 'bytes=0-3' })
    expect(ranged.statusCode).toBe(200)
    expect(ranged.headers['content-range']).toBeUndefined()
    expect(ranged.rawPayload).toEqual(X_DCZ)
    // HEAD answers as GET does.
    const head = await app.inject({
      method: 'HEAD',
      url: '/features/x',
      headers: { 'accept-encoding': chrome, 'available-dictionary': HELD },
    })
    expect(head.headers['content-encoding']).toBe('dcz')
    expect(Number(head.headers['content-length'])).toBe(X_DCZ.length)

    const older = await get('/features/x', {
      'accept-encoding': chrome,
      'available-dictionary': `:${Buffer.alloc(32).toString('base64')}:`,
    })
    expect(older.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(older.rawPayload).toString()).toBe(PAGES['features/x/index.html'])
    // A page without a dcz sibling, and a dcz the client did not accept.
    expect((await get('/', { 'accept-encoding': chrome, 'available-dictionary': HELD })).headers['content-encoding']).toBe('br')
    expect((await get('/features/x', { 'accept-encoding': 'br, dcz;q=0', 'available-dictionary': HELD })).headers['content-encoding']).toBe(
      'br',
    )
    // The .dcz is a sibling, never a file of its own.
    expect((await get('/features/x/index.html.dcz')).statusCode).toBe(404)
  })

  it('serves clean URLs and redirects a trailing slash once, keeping the query', async () => {
    const page = await get('/features/x')
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Feature X')
    expect(page.headers['content-security-policy']).toBe("script-src 'sha256-x'")
    expect(page.headers['x-page']).toBe('x')
    // The page's own Permissions-Policy wins over the default, which other pages keep.
    expect(page.headers['permissions-policy']).toBe('camera=(), microphone=(self), geolocation=()')
    expect((await get('/')).headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()')
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

  // Each file with and without a .br/.gz sibling, asked for with every kind of Accept-Encoding.
  const CACHING = [
    ['/assets/a-Hx12ab.js', CACHE_IMMUTABLE],
    ['/assets/b-Qz34cd.woff2', CACHE_IMMUTABLE],
    ['/favicon.svg', CACHE_REVALIDATE],
    ['/robots.txt', CACHE_REVALIDATE],
    ['/og-image.png', CACHE_REVALIDATE],
  ] as const
  const ACCEPT_ENCODINGS = [undefined, 'br', 'gzip', 'gzip, deflate, br', 'identity', 'zstd']
  it.each(CACHING.flatMap(([url, cache]) => ACCEPT_ENCODINGS.map((encoding) => [url, encoding, cache] as const)))(
    '%s with Accept-Encoding %s: Cache-Control %s',
    async (url, encoding, cache) => {
      const res = await get(url, encoding === undefined ? {} : { 'accept-encoding': encoding })
      expect(res.statusCode).toBe(200)
      expect(res.headers['cache-control']).toBe(cache)
    },
  )

  it('serves /.well-known/security.txt, and no other dotfile', async () => {
    const res = await get('/.well-known/security.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.body).toBe(PAGES['.well-known/security.txt'])
    for (const url of ['/.git/config', '/.env']) expect((await get(url)).statusCode, url).toBe(404)
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

describe('HEAD on site pages', () => {
  let t: TestDb
  let app: FastifyInstance
  let buildDir: string
  let base: string
  let logs = ''

  beforeAll(async () => {
    t = await testDb('sqlite')
    buildDir = tempDir('api-build-')
    writeBuild(buildDir)
    const stream = new Writable({
      write(chunk, _enc, cb) {
        logs += String(chunk)
        cb()
      },
    })
    app = await buildApp({
      db: t.db,
      env: testEnv({ ...NO_LIMITS, WEB_BUILD_DIR: buildDir }, t.dataDir),
      // debug: every request logged, so an empty list of warnings means something.
      logger: { ...(loggerOptions('debug') as object), stream },
    })
    base = await app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await app.close()
    await t.close()
    fs.rmSync(buildDir, { recursive: true, force: true })
  })

  /** A raw HTTP HEAD, like `curl -I`: the status, the headers and how many body bytes came. */
  function head(url: string, headers: Record<string, string>) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: number }>((resolve, reject) => {
      const req = http.request(base + url, { method: 'HEAD', headers, agent: false }, (res) => {
        let bytes = 0
        res.on('data', (c: Buffer) => (bytes += c.length))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes }))
      })
      req.on('error', reject)
      req.end()
    })
  }

  // Pages, the 404 page, assets, route data and a file without compressed siblings; each
  // plain, with Brotli and with gzip accepted.
  const PATHS = [
    '/',
    '/features/x',
    '/features/mock-interview',
    '/robots.txt',
    '/assets/a-Hx12ab.js',
    '/assets/b-Qz34cd.woff2',
    '/no/such/page',
    '/missing.js',
  ]
  const ENCODINGS: Record<string, string>[] = [{}, { 'accept-encoding': 'gzip, deflate, br' }, { 'accept-encoding': 'gzip' }]
  const CASES = PATHS.flatMap((url) => ENCODINGS.map((headers) => [url, headers] as const))
  const VOLATILE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])
  const stable = (h: Record<string, unknown>) => Object.fromEntries(Object.entries(h).filter(([k]) => !VOLATILE.has(k)))

  it.each(CASES)('HEAD %s %j answers GET’s status and headers, no body, no error log', async (url, headers) => {
    logs = ''
    const get = await app.inject({ url, headers })
    const res = await head(url, headers)
    expect(res.bytes).toBe(0)
    expect(res.status).toBe(get.statusCode)
    expect(stable(res.headers)).toEqual(stable(get.headers))
    expect(Number(res.headers['content-length'])).toBe(get.rawPayload.length)
    const viaInject = await app.inject({ method: 'HEAD', url, headers })
    expect(viaInject.rawPayload.length).toBe(0)
    expect(stable(viaInject.headers)).toEqual(stable(get.headers))
    // Each of the three requests ran to its end (onResponse) before the log is read.
    const completed = () => logs.split('\n').filter((l) => l.includes('"msg":"request completed"')).length
    await waitUntil(() => completed() >= 3, 5000, 'the three requests completed in the log')
    const problems = logs.split('\n').filter((l) => /"level":(40|50|60)/.test(l))
    expect(problems).toEqual([])
    expect(logs).toContain('"method":"HEAD"')
  })
})

describe('over a real socket: redirects, and the answers Node would write itself', () => {
  let t: TestDb
  let app: FastifyInstance
  let buildDir: string
  let port: number

  beforeAll(async () => {
    t = await testDb('sqlite')
    buildDir = tempDir('api-build-')
    writeBuild(buildDir)
    app = await testApp({ db: t.db, env: testEnv({ ...NO_LIMITS, WEB_BUILD_DIR: buildDir }, t.dataDir) })
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as { port: number }).port
  })
  afterAll(async () => {
    await app.close()
    await t.close()
    fs.rmSync(buildDir, { recursive: true, force: true })
  })

  /** What a browser makes of a Location on https://site.test: it must stay on the site. */
  const resolved = (location: string | undefined) => new URL(location ?? '', 'https://site.test/features/')

  it('serves an absolute-form request target as its path, never redirecting off-site', async () => {
    const page = await rawGet(port, 'https://evil.example/features/x')
    expect(page.status).toBe(200)
    expect(page.body).toContain('Feature X')
    const slash = await rawGet(port, 'https://evil.example/features/x/?a=1')
    expect(slash.status).toBe(301)
    expect(slash.headers.location).toBe('/features/x?a=1')
    const api = await rawGet(port, 'http://evil.example/api/nope')
    expect(api.status).toBe(404)
    expect(JSON.parse(api.body)).toMatchObject({ error: 'Not Found', message: 'No such API route' })
  })

  it.each([
    'https://evil.example/login/',
    'http://evil.example/',
    'HTTPS://evil.example//x/',
    '/\\evil.example/',
    '/\\/evil.example/',
    '/\\\\evil.example/',
    '//\\evil.example/',
    '/%5Cevil.example/',
    '/%2F%2Fevil.example/',
    '/features\\..\\evil/',
    '/\t/evil.example/',
    '/mock-interview/?next=//evil.example',
  ])('keeps the redirect for %s on our origin', async (target) => {
    const res = await rawGet(port, target)
    expect([200, 301, 308, 400, 404]).toContain(res.status)
    if (res.status !== 301 && res.status !== 308) return
    expect(res.headers.location).toMatch(/^\/(?![/\\])[^\\]*$/)
    expect(resolved(res.headers.location).origin).toBe('https://site.test')
  })

  const ours = (res: { headers: Record<string, string>; body: string }) => {
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['content-security-policy']).toContain("default-src 'none'")
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
    return JSON.parse(res.body) as { error: string; message: string }
  }

  it.each(['/%c0%ae', '/%', '/%zz'])('answers the malformed escape %s with our shape and headers', async (target) => {
    const res = await rawGet(port, target)
    expect(res.status).toBe(400)
    expect(ours(res)).toEqual({ error: 'Bad Request', message: 'Malformed URL' })
  })

  it('answers a request without Host, an unknown Expect and CONNECT with our shape and headers', async () => {
    const noHost = await rawHttp(port, 'GET / HTTP/1.1\r\nConnection: close\r\n\r\n')
    expect(noHost.status).toBe(400)
    expect(ours(noHost).message).toMatch(/Host/)
    const expectation = await rawHttp(
      port,
      'POST /stripeapi/submit-ticket HTTP/1.1\r\nHost: t\r\nExpect: 200-ok\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}',
    )
    expect(expectation.status).toBe(417)
    expect(ours(expectation).message).toMatch(/100-continue/)
    const connect = await rawHttp(port, 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n')
    expect(connect.status).toBe(405)
    expect(ours(connect).message).toMatch(/CONNECT/)
    // HTTP/1.0 has no Host requirement.
    expect((await rawHttp(port, 'GET / HTTP/1.0\r\n\r\n')).status).toBe(200)
  })

  it('does not redirect an encoded slash to itself, serves neither _headers nor _redirects, and answers /404 with 404', async () => {
    fs.writeFileSync(path.join(buildDir, 'client', '_headers'), '/*\n  X-Test: 1\n')
    const fresh = await testApp({ db: t.db, env: testEnv({ ...NO_LIMITS, WEB_BUILD_DIR: buildDir }, t.dataDir) })
    try {
      for (const url of ['/%2f', '/%2F', '/features/x%2f']) {
        const res = await fresh.inject(url)
        expect(res.statusCode, url).toBe(404)
      }
      for (const url of ['/_headers', '/_redirects', '/404', '/404.html']) {
        const res = await fresh.inject(url)
        expect(res.statusCode, url).toBe(404)
        expect(res.body, url).toContain('Oops! Page not found')
      }
    } finally {
      await fresh.close()
    }
  })

  it(`closes a connection after ${MAX_REQUESTS_PER_SOCKET} requests, saying so on the last answer`, async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const get = () =>
      new Promise<{ connection: string | undefined; socket: unknown }>((resolve, reject) => {
        http
          .get(`http://127.0.0.1:${port}/robots.txt`, { agent }, (res) => {
            const socket = res.socket
            res.resume()
            res.on('end', () => resolve({ connection: res.headers.connection, socket }))
          })
          .on('error', reject)
      })
    try {
      const first = await get()
      let answer = first
      for (let i = 2; i < MAX_REQUESTS_PER_SOCKET; i++) answer = await get()
      expect(answer).toEqual({ connection: 'keep-alive', socket: first.socket })
      const last = await get()
      expect(last).toEqual({ connection: 'close', socket: first.socket })
      expect((await get()).socket).not.toBe(first.socket)
    } finally {
      agent.destroy()
    }
  }, 60_000)

  it('serves byte ranges of a file that is not precompressed, and refuses one past its end', async () => {
    const whole = await app.inject('/og-image.png')
    expect(whole.headers['accept-ranges']).toBe('bytes')
    const part = await app.inject({ url: '/og-image.png', headers: { range: 'bytes=0-2' } })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 0-2/${whole.rawPayload.length}`)
    expect(part.body).toBe('PNG')
    const tail = await app.inject({ url: '/og-image.png', headers: { range: 'bytes=-5' } })
    expect(tail.body).toBe('bytes')
    const past = await app.inject({ url: '/og-image.png', headers: { range: 'bytes=999-' } })
    expect(past.statusCode).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${whole.rawPayload.length}`)
    // An invalid range is ignored (RFC 9110 §14.1.1), not refused.
    const backwards = await app.inject({ url: '/og-image.png', headers: { range: 'bytes=5-2' } })
    expect(backwards.statusCode).toBe(200)
    expect(backwards.body).toBe('PNG bytes')
  })

  it('serves a range under If-Range only for the current entity tag', async () => {
    const etag = (await app.inject('/og-image.png')).headers.etag as string
    const ranged = (ifRange: string) => app.inject({ url: '/og-image.png', headers: { range: 'bytes=0-2', 'if-range': ifRange } })
    const current = await ranged(etag)
    expect(current.statusCode).toBe(206)
    expect(current.body).toBe('PNG')
    // The client holds parts of another version: it gets the whole file, never a mix.
    for (const stale of ['"an-older-version"', `W/${etag}`, 'Tue, 24 Nov 2026 10:00:00 GMT']) {
      const res = await ranged(stale)
      expect(res.statusCode, stale).toBe(200)
      expect(res.body).toBe('PNG bytes')
      expect(res.headers['content-range']).toBeUndefined()
    }
  })

  it('chooses the coding by q-value, not by the first name that matches', async () => {
    const coding = async (acceptEncoding: string) =>
      (await app.inject({ url: '/', headers: { 'accept-encoding': acceptEncoding } })).headers['content-encoding']
    expect(await coding('*, br;q=0')).toBe('gzip')
    expect(await coding('*;q=0, br')).toBe('br')
    expect(await coding('br;q=0.2, gzip;q=0.8')).toBe('gzip')
    const refusedAll = await app.inject({ url: '/', headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } })
    expect(refusedAll.headers['content-encoding']).toBeUndefined()
    expect(refusedAll.body).toBe(PAGES['index.html'])
  })
})
