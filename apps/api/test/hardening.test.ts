import fs from 'node:fs'
import net from 'node:net'
import { STATUS_CODES } from 'node:http'
import { Writable } from 'node:stream'
import { ApiErrorSchema } from '@app/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../src/app.ts'
import { loggerOptions } from '../src/logger.ts'
import { smtpMailer } from '../src/mail/transports.ts'
import { JSON_CSP, SECURITY_HEADERS } from '@app/contract/headers'
import { freePort } from '@app/tooling/serve'
import { NO_LIMITS, postTicket, testApp, testDb, testEnv, validTicket, waitUntil, type TestDb } from './harness.ts'
import { rawHttp } from './support/raw-http.ts'

let t: TestDb
beforeAll(async () => {
  t = await testDb('sqlite')
})
afterAll(async () => t.close())

describe('CORS', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp({
      db: t.db,
      env: testEnv({ ...NO_LIMITS, CORS_ORIGINS: 'https://www.example.com, https://admin.example.com/' }, t.dataDir),
    })
  })
  afterAll(async () => app.close())

  it('allows an origin on the allowlist, including its preflight', async () => {
    const res = await app.inject({ url: '/stripeapi/get-products', headers: { origin: 'https://admin.example.com' } })
    expect(res.headers['access-control-allow-origin']).toBe('https://admin.example.com')
    const pre = await app.inject({
      method: 'OPTIONS',
      url: '/stripeapi/submit-ticket',
      headers: {
        origin: 'https://www.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    })
    expect(pre.statusCode).toBe(204)
    expect(pre.headers['access-control-allow-origin']).toBe('https://www.example.com')
    expect(String(pre.headers['access-control-allow-headers']).toLowerCase()).toContain('idempotency-key')
  })

  it('grants no origin anything without an allowlist', async () => {
    const plain = await testApp({ db: t.db, env: testEnv(NO_LIMITS, t.dataDir) })
    const res = await plain.inject({ url: '/stripeapi/get-products', headers: { origin: 'https://www.example.com' } })
    expect(res.statusCode).toBe(200)
    expect(Object.keys(res.headers).filter((h) => h.startsWith('access-control-'))).toEqual([])
    const pre = await plain.inject({
      method: 'OPTIONS',
      url: '/stripeapi/submit-ticket',
      headers: {
        origin: 'https://www.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(pre.statusCode).toBe(404)
    expect(Object.keys(pre.headers).filter((h) => h.startsWith('access-control-'))).toEqual([])
    await plain.close()
  })

  it('gives other origins no CORS grant', async () => {
    const res = await app.inject({ url: '/stripeapi/get-products', headers: { origin: 'https://evil.example' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('serves same-origin requests (no Origin header) normally', async () => {
    const res = await postTicket(app, validTicket())
    expect(res.statusCode).toBe(201)
  })
})

describe('rate limits', () => {
  let app: FastifyInstance | undefined
  // The ticket quota lives in the database: each test starts with a fresh one.
  let t: TestDb
  beforeEach(async () => {
    t = await testDb('sqlite')
  })
  afterEach(async () => {
    vi.useRealTimers()
    await app?.close()
    app = undefined
    await t.close()
  })

  it('allows 5 tickets per 15 minutes per IP, then 429 with Retry-After', async () => {
    app = await testApp({ db: t.db, env: testEnv({}, t.dataDir) })
    for (let i = 0; i < 5; i++) expect((await postTicket(app, validTicket())).statusCode).toBe(201)
    const res = await postTicket(app, validTicket())
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(800)
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(900)
    expect(ApiErrorSchema.parse(res.json()).error).toBe('Too Many Requests')
    // another client is not affected
    const other = await app.inject({
      method: 'POST',
      url: '/stripeapi/submit-ticket',
      remoteAddress: '10.0.0.9',
      headers: { 'content-type': 'application/json' },
      payload: validTicket(),
    })
    expect(other.statusCode).toBe(201)
    // reads are counted separately
    expect((await app.inject('/stripeapi/get-products')).statusCode).toBe(200)
  })

  it('counts only requests that pass validation: 415, 400 and 413 answers use no quota', async () => {
    app = await testApp({ db: t.db, env: testEnv({}, t.dataDir) })
    const post = (payload: string, type = 'application/json') =>
      app!.inject({ method: 'POST', url: '/stripeapi/submit-ticket', headers: { 'content-type': type }, payload })
    // What any web page can make a visitor's browser send without a preflight, and worse.
    for (let i = 0; i < 10; i++) {
      expect((await post(JSON.stringify(validTicket()), 'text/plain')).statusCode).toBe(415)
      expect((await post(JSON.stringify(validTicket({ email: 'nope' })))).statusCode).toBe(400)
      expect((await post('{"name":')).statusCode).toBe(400)
      expect((await post(JSON.stringify(validTicket({ message: 'm'.repeat(40_000) })))).statusCode).toBe(413)
      expect((await postTicket(app, validTicket(), { 'idempotency-key': 'bad key' })).statusCode).toBe(400)
    }
    for (let i = 0; i < 5; i++) expect((await postTicket(app, validTicket())).statusCode).toBe(201)
    expect((await postTicket(app, validTicket())).statusCode).toBe(429)
  })

  it('allows 20 tickets per day per IP across 15-minute windows', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    app = await testApp({ db: t.db, env: testEnv({}, t.dataDir) })
    for (let w = 0; w < 4; w++) {
      for (let i = 0; i < 5; i++) expect((await postTicket(app, validTicket())).statusCode).toBe(201)
      vi.setSystemTime(Date.now() + 16 * 60_000)
    }
    const res = await postTicket(app, validTicket())
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(20 * 3600)
  })

  it('allows 120 reads per minute per IP and does not count them against tickets', async () => {
    app = await testApp({ db: t.db, env: testEnv({}, t.dataDir) })
    for (let i = 0; i < 60; i++) expect((await app.inject('/stripeapi/get-products')).statusCode).toBe(200)
    for (let i = 0; i < 60; i++) expect((await app.inject('/api/generalConfig/tenant/all?tenantId=0')).statusCode).toBe(200)
    const res = await app.inject('/stripeapi/get-products')
    expect(res.statusCode).toBe(429)
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect((await postTicket(app, validTicket())).statusCode).toBe(201)
    expect((await app.inject('/healthz')).statusCode).toBe(200)
  })

  it('keys on X-Forwarded-For only when TRUST_PROXY is set', async () => {
    const burst = async (a: FastifyInstance, ip: string) => {
      const codes: number[] = []
      for (let i = 0; i < 6; i++) {
        codes.push((await postTicket(a, validTicket(), { 'x-forwarded-for': ip })).statusCode)
      }
      return codes.filter((c) => c === 429).length
    }
    app = await testApp({ db: t.db, env: testEnv({ TRUST_PROXY: 'true' }, t.dataDir) })
    expect(await burst(app, '203.0.113.1')).toBe(1)
    expect(await burst(app, '203.0.113.2')).toBe(1)
    await app.close()
    app = await testApp({ db: t.db, env: testEnv({}, t.dataDir) })
    expect(await burst(app, '203.0.113.1')).toBe(1)
    expect(await burst(app, '203.0.113.2')).toBe(6)
  })

  it('keys on the address the named load balancer appended; a hop count, which Fastify 5 ignores, stops the start', async () => {
    // Fastify 5 fails closed on a number: every visitor would share the balancer's address and
    // its five tickets, so the documented TRUST_PROXY=1 must not start quietly.
    expect(() => testEnv({ TRUST_PROXY: '1' })).toThrow(
      /TRUST_PROXY: a hop count is ignored by Fastify 5.*e\.g\. TRUST_PROXY=10\.0\.0\.0\/8/,
    )
    const burst = async (a: FastifyInstance, forwardedFor: string) => {
      const codes: number[] = []
      for (let i = 0; i < 6; i++) codes.push((await postTicket(a, validTicket(), { 'x-forwarded-for': forwardedFor })).statusCode)
      return codes.filter((c) => c === 429).length
    }
    // The injected requests come from 127.0.0.1: that is the balancer here.
    app = await testApp({ db: t.db, env: testEnv({ TRUST_PROXY: '127.0.0.1' }, t.dataDir) })
    // The first entry is whatever the client sent; the last one is what the balancer saw.
    expect(await burst(app, '198.51.100.9, 203.0.113.1')).toBe(1)
    expect(await burst(app, '198.51.100.9, 203.0.113.2')).toBe(1)
    expect(await burst(app, '198.51.100.10, 203.0.113.2')).toBe(6)
  })

  it('keys a forwarded address by the address, whatever its spelling, and refuses one that is not an address', async () => {
    const limited = { RATE_LIMIT_TICKETS_15MIN: '1', RATE_LIMIT_TICKETS_DAY: '0', TRUST_PROXY: '127.0.0.1' }
    const a = (app = await testApp({ db: t.db, env: testEnv(limited, t.dataDir) }))
    const post = (ip: string) => postTicket(a, validTicket(), { 'x-forwarded-for': ip })
    expect((await post('1.2.3.4')).statusCode).toBe(201)
    const rows = (await t.db.selectFrom('quota_windows').select('key').execute()).length
    for (const spelling of ['1.2.3.4:1111', '[1.2.3.4]:3333', '001.002.003.004', '1.2.3.4.', '0x01020304']) {
      expect((await post(spelling)).statusCode, spelling).toBe(429)
    }
    for (const garbage of ['garbage1', 'unknown', '1.2.3.4.5']) {
      const res = await post(garbage)
      expect(res.statusCode, garbage).toBe(400)
      expect(res.json().message).toMatch(/X-Forwarded-For/)
    }
    expect(await t.db.selectFrom('quota_windows').select('key').execute()).toHaveLength(rows)
  })

  it('counts an IPv6 client by its /64: new interface identifiers give no new tickets, and no new rows', async () => {
    const a = (app = await testApp({ db: t.db, env: testEnv({ TRUST_PROXY: '127.0.0.1' }, t.dataDir) }))
    const post = (ip: string) => postTicket(a, validTicket(), { 'x-forwarded-for': ip })
    // One host (privacy extensions) or one attacker picks any of 2^64 addresses in its network.
    const network = [
      '2001:db8:1:2::1',
      '2001:DB8:1:2:0:0:0:2',
      '2001:db8:1:2:aaaa:bbbb:cccc:dddd',
      '2001:0db8:0001:0002::ffff',
      '2001:db8:1:2::5',
    ]
    for (const ip of network) expect((await post(ip)).statusCode).toBe(201)
    expect((await post('2001:db8:1:2:1234::6')).statusCode).toBe(429)
    expect((await post('2001:db8:1:3::1')).statusCode).toBe(201)
    expect(await t.db.selectFrom('quota_windows').select('key').execute()).toHaveLength(4)
    // A dual-stack socket shows an IPv4 client as ::ffff:a.b.c.d: still that one IPv4 client.
    for (let i = 0; i < 5; i++) expect((await post(i % 2 ? '::ffff:203.0.113.7' : '203.0.113.7')).statusCode).toBe(201)
    expect((await post('::ffff:cb00:7107')).statusCode).toBe(429)
    expect((await post('::ffff:203.0.113.8')).statusCode).toBe(201)
  })
})

describe('errors, headers and health', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await testApp({ db: t.db, env: testEnv(NO_LIMITS, t.dataDir) })
  })
  afterAll(async () => app.close())

  it('sends the security headers on every answer and a deny-all CSP on JSON', async () => {
    for (const url of ['/stripeapi/get-products', '/api/nope', '/healthz']) {
      const res = await app.inject(url)
      expect(res.headers).toMatchObject({
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'cross-origin-resource-policy': 'same-origin',
        'content-security-policy': expect.stringContaining("default-src 'none'"),
      })
      // Decision 017: pages open in the tab's browsing context group, as on a static host.
      expect(res.headers).not.toHaveProperty('cross-origin-opener-policy')
    }
  })

  it.each([
    [
      'a duplicate Content-Length',
      'POST /stripeapi/submit-ticket HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\nhello',
      400,
    ],
    ['a header line without a colon', 'GET /healthz HTTP/1.1\r\nHost x\r\n\r\n', 400],
    ['a space before the colon', 'GET /healthz HTTP/1.1\r\nHost : x\r\n\r\n', 400],
    [
      'Content-Length and chunked together',
      'POST /stripeapi/submit-ticket HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
    ],
    ['headers over 16 KiB', `GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('answers a request the HTTP parser rejects (%s) in our error shape with our headers', async (_label, request, status) => {
    const reason = status === 431 ? /headers are too large/ : /^Malformed HTTP request: \w/
    const server = await testApp({ db: t.db, env: testEnv(NO_LIMITS, t.dataDir) })
    await server.listen({ port: 0, host: '127.0.0.1' })
    const res = await rawHttp((server.server.address() as { port: number }).port, request)
    await server.close()
    expect(res.status).toBe(status)
    expect(ApiErrorSchema.strict().parse(JSON.parse(res.body))).toMatchObject({
      error: STATUS_CODES[status],
      message: expect.stringMatching(reason),
    })
    expect(res.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'content-security-policy': JSON_CSP,
      connection: 'close',
      ...SECURITY_HEADERS,
    })
    expect(Number(res.headers['content-length'])).toBe(Buffer.byteLength(res.body))
  })

  it('answers unknown API paths and methods with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/stripeapi/nope'],
      ['DELETE', '/stripeapi/submit-ticket'],
      ['PUT', '/anything'],
    ] as const) {
      const res = await app.inject({ method, url })
      expect(res.statusCode).toBe(404)
      expect(ApiErrorSchema.parse(res.json()).error).toBe('Not Found')
    }
  })

  it('answers 503 JSON for pages when the site is not built', async () => {
    const res = await app.inject('/')
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ error: 'Service Unavailable', message: 'Site not built: run npm run build' })
  })

  it('reports liveness and readiness', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' })
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ready' })
  })

  it('answers a database failure with a JSON 500 without internals, and readyz 503', async () => {
    const broken = await testDb('sqlite')
    const b = await testApp({ db: broken.db, env: testEnv(NO_LIMITS, broken.dataDir) })
    await broken.db.destroy()
    const res = await postTicket(b, validTicket())
    expect(res.statusCode).toBe(500)
    const body = ApiErrorSchema.strict().parse(res.json())
    expect(body.message).not.toMatch(/sqlite|database|at \w+ \(/i)
    expect((await b.inject('/readyz')).statusCode).toBe(503)
    // the products answer never fails: it falls back to the built-in catalog
    expect((await b.inject('/stripeapi/get-products')).statusCode).toBe(200)
    await b.close()
    fs.rmSync(broken.dataDir, { recursive: true, force: true })
  })
})

describe('closing', () => {
  it('answers a request that arrives while the process drains with our 503: headers, body and Retry-After', async () => {
    const app = await testApp({ db: t.db, env: testEnv(NO_LIMITS, t.dataDir) })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as { port: number }
    const socket = net.connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (c: Buffer) => chunks.push(c))
    const closed = new Promise((resolve) => socket.on('close', resolve))
    await new Promise((resolve) => socket.once('connect', resolve))
    // A ticket whose body is still on its way keeps the connection busy, so closing cannot reap it.
    const body = JSON.stringify(validTicket())
    socket.write(
      `POST /stripeapi/submit-ticket HTTP/1.1\r\nHost: site.test\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
    )
    await new Promise((r) => setTimeout(r, 100))
    const closing = app.close()
    // The rest of the ticket, then a second request on the same connection, now during the drain.
    socket.write(`${body.slice(10)}GET /stripeapi/get-products HTTP/1.1\r\nHost: site.test\r\n\r\n`)
    await closed
    await closing
    const text = Buffer.concat(chunks).toString('utf8')
    const second = text.slice(text.indexOf('HTTP/1.1', 1))
    expect(text.startsWith('HTTP/1.1 201')).toBe(true)
    expect(second).toMatch(/^HTTP\/1\.1 503 Service Unavailable\r\n/)
    const [head = '', payload = ''] = second.split('\r\n\r\n')
    expect(head).toMatch(/^retry-after: 10$/im)
    expect(head).toMatch(/^connection: close$/im)
    expect(head).toMatch(/^x-content-type-options: nosniff$/im)
    expect(head).toMatch(/^content-security-policy: default-src 'none'/im)
    expect(JSON.parse(payload)).toEqual({ error: 'Service Unavailable', message: 'The server is restarting; please retry shortly' })
  })
})

describe('logs', () => {
  /** The JSON lines an app logs at `level` while `requests` run, up to a final marker request. */
  async function logLines(level: string, requests: (app: FastifyInstance) => Promise<unknown>) {
    let out = ''
    const stream = new Writable({
      write(chunk, _enc, cb) {
        out += String(chunk)
        cb()
      },
    })
    const app = await buildApp({
      env: testEnv({ ...NO_LIMITS, LOG_LEVEL: level }, t.dataDir),
      db: t.db,
      logger: { ...(loggerOptions(level) as object), stream },
    })
    await app.ready()
    await requests(app)
    // A 404 goes last: once its line is there, every earlier request has been logged too.
    await app.inject('/api/marker')
    await waitUntil(() => out.includes('"statusCode":404'), 5000, 'the marker request logged')
    await app.close()
    return out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown> & { res?: { statusCode: number } })
  }
  const traffic = async (app: FastifyInstance) => {
    await app.inject('/stripeapi/get-products')
    await app.inject('/api/generalConfig/tenant/all?tenantId=0')
    await app.inject({ method: 'HEAD', url: '/stripeapi/get-products' })
    await app.inject('/healthz') // its own level, warn: never logged when it succeeds
    await postTicket(app, validTicket())
    await postTicket(app, validTicket({ email: 'nope' }))
  }
  const completed = (lines: Awaited<ReturnType<typeof logLines>>) => lines.filter((l) => l.msg === 'request completed')

  it('logs rejections, errors and tickets at info, each with its reqId, and successful reads only at debug', async () => {
    const info = await logLines('info', traffic)
    expect(completed(info).map((l) => l.res?.statusCode)).toEqual([201, 400, 404])
    expect(info.filter((l) => l.msg === 'incoming request')).toEqual([])
    const [created] = completed(info)
    expect(created!.reqId).toMatch(/\w/)
    expect(info.find((l) => l.msg === 'Ticket stored')?.reqId).toBe(created!.reqId)

    const debug = await logLines('debug', traffic)
    expect(completed(debug).map((l) => l.res?.statusCode)).toEqual([200, 200, 200, 201, 400, 404])
    expect(debug.filter((l) => l.msg === 'incoming request')).toHaveLength(6)
    expect(completed(debug).every((l) => typeof l.reqId === 'string' && typeof l.responseTime === 'number')).toBe(true)
  })

  it('never contain message bodies or e-mail addresses', async () => {
    let out = ''
    const stream = new Writable({
      write(chunk, _enc, cb) {
        out += String(chunk)
        cb()
      },
    })
    const env = testEnv({ ...NO_LIMITS, LOG_LEVEL: 'trace' }, t.dataDir)
    const down = smtpMailer(`smtp://127.0.0.1:${await freePort()}`)
    const app = await buildApp({
      env,
      db: t.db,
      mailer: down,
      outbox: { pollMs: 20, baseDelayMs: 20 },
      logger: { ...(loggerOptions('trace') as object), stream },
    })
    await app.ready()
    await postTicket(app, validTicket({ email: 'secret.person@example.com', message: 'my very private words' }))
    await postTicket(app, validTicket({ email: 'x@y', phone: 'secret.person@example.com' }))
    await postTicket(app, '{"email":"secret.person@example.com",')
    await waitUntil(() => out.includes('will retry'), 5000, 'a delivery failure log line')
    await app.close()
    down.close()
    expect(out).toContain('Ticket stored')
    expect(out).not.toContain('secret.person')
    expect(out).not.toContain('private words')
  })
})
