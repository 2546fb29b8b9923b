/**
 * Process configuration, parsed once at start-up. Anything invalid stops the process with a
 * readable message instead of failing later on the first request. With NODE_ENV=production,
 * defaults that only suit a developer's machine must be chosen explicitly (mail to files).
 */
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { z } from 'zod'

const DEFAULT_WEB_BUILD_DIR = fileURLToPath(new URL('../../web/build', import.meta.url))

/** Empty strings count as "not set", as they do in most .env files. */
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v.trim()))

const int = (fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  optionalString.transform((v, ctx) => {
    if (v === undefined) return fallback
    const n = Number(v)
    if (!/^\d+$/.test(v) || n > max) {
      ctx.addIssue({ code: 'custom', message: `must be an integer from 0 to ${max}` })
      return z.NEVER
    }
    return n
  })

const EnvSchema = z.object({
  NODE_ENV: optionalString,
  PORT: int(3000, 65535),
  HOST: optionalString.transform((v) => v ?? '127.0.0.1'),
  DATA_DIR: optionalString.transform((v) => path.resolve(v ?? './data')),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
      .optional(),
  ),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_API_BASE: optionalString.pipe(z.url().optional()),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
      .optional(),
  ),
  /** `smtp` (needs SMTP_URL) or `files` (.eml under DATA_DIR/mail); default: smtp when SMTP_URL is set. */
  MAIL_TRANSPORT: optionalString.pipe(z.enum(['smtp', 'files'], { error: 'MAIL_TRANSPORT must be smtp or files' }).optional()),
  MAIL_FROM: optionalString.transform((v) => v ?? 'Mock Interview Website <no-reply@localhost>'),
  SUPPORT_INBOX: optionalString.transform((v) => v ?? 'support@localhost'),
  CORS_ORIGINS: optionalString.transform((v) =>
    (v ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  ),
  /**
   * `true`, or a comma list of trusted proxy addresses/CIDRs. Not a hop count: Fastify 5 ignores
   * one (it cannot tell the proxy from a client that reaches the instance directly), so every
   * visitor would share the proxy's address and its ticket quota.
   */
  TRUST_PROXY: optionalString.transform((v, ctx): boolean | string => {
    if (v === undefined || v === 'false' || v === '0') return false
    if (v === 'true') return true
    if (/^\d+$/.test(v)) {
      ctx.addIssue({
        code: 'custom',
        message:
          "a hop count is ignored by Fastify 5, so every visitor would share the load balancer's address; " +
          "give the load balancer's addresses or CIDRs, e.g. TRUST_PROXY=10.0.0.0/8",
      })
      return z.NEVER
    }
    return v
  }),
  WEB_BUILD_DIR: optionalString.transform((v) => (v ? path.resolve(v) : DEFAULT_WEB_BUILD_DIR)),
  /** `json` or `pretty`; default: pretty when stdout is a terminal, else JSON. */
  LOG_FORMAT: optionalString.pipe(z.enum(['json', 'pretty'], { error: 'LOG_FORMAT must be json or pretty' }).optional()),
  /** Address the metrics port binds: loopback unless the scraper is elsewhere (e.g. a private interface's address). */
  METRICS_HOST: optionalString.transform((v) => v ?? '127.0.0.1'),
  /** Connections held at once; default: the descriptor limit less 128 (connections.ts). */
  MAX_CONNECTIONS: optionalString.transform((v, ctx) => {
    if (v === undefined) return undefined
    if (!/^\d+$/.test(v) || Number(v) < 1) {
      ctx.addIssue({ code: 'custom', message: 'must be a positive integer' })
      return z.NEVER
    }
    return Number(v)
  }),
  /** Serves GET /metrics (Prometheus) on this port; off when unset. */
  METRICS_PORT: optionalString.transform((v, ctx) => {
    if (v === undefined) return undefined
    if (!/^\d+$/.test(v) || Number(v) < 1 || Number(v) > 65535) {
      ctx.addIssue({ code: 'custom', message: 'must be a port from 1 to 65535' })
      return z.NEVER
    }
    return Number(v)
  }),
  LOG_LEVEL: optionalString
    .pipe(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional())
    .transform((v) => v ?? 'info'),
  /** Rate limits per client IP; 0 switches a limit off (load tests). */
  RATE_LIMIT_TICKETS_15MIN: int(5),
  RATE_LIMIT_TICKETS_DAY: int(20),
  RATE_LIMIT_READS_MIN: int(120),
  /** How long a claimed outbox row is reserved for one delivery attempt. */
  OUTBOX_LEASE_SECONDS: int(60),
})

const SMTP_EXAMPLE = 'SMTP_URL=smtp://user:password@smtp.example.com:587'

/** Settings that are valid one by one but not together. */
const ResolvedEnvSchema = EnvSchema.transform((env, ctx) => {
  const issue = (path: string, message: string) => {
    ctx.addIssue({ code: 'custom', path: [path], message })
    return z.NEVER
  }
  if (env.MAIL_TRANSPORT === 'smtp' && !env.SMTP_URL) {
    return issue('SMTP_URL', `required with MAIL_TRANSPORT=smtp, e.g. ${SMTP_EXAMPLE}`)
  }
  if (env.MAIL_TRANSPORT === 'files' && env.SMTP_URL) {
    return issue('MAIL_TRANSPORT', 'is files, but SMTP_URL is set too: unset one of them')
  }
  if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT) {
    return issue('METRICS_PORT', `must differ from PORT (${env.PORT}): metrics stay off the public port, e.g. METRICS_PORT=9464`)
  }
  if (env.NODE_ENV === 'production' && !env.SMTP_URL && env.MAIL_TRANSPORT !== 'files') {
    return issue(
      'SMTP_URL',
      `required when NODE_ENV=production, e.g. ${SMTP_EXAMPLE}; ` +
        'to write mail as .eml files under DATA_DIR/mail instead, set MAIL_TRANSPORT=files',
    )
  }
  return { ...env, MAIL_TRANSPORT: env.MAIL_TRANSPORT ?? (env.SMTP_URL ? 'smtp' : 'files') }
})

export type Env = z.output<typeof ResolvedEnvSchema>

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = ResolvedEnvSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return result.data
}
