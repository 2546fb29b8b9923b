/**
 * Delivers the mail outbox. A pass claims a batch of due rows by moving their `next_attempt_at`
 * forward by a lease and counting the attempt (a compare-and-set, so several instances never
 * claim one row at once); the attempt number is the claim's token. Each mail is then leased
 * again when its sending starts, and the lease is renewed while the relay takes its time, so a
 * slow relay or a long batch never lets another instance take a mail that is being sent. A
 * mail whose batch lease ran out before its turn came has been claimed by another instance:
 * its token no longer matches and it is skipped. Every status change checks the token.
 *
 * A row is marked `sent` only after the transport accepted it. A crash between acceptance and
 * marking means one resend after the lease — with the same Message-ID, so the inbox can fold it.
 * Failures back off exponentially; a row still failing 24 h after it was queued is `dead`.
 */
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { ticketMail, type MailAddresses } from './message.ts'
import type { Mailer } from './transports.ts'

export interface OutboxOptions extends MailAddresses {
  log: FastifyBaseLogger
  pollMs?: number
  batchSize?: number
  concurrency?: number
  baseDelayMs?: number
  maxDelayMs?: number
  deadAfterMs?: number
  leaseMs?: number
  now?: () => number
  /** Told of each accepted mail and each failed attempt (metrics). */
  onSent?: () => void
  onFailed?: () => void
}

/** A claimed row; `attempts` is the claim's token. */
interface Claim {
  id: string
  ticket_id: string
  message_id: string
  attempts: number
  created_at: string
}

const EMAIL_PATTERN = /[^\s<>"'@]+@[^\s<>"'@]+/g

/** Transport errors may quote addresses; neither logs nor the table keep them. */
function redactEmails(text: string): string {
  return text.replace(EMAIL_PATTERN, '[email]').slice(0, 500)
}

export class OutboxWorker {
  private running = false
  private loop: Promise<void> | undefined
  private wakeUp: (() => void) | undefined
  private woken = false
  private readonly o: Required<Omit<OutboxOptions, 'log' | 'from' | 'to' | 'onSent' | 'onFailed'>>

  constructor(
    private readonly db: Kysely<Database>,
    private readonly mailer: Mailer,
    private readonly opts: OutboxOptions,
  ) {
    this.o = {
      pollMs: opts.pollMs ?? 1000,
      batchSize: opts.batchSize ?? 20,
      concurrency: opts.concurrency ?? 3,
      baseDelayMs: opts.baseDelayMs ?? 5000,
      maxDelayMs: opts.maxDelayMs ?? 10 * 60_000,
      deadAfterMs: opts.deadAfterMs ?? 24 * 60 * 60_000,
      leaseMs: opts.leaseMs ?? 60_000,
      now: opts.now ?? Date.now,
    }
  }

  start(): void {
    if (this.running) return
    this.running = true
    this.loop = this.run()
  }

  /** Finishes the batch in hand, then stops. Unsent rows stay pending for the next start. */
  async stop(): Promise<void> {
    this.running = false
    this.wake()
    await this.loop
    this.loop = undefined
  }

  /** A new row was committed: look now instead of at the next poll. */
  wake(): void {
    if (this.wakeUp) this.wakeUp()
    else this.woken = true
  }

  private async run(): Promise<void> {
    while (this.running) {
      let handled = 0
      try {
        handled = await this.runOnce()
      } catch (err) {
        this.opts.log.error({ err: { message: (err as Error).message } }, 'Outbox pass failed')
      }
      if (handled === 0 && this.running) await this.idle()
    }
  }

  private idle(): Promise<void> {
    if (this.woken) {
      this.woken = false
      return Promise.resolve()
    }
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer)
        this.wakeUp = undefined
        resolve()
      }
      const timer = setTimeout(finish, this.o.pollMs)
      this.wakeUp = finish
    })
  }

  /** Claims and processes one batch of due rows; returns how many were claimed. */
  async runOnce(): Promise<number> {
    const now = this.o.now()
    const nowIso = new Date(now).toISOString()
    const due = await this.db
      .selectFrom('outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', nowIso)
      .orderBy('next_attempt_at')
      .limit(this.o.batchSize)
      .execute()
    if (due.length === 0) return 0

    const claimed = await this.db
      .updateTable('outbox')
      .set({
        next_attempt_at: new Date(now + this.o.leaseMs).toISOString(),
        attempts: sql<number>`attempts + 1`,
      })
      .where(
        'id',
        'in',
        due.map((d) => d.id),
      )
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', nowIso)
      .returning(['id', 'ticket_id', 'message_id', 'attempts', 'created_at'])
      .execute()
    if (claimed.length === 0) return due.length

    const tickets = await this.db
      .selectFrom('tickets')
      .selectAll()
      .where(
        'id',
        'in',
        claimed.map((c) => c.ticket_id),
      )
      .execute()
    const byId = new Map(tickets.map((t) => [t.id, t]))

    let next = 0
    const worker = async () => {
      while (next < claimed.length) {
        const row = claimed[next++]!
        if (!(await this.renewLease(row))) continue // its lease ran out and another instance has it
        const ticket = byId.get(row.ticket_id)
        if (!ticket) {
          await this.markDead(row, 'ticket row missing')
          continue
        }
        const renewal = setInterval(() => void this.renewLease(row).catch(() => {}), Math.max(1, Math.floor(this.o.leaseMs / 3)))
        try {
          await this.mailer.send(ticketMail(ticket, row.message_id, this.opts))
        } catch (err) {
          await this.failed(row, err)
          continue
        } finally {
          clearInterval(renewal)
        }
        await this.leased(row)
          .set({ status: 'sent', sent_at: new Date(this.o.now()).toISOString(), last_error: null })
          .execute()
        this.opts.onSent?.()
      }
    }
    await Promise.all(Array.from({ length: Math.min(this.o.concurrency, claimed.length) }, worker))
    return claimed.length
  }

  /** An update of `row` that takes effect only while this worker's claim on it holds. */
  private leased(row: Claim) {
    return this.db.updateTable('outbox').where('id', '=', row.id).where('status', '=', 'pending').where('attempts', '=', row.attempts)
  }

  /** Extends the lease of a row this worker still holds; false when another instance has claimed it since. */
  private async renewLease(row: Claim): Promise<boolean> {
    const result = await this.leased(row)
      .set({ next_attempt_at: new Date(this.o.now() + this.o.leaseMs).toISOString() })
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  private async failed(row: Claim, err: unknown): Promise<void> {
    this.opts.onFailed?.()
    const now = this.o.now()
    const reason = redactEmails(err instanceof Error ? err.message : String(err))
    if (now - Date.parse(row.created_at) >= this.o.deadAfterMs) {
      await this.markDead(row, reason)
      return
    }
    const exp = Math.min(this.o.maxDelayMs, this.o.baseDelayMs * 2 ** Math.min(row.attempts - 1, 30))
    const delay = Math.round(exp * (0.8 + Math.random() * 0.4))
    await this.leased(row)
      .set({ next_attempt_at: new Date(now + delay).toISOString(), last_error: reason })
      .execute()
    this.opts.log.warn({ ticketId: row.id, attempts: row.attempts, retryInMs: delay, reason }, 'Mail delivery failed; will retry')
  }

  private async markDead(row: Claim, reason: string): Promise<void> {
    await this.leased(row).set({ status: 'dead', last_error: reason }).execute()
    this.opts.log.error({ ticketId: row.id, reason }, 'Mail delivery given up after 24 h of failures; outbox row marked dead')
  }
}

/** The worker as a job of the app: it runs from ready to close. */
export const outboxJob: FastifyPluginAsync<{ worker: OutboxWorker }> = async (app, { worker }) => {
  app.addHook('onReady', async () => worker.start())
  app.addHook('onClose', async () => worker.stop())
}
