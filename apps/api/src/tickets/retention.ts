/**
 * Retention, as the privacy policy states it: a ticket is deleted TICKET_RETENTION_DAYS after
 * it was received, together with its outbox row (pending ones too, so nothing is mailed after
 * deletion) and its `.eml` copy under DATA_DIR/mail/. Idempotency keys (a hash of the ticket's
 * fields and the answer to replay) are kept a day; ticket-quota windows until they end.
 *
 * Rows go first, in one transaction per batch; the files after. A file the outbox worker was
 * writing at that moment, or one left by a crash between the two steps, is caught by the sweep:
 * every mail file older than the retention is deleted, whatever ticket it belonged to.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { TICKET_RETENTION_DAYS } from '@app/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { purgeQuotaWindows } from './quota.ts'
import { purgeIdempotencyKeys } from './service.ts'

const DAY_MS = 24 * 60 * 60_000
const IDEMPOTENCY_KEY_TTL_MS = DAY_MS
const BATCH = 500
/** `<ticket id>.eml` and the transport's `<ticket id>.eml.<pid>.tmp`. */
const MAIL_FILE = /^([0-9a-f-]{36})\.eml(\.\d+\.tmp)?$/

interface RetentionDeps {
  db: Kysely<Database>
  /** Clock in ms since the epoch. */
  now: () => number
  /** DATA_DIR: `.eml` files live in its `mail/` folder. */
  dataDir: string
  retentionDays?: number
}

interface PurgeResult {
  tickets: number
  files: number
  idempotencyKeys: number
  quotaWindows: number
}

export async function purgeExpired(deps: RetentionDeps): Promise<PurgeResult> {
  const idempotencyKeys = await purgeIdempotencyKeys(deps.db, new Date(deps.now() - IDEMPOTENCY_KEY_TTL_MS))
  const quotaWindows = await purgeQuotaWindows(deps.db, new Date(deps.now()))
  const { tickets, files } = await purgeExpiredTickets(deps)
  return { tickets, files, idempotencyKeys, quotaWindows }
}

/** Deletes tickets received more than the retention ago, their outbox rows and mail files. */
async function purgeExpiredTickets(deps: RetentionDeps): Promise<{ tickets: number; files: number }> {
  const cutoffMs = deps.now() - (deps.retentionDays ?? TICKET_RETENTION_DAYS) * DAY_MS
  const cutoff = new Date(cutoffMs).toISOString()
  const mailDir = path.join(deps.dataDir, 'mail')
  let tickets = 0
  let files = 0
  for (;;) {
    const ids = (
      await deps.db.selectFrom('tickets').select('id').where('created_at', '<', cutoff).orderBy('created_at').limit(BATCH).execute()
    ).map((r) => r.id)
    if (ids.length === 0) break
    await deps.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('outbox').where('ticket_id', 'in', ids).execute()
      await trx.deleteFrom('tickets').where('id', 'in', ids).execute()
    })
    tickets += ids.length
    for (const id of ids) if (await unlinkIfExists(path.join(mailDir, `${id}.eml`))) files++
    if (ids.length < BATCH) break
  }
  files += await sweepMailDir(mailDir, cutoffMs)
  return { tickets, files }
}

async function sweepMailDir(mailDir: string, cutoffMs: number): Promise<number> {
  let names: string[]
  try {
    names = await fs.readdir(mailDir)
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0
    throw err
  }
  let removed = 0
  for (const name of names) {
    if (!MAIL_FILE.test(name)) continue
    const file = path.join(mailDir, name)
    const stat = await fs.stat(file).catch(() => undefined)
    if (stat?.isFile() && stat.mtimeMs < cutoffMs && (await unlinkIfExists(file))) removed++
  }
  return removed
}

async function unlinkIfExists(file: string): Promise<boolean> {
  try {
    await fs.unlink(file)
    return true
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw err
  }
}

interface RetentionJobOptions {
  db: Kysely<Database>
  dataDir: string
  /** Default: hourly. */
  intervalMs?: number
}

/** The purge as a job of the app: once when it is ready, then every `intervalMs`, one pass at a time. */
export const retentionJob: FastifyPluginAsync<RetentionJobOptions> = async (app, opts) => {
  const purge = () =>
    purgeExpired({ db: opts.db, now: Date.now, dataDir: opts.dataDir }).then(
      (r) => {
        if (r.tickets > 0 || r.files > 0) app.log.info({ ...r }, 'Expired tickets deleted')
      },
      (err: Error) => app.log.warn({ err: { message: err.message } }, 'Retention purge failed'),
    )
  let timer: NodeJS.Timeout | undefined
  let purging: Promise<void> | undefined
  // A slow pass is not overlapped by the next tick.
  const run = () => {
    purging ??= purge().finally(() => (purging = undefined))
  }
  app.addHook('onReady', async () => {
    run()
    timer = setInterval(run, opts.intervalMs ?? 60 * 60_000).unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    // The database closes after the app: let a pass in progress finish first.
    await purging
  })
}
