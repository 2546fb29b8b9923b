/**
 * Process configuration, parsed once at start-up. Anything invalid stops the process with a
 * readable message instead of failing later on the first request.
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

export const EnvSchema = z.object({
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
  MAIL_FROM: optionalString.transform((v) => v ?? 'Mock Interview Website <no-reply@localhost>'),
  SUPPORT_INBOX: optionalString.transform((v) => v ?? 'support@localhost'),
  CORS_ORIGINS: optionalString.transform((v) =>
    (v ?? '')
      .split(',')
      .map((o) => o.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  ),
  /** `true`, a hop count, or a comma list of trusted proxy addresses/CIDRs. */
  TRUST_PROXY: optionalString.transform((v): boolean | number | string => {
    if (v === undefined || v === 'false' || v === '0') return false
    if (v === 'true') return true
    if (/^\d+$/.test(v)) return Number(v)
    return v
  }),
  WEB_BUILD_DIR: optionalString.transform((v) => (v ? path.resolve(v) : DEFAULT_WEB_BUILD_DIR)),
  LOG_LEVEL: optionalString.pipe(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  ).transform((v) => v ?? 'info'),
  /** Rate limits per client IP; 0 switches a limit off (load tests). */
  RATE_LIMIT_TICKETS_15MIN: int(5),
  RATE_LIMIT_TICKETS_DAY: int(20),
  RATE_LIMIT_READS_MIN: int(120),
  /** How long a claimed outbox row is reserved for one delivery attempt. */
  OUTBOX_LEASE_SECONDS: int(60),
})

export type Env = z.infer<typeof EnvSchema>

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = EnvSchema.safeParse(source)
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid environment:\n${lines.join('\n')}`)
  }
  return result.data
}
