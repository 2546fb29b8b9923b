/**
 * Operator signals: the Prometheus endpoint (its own port, off by default) with request,
 * ticket, outbox and mail figures; readiness failing when PostgreSQL goes away; logs as JSON
 * lines through a pipe and readable lines at a terminal.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { freePort, repoRoot, startApi } from '@app/tooling/serve'
import { smtpMailer } from '../src/mail/transports.ts'
import { smtpSink, type SmtpSink } from './support/smtp.ts'
import { rawHttp } from './support/raw-http.ts'
import { postTicket, stopPostgres, tempDir, testApp, testDb, testEnv, validTicket, waitUntil, type TestDb } from './harness.ts'

afterAll(stopPostgres)

/** The value of one sample in Prometheus text, e.g. `tickets_total{outcome="accepted"}`; 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line ? Number(line.slice(series.length + 1)) : 0
}

describe('GET /metrics on METRICS_PORT', () => {
  let t: TestDb
  let smtp: SmtpSink
  let app: FastifyInstance
  let metricsUrl: string

  beforeEach(async () => {
    t = await testDb('sqlite')
    smtp = await smtpSink()
    await smtp.start()
    const port = await freePort()
    metricsUrl = `http://127.0.0.1:${port}/metrics`
    app = await testApp({
      db: t.db,
      env: testEnv({ METRICS_PORT: String(port), RATE_LIMIT_TICKETS_15MIN: '3' }, t.dataDir),
      mailer: smtpMailer(smtp.url),
      outbox: { pollMs: 50, baseDelayMs: 100, maxDelayMs: 200 },
    })
  })
  afterEach(async () => {
    await app.close()
    await smtp.stop()
    await t.close()
  })

  const scrape = async () => {
    const res = await fetch(metricsUrl)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
    return res.text()
  }

  it('counts requests by route, tickets by outcome, the outbox backlog and its age, sends and failures', async () => {
    smtp.refuse = 'Mailbox busy, try later'
    for (let i = 0; i < 2; i++) expect((await app.inject('/stripeapi/get-products')).statusCode).toBe(200)
    expect((await app.inject('/api/generalConfig/tenant/all?tenantId=x')).statusCode).toBe(400)
    expect((await postTicket(app, validTicket())).statusCode).toBe(201)
    expect((await postTicket(app, validTicket({ email: 'not an address' }))).statusCode).toBe(400)
    expect((await postTicket(app, validTicket({ website: 'http://spam.example' }))).statusCode).toBe(201)
    const key = { 'idempotency-key': 'k-1' }
    expect((await postTicket(app, validTicket(), key)).statusCode).toBe(201)
    // A replay is answered from its key and not counted: the quota of 3 is used by the three above.
    expect((await postTicket(app, validTicket(), key)).headers['idempotent-replayed']).toBe('true')
    expect((await postTicket(app, validTicket())).statusCode).toBe(429)
    expect((await app.inject('/api/no-such-call')).statusCode).toBe(404)

    // The SMTP server refuses: failures are counted, the two real tickets wait.
    let text = ''
    await waitUntil(async () => sample((text = await scrape()), 'mail_send_failures_total') >= 2, 10_000, 'send failures in the metrics')
    expect(sample(text, 'outbox_pending_mails')).toBe(2)
    expect(sample(text, 'outbox_oldest_pending_age_seconds')).toBeGreaterThan(0)
    expect(sample(text, 'outbox_dead_mails')).toBe(0)
    expect(sample(text, 'mail_sent_total')).toBe(0)

    expect(sample(text, 'http_requests_total{method="GET",route="/stripeapi/get-products",status_code="200"}')).toBe(2)
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/stripeapi/get-products"}')).toBe(2)
    expect(sample(text, 'http_requests_total{method="GET",route="/api/generalConfig/tenant/all",status_code="400"}')).toBe(1)
    expect(sample(text, 'http_requests_total{method="POST",route="/stripeapi/submit-ticket",status_code="201"}')).toBe(4)
    expect(sample(text, 'http_requests_total{method="GET",route="/*",status_code="404"}')).toBe(1)
    expect(sample(text, 'tickets_total{outcome="accepted"}')).toBe(2)
    expect(sample(text, 'tickets_total{outcome="discarded"}')).toBe(1)
    expect(sample(text, 'tickets_total{outcome="replayed"}')).toBe(1)
    expect(sample(text, 'tickets_total{outcome="invalid"}')).toBe(1)
    expect(sample(text, 'tickets_total{outcome="rate_limited"}')).toBe(1)
    expect(text).toContain('nodejs_eventloop_lag_seconds')

    // The server takes mail again: the backlog drains.
    smtp.refuse = undefined
    await waitUntil(async () => sample((text = await scrape()), 'mail_sent_total') === 2, 10_000, 'both mails sent')
    expect(sample(text, 'outbox_pending_mails')).toBe(0)
    expect(sample(text, 'outbox_oldest_pending_age_seconds')).toBe(0)
  })

  it('answers a scrape flood from one collection a second, on loopback unless METRICS_HOST says otherwise', async () => {
    expect(testEnv({ METRICS_PORT: '9464', HOST: '0.0.0.0' }).METRICS_HOST).toBe('127.0.0.1')
    expect(testEnv({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }).METRICS_HOST).toBe('10.0.0.5')
    // Each collection reads the process's CPU time, so two collections never print the same text.
    const texts = new Set<string>()
    for (let round = 0; round < 5; round++) {
      for (const text of await Promise.all(Array.from({ length: 8 }, scrape))) texts.add(text)
    }
    // 40 scrapes in well under a second or two: one or two collections, not 40.
    expect(texts.size).toBeLessThanOrEqual(3)
    expect(texts.size).toBeGreaterThanOrEqual(1)
  })

  it('is served on its own port only', async () => {
    const main = await app.inject('/metrics')
    expect(main.statusCode).not.toBe(200)
    expect(main.body).not.toContain('# HELP')
    expect(app.printPlugins()).toContain('metricsEndpoint')
    expect((await fetch(metricsUrl.replace('/metrics', '/'))).status).toBe(404)
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(404)
  })
})

describe('metrics off by default', () => {
  it('adds no endpoint and no per-request hook without METRICS_PORT', async () => {
    const t = await testDb('sqlite')
    const app = await testApp({ db: t.db, env: testEnv({}, t.dataDir) })
    expect((await app.inject('/metrics')).body).not.toContain('# HELP')
    expect(app.printPlugins()).not.toContain('metricsEndpoint')
    await app.close()
    await t.close()
  })
})

describe('readiness on PostgreSQL', () => {
  it('answers 503 when the database goes away, while liveness stays 200; metrics say so too', async () => {
    const t = await testDb('postgres')
    const port = await freePort()
    const app = await testApp({ db: t.db, env: testEnv({ METRICS_PORT: String(port) }, t.dataDir) })
    expect((await app.inject('/readyz')).json()).toEqual({ status: 'ready' })

    await stopPostgres()
    const res = await app.inject('/readyz')
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({ error: 'Service Unavailable', message: 'Database unreachable' })
    expect((await app.inject('/healthz')).statusCode).toBe(200)
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`)
    expect(metrics.status).toBe(503)
    await app.close()
    await t.db.destroy().catch(() => {})
    fs.rmSync(t.dataDir, { recursive: true, force: true })
  })
})

describe('log format of the server process', () => {
  const dirs: string[] = []
  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
  })

  it('writes JSON lines when stdout is not a terminal', async () => {
    const dataDir = tempDir('api-logs-')
    dirs.push(dataDir)
    const api = await startApi({ dataDir, buildDir: path.join(dataDir, 'no-build'), env: { LOG_LEVEL: 'info', LOG_FORMAT: '' } })
    await waitUntil(() => api.output().includes('Listening on'), 10_000, 'the listening line')
    await api.stop()
    const listening = api
      .output()
      .split('\n')
      .find((l) => l.includes('Listening on'))!
    expect(JSON.parse(listening)).toMatchObject({ level: 30, msg: `Listening on ${api.url}`, node: process.version, database: 'sqlite' })
  })

  it('writes no terminal control a visitor sent: a C1 CSI in the Host header shows escaped', async () => {
    const dataDir = tempDir('api-logs-')
    dirs.push(dataDir)
    const api = await startApi({
      dataDir,
      buildDir: path.join(dataDir, 'no-build'),
      env: { LOG_LEVEL: 'debug', LOG_FORMAT: 'pretty', NO_COLOR: '1' },
    })
    // The HTTP parser lets bytes 0x80-0xff through in header values and Node reads them as
    // Latin-1, so a 0x9b byte is U+009B, the one-character CSI: `CSI 2 J` clears a terminal.
    const res = await rawHttp(api.port, 'GET /x HTTP/1.1\r\nHost: a\x9b2J\x9bHfake\r\nConnection: close\r\n\r\n', 'latin1')
    expect(res.status).toBe(503)
    await waitUntil(() => api.output().includes('incoming request'), 10_000, 'the incoming request line')
    await api.stop()
    const line = api
      .output()
      .split('\n')
      .find((l) => l.includes('incoming request'))!
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    expect(line).not.toMatch(/[\u0000-\u001f\u007f-\u009f]/)
    expect(line).toContain('"host":"a\\u009b2J\\u009bHfake"')
  })

  it('writes readable lines at a terminal', async () => {
    const dataDir = tempDir('api-logs-')
    dirs.push(dataDir)
    const port = await freePort()
    // `script` runs the server on a pseudo-terminal, as a person starting it in a shell would.
    const child = spawn('script', ['-qfec', 'node --conditions=source --import tsx apps/api/src/server.ts', '/dev/null'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_BUILD_DIR: path.join(dataDir, 'no-build'),
        LOG_LEVEL: 'info',
        LOG_FORMAT: '',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    let output = ''
    child.stdout.on('data', (d: Buffer) => (output += d.toString()))
    child.stderr.on('data', (d: Buffer) => (output += d.toString()))
    const exited = new Promise((resolve) => child.once('exit', resolve))
    try {
      await waitUntil(() => output.includes('Listening on'), 20_000, `the listening line (output: ${output.slice(-500)})`)
    } finally {
      process.kill(-child.pid!, 'SIGTERM')
      await exited
    }
    const line = output.split(/\r?\n/).find((l) => l.includes('Listening on'))!
    expect(line).toMatch(
      new RegExp(
        `^\\d\\d:\\d\\d:\\d\\d\\.\\d{3} INFO  Listening on http://127\\.0\\.0\\.1:${port} node=${process.version.replaceAll('.', '\\.')} database=sqlite mail=eml`,
      ),
    )
    expect(line).not.toContain('{')
  })
})
