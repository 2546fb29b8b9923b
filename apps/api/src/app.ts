/**
 * `buildApp(deps)`: the server's options and cross-cutting hooks, then one plugin per part:
 * the outbox worker and the retention job (jobs from ready to close), the API's routes and the
 * static site. Everything with I/O is passed in, so tests build the same app on a temporary
 * database, a local SMTP server and a fake Stripe.
 */
import cors from '@fastify/cors'
import underPressure from '@fastify/under-pressure'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { validatorCompiler } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import type Stripe from 'stripe'
import type { Database } from './db/schema.ts'
import type { Env } from './env.ts'
import { connectionAnswered, connectionCap, connectionRules, hardenServer, openFileLimit } from './connections.ts'
import { RETRY_AFTER_SECONDS, clientErrorHandler, errorHandler, sendBareError, sendError, sendUnavailable } from './errors.ts'
import { TICKET_BODY_LIMIT } from './http-limits.ts'
import { defaultLogFormat, loggerOptions } from './logger.ts'
import { OutboxWorker, outboxJob, type OutboxOptions } from './mail/outbox.ts'
import type { Mailer } from './mail/transports.ts'
import { Metrics, metricsEndpoint } from './metrics.ts'
import { ProductsService } from './products/service.ts'
import { databaseCatalog, stripeCatalog } from './products/sources.ts'
import { MINUTE, limiter } from './rate-limits.ts'
import { configRoutes } from './routes/config.ts'
import { healthRoutes } from './routes/health.ts'
import { productsRoutes } from './routes/products.ts'
import { isApiPath, siteRoutes } from './routes/site.ts'
import { ticketRoutes } from './routes/tickets.ts'
import { RequestLog } from './request-log.ts'
import { JSON_CSP, SECURITY_HEADERS } from '@app/contract/headers'
import { TicketQuota } from './tickets/quota.ts'
import { retentionJob } from './tickets/retention.ts'
import { domainOf } from './tickets/service.ts'
import { originForm } from './urls.ts'

export interface AppDeps {
  env: Env
  db: Kysely<Database>
  /** When given, the app runs the outbox worker from ready to close. */
  mailer?: Mailer | undefined
  stripe?: Stripe | undefined
  /** Test knobs for the worker (poll interval, backoff, clock). */
  outbox?: Partial<Omit<OutboxOptions, 'log' | 'from' | 'to'>>
  /** Test knobs for the products cache. */
  productsCache?: { ttlMs?: number; failureBackoffMs?: number; now?: () => number }
  logger?: FastifyServerOptions['logger']
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { env } = deps
  const app = Fastify({
    logger: deps.logger ?? loggerOptions(env.LOG_LEVEL, env.LOG_FORMAT ?? defaultLogFormat()),
    trustProxy: env.TRUST_PROXY,
    bodyLimit: TICKET_BODY_LIMIT,
    // Slow clients cannot hold sockets: whole request 15 s, idle keep-alive 5 s.
    requestTimeout: 15_000,
    connectionTimeout: 30_000,
    keepAliveTimeout: 5_000,
    // Our own 503 while closing (below), with our headers, body and Retry-After.
    return503OnClosing: false,
    forceCloseConnections: 'idle',
    // A missing Host is refused by connectionRules, in our shape; the timeouts above are checked
    // every second instead of every 30 s, so a connection that sends nothing goes after 10 s.
    http: { requireHostHeader: false, connectionsCheckingInterval: 1_000 },
    routerOptions: { maxParamLength: 500 },
    // `GET https://host/path` is routed (and redirected) as `/path`.
    rewriteUrl: (req) => originForm(req.url ?? '/'),
    // Successful reads are logged at debug only (request-log.ts). Requests share the process
    // logger: a child per request was a large share of get-products' CPU, so every
    // request-scoped line of ours carries reqId itself. A route with its own log level still
    // gets a child, without bindings.
    logController: new RequestLog(),
    childLoggerFactory: (logger, _bindings, opts) => (opts.level ? logger.child({}, opts) : logger),
    // Requests the HTTP parser rejects, and malformed percent-escapes, never reach a route;
    // answer them in our shape too.
    clientErrorHandler,
    // This path skips onSend: the security headers are set here.
    frameworkErrors: (error, _request, reply) => {
      sendBareError(reply, error.statusCode && error.statusCode < 500 ? error.statusCode : 400, 'Malformed URL')
    },
  })
  app.server.headersTimeout = 10_000
  hardenServer(app.server, app.log, connectionCap(env.MAX_CONNECTIONS, openFileLimit()))
  // A request that arrives on an open connection while the process drains goes to another
  // instance (or to this one restarted): Fastify has set Connection: close on its answer.
  let closing = false
  app.addHook('preClose', (done) => {
    closing = true
    done()
  })
  app.addHook('onRequest', (_request, reply, done) => {
    if (closing) sendUnavailable(reply, 'The server is restarting; please retry shortly')
    else done()
  })
  app.addHook('onRequest', connectionRules)
  app.addHook('onResponse', connectionAnswered)

  app.setValidatorCompiler(validatorCompiler)
  app.setErrorHandler(errorHandler)
  app.setNotFoundHandler((request, reply) => {
    sendError(reply, 404, isApiPath(request.url) ? 'No such API route' : `No route for ${request.method}`)
  })

  // Callback style: on the hot path an async hook costs a promise per request.
  app.addHook('onSend', (_request, reply, payload, done) => {
    // A page's own Permissions-Policy (the site manifest's) wins over the deny-all default.
    const permissions = reply.getHeader('permissions-policy')
    reply.headers(SECURITY_HEADERS)
    if (permissions !== undefined) reply.header('permissions-policy', permissions)
    const type = reply.getHeader('content-type')
    if (typeof type === 'string' && type.startsWith('application/json')) reply.header('content-security-policy', JSON_CSP)
    done(null, payload)
  })

  // Same-origin requests need no CORS headers; other origins only from the allowlist. Without
  // one, no answer varies by Origin and nothing is granted, which is what a browser does when
  // no CORS headers come at all: the plugin (a hook on every request) is left out then.
  if (env.CORS_ORIGINS.length > 0) {
    const allowed = new Set(env.CORS_ORIGINS)
    await app.register(cors, {
      origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin)),
      methods: ['GET', 'HEAD', 'POST'],
      allowedHeaders: ['Content-Type', 'Idempotency-Key'],
      maxAge: 600,
    })
  }
  await app.register(underPressure, {
    maxEventLoopDelay: 1000,
    maxHeapUsedBytes: 1024 * 1024 * 1024,
    retryAfter: RETRY_AFTER_SECONDS,
    pressureHandler: (_request, reply) => {
      sendUnavailable(reply, 'Server under pressure; please retry shortly')
    },
  })

  // Prometheus metrics, only with METRICS_PORT: no hook on the hot path otherwise.
  let metrics: Metrics | undefined
  if (env.METRICS_PORT !== undefined) {
    metrics = new Metrics(deps.db)
    app.addHook('onResponse', metrics.onResponse)
    await app.register(metricsEndpoint, { metrics, port: env.METRICS_PORT, host: env.METRICS_HOST })
  }

  const outbox = deps.mailer
    ? new OutboxWorker(deps.db, deps.mailer, {
        from: env.MAIL_FROM,
        to: env.SUPPORT_INBOX,
        log: app.log.child({ component: 'outbox' }),
        leaseMs: env.OUTBOX_LEASE_SECONDS * 1000,
        onSent: metrics && (() => metrics.sent()),
        onFailed: metrics && (() => metrics.sendFailed()),
        ...deps.outbox,
      })
    : undefined
  if (outbox) await app.register(outboxJob, { worker: outbox })
  // Retention (privacy policy): tickets with their outbox rows and .eml files after
  // TICKET_RETENTION_DAYS, idempotency keys after a day, ticket-quota windows once ended.
  await app.register(retentionJob, { db: deps.db, dataDir: env.DATA_DIR })

  const readLimit = limiter([{ max: env.RATE_LIMIT_READS_MIN, timeWindow: MINUTE }])
  const quota = new TicketQuota(deps.db, [
    { name: '15m', max: env.RATE_LIMIT_TICKETS_15MIN, ms: 15 * MINUTE },
    { name: '1d', max: env.RATE_LIMIT_TICKETS_DAY, ms: 24 * 60 * MINUTE },
  ])
  const products = new ProductsService({
    remote: deps.stripe ? stripeCatalog(deps.stripe) : undefined,
    local: databaseCatalog(deps.db),
    log: app.log,
    ...deps.productsCache,
  })

  // The embedded database's disk is ours to watch; PostgreSQL's is its server's.
  await app.register(healthRoutes, { db: deps.db, dataDir: env.DATABASE_URL ? undefined : env.DATA_DIR })
  await app.register(productsRoutes, { products, readLimit })
  await app.register(configRoutes, { db: deps.db, readLimit })
  await app.register(ticketRoutes, {
    db: deps.db,
    messageIdDomain: domainOf(env.MAIL_FROM),
    onQueued: outbox ? () => outbox.wake() : undefined,
    quota,
    onOutcome: metrics && ((outcome) => metrics.ticket(outcome)),
  })
  await app.register(siteRoutes, { buildDir: env.WEB_BUILD_DIR })

  return app
}
