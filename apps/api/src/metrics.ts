/**
 * Prometheus metrics (prom-client), off by default: with METRICS_PORT the process serves
 * GET /metrics on that port only, never on the public one, so the load balancer does not
 * expose it. One registry per app (tests build several). What to alert on: docs/operations.md.
 *
 * The outbox gauges are read from the database when scraped, so every instance reports the
 * shared backlog: alert on one instance's value (or max), not on the sum.
 */
import http from 'node:http'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import { sql, type Kysely } from 'kysely'
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { Database } from './db/schema.ts'

export type TicketOutcome = 'accepted' | 'replayed' | 'discarded' | 'rate_limited' | 'invalid' | 'conflict' | 'failed'

export class Metrics {
  readonly registry = new Registry()
  private readonly requests: Counter<'method' | 'route' | 'status_code'>
  private readonly duration: Histogram<'method' | 'route'>
  private readonly tickets: Counter<'outcome'>
  private readonly mailSent: Counter
  private readonly mailFailures: Counter

  constructor(db: Kysely<Database>, now: () => number = Date.now) {
    const registers = [this.registry]
    collectDefaultMetrics({ register: this.registry })
    this.requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route and status code',
      labelNames: ['method', 'route', 'status_code'],
      registers,
    })
    this.duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to response, by method and route',
      labelNames: ['method', 'route'],
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    })
    this.tickets = new Counter({
      name: 'tickets_total',
      help: 'Ticket requests by outcome: accepted, replayed, discarded (honeypot), rate_limited, invalid, conflict, failed',
      labelNames: ['outcome'],
      registers,
    })
    this.mailSent = new Counter({ name: 'mail_sent_total', help: 'Mails the transport accepted', registers })
    this.mailFailures = new Counter({
      name: 'mail_send_failures_total',
      help: 'Delivery attempts that failed (each is retried with backoff until 24 h, then the mail is dead)',
      registers,
    })
    // Read when scraped: one query for the three outbox gauges.
    let snapshot: Promise<{ pending: number; dead: number; oldestAgeSeconds: number }> | undefined
    const outbox = () =>
      (snapshot ??= readOutbox(db, now).finally(() => {
        setImmediate(() => (snapshot = undefined))
      }))
    new Gauge({
      name: 'outbox_pending_mails',
      help: 'Mails waiting to be sent (the backlog), across all instances',
      registers,
      async collect() {
        this.set((await outbox()).pending)
      },
    })
    new Gauge({
      name: 'outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest unsent mail (0 when none waits)',
      registers,
      async collect() {
        this.set((await outbox()).oldestAgeSeconds)
      },
    })
    new Gauge({
      name: 'outbox_dead_mails',
      help: 'Mails given up after 24 h of failures (kept for an operator to resend)',
      registers,
      async collect() {
        this.set((await outbox()).dead)
      },
    })
  }

  /** An onResponse callback hook: counts and times every answered request. */
  readonly onResponse = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    const route = request.routeOptions.url ?? 'unmatched'
    this.requests.inc({ method: request.method, route, status_code: reply.statusCode })
    this.duration.observe({ method: request.method, route }, reply.elapsedTime / 1000)
    done()
  }

  ticket(outcome: TicketOutcome): void {
    this.tickets.inc({ outcome })
  }

  sent(): void {
    this.mailSent.inc()
  }

  sendFailed(): void {
    this.mailFailures.inc()
  }
}

async function readOutbox(db: Kysely<Database>, now: () => number) {
  const rows = await db
    .selectFrom('outbox')
    .select(['status', sql<number | string>`count(*)`.as('n'), sql<string | null>`min(created_at)`.as('oldest')])
    .where('status', 'in', ['pending', 'dead'])
    .groupBy('status')
    .execute()
  const pending = rows.find((r) => r.status === 'pending')
  const dead = rows.find((r) => r.status === 'dead')
  const oldest = pending?.oldest ? Date.parse(pending.oldest) : undefined
  return {
    pending: Number(pending?.n ?? 0),
    dead: Number(dead?.n ?? 0),
    oldestAgeSeconds: oldest === undefined ? 0 : Math.max(0, (now() - oldest) / 1000),
  }
}

/** How long one collection (it reads the outbox from the database) answers every scrape. */
const METRICS_TTL_MS = 1000

/**
 * Serves GET /metrics on its own port (METRICS_HOST, loopback by default) from ready to close.
 * A scrape flood cannot starve the API, which shares the event loop: scrapes within a second
 * share one collection, and the port takes a few connections at a time.
 */
export const metricsEndpoint: FastifyPluginAsync<{ metrics: Metrics; port: number; host: string }> = async (app, opts) => {
  let collected: { at: number; text: Promise<string> } | undefined
  const collect = (): Promise<string> => {
    const now = Date.now()
    if (collected === undefined || now - collected.at >= METRICS_TTL_MS) {
      const text = opts.metrics.registry.metrics()
      collected = { at: now, text }
      // A failed collection is not kept: the next scrape tries again.
      text.catch(() => {
        if (collected?.text === text) collected = undefined
      })
    }
    return collected.text
  }
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: GET /metrics\n')
      return
    }
    collect().then(
      (text) => res.writeHead(200, { 'content-type': opts.metrics.registry.contentType }).end(text),
      (err: Error) => {
        app.log.warn({ err: { message: err.message } }, 'Metrics collection failed')
        res.writeHead(503, { 'content-type': 'text/plain' }).end('Metrics unavailable (database unreachable?)\n')
      },
    )
  })
  server.maxConnections = 64
  app.addHook('onReady', async () => {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(opts.port, opts.host, () => {
        server.off('error', reject)
        // An accept error (out of descriptors) drops that scrape, not the process.
        server.on('error', (err: Error) => app.log.warn({ err: { message: err.message } }, 'Metrics connection failed'))
        resolve()
      })
    })
    app.log.info({ host: opts.host, port: opts.port }, 'Metrics on GET /metrics')
  })
  app.addHook('onClose', async () => {
    server.closeAllConnections()
    await new Promise<void>((resolve) => server.close(() => resolve()))
  })
}
