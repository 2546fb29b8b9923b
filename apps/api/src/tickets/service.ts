/**
 * Storing a contact/support ticket: the ticket, its outbox row and (with an Idempotency-Key)
 * the answer to replay are written in ONE transaction, so an acknowledged ticket always has
 * its mail queued and a retried request never makes a second ticket. The client's ticket quota
 * is counted in that transaction too, after the key was looked up: a retry is answered from its
 * key without counting, and identical keyed requests at once count once (the losers roll back).
 */
import { createHash, randomUUID } from 'node:crypto'
import type { ContactMessage, TicketCreated } from '@app/contract'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { ClientQuota } from './quota.ts'

type SubmitResult =
  | { kind: 'created'; body: TicketCreated }
  | { kind: 'replayed'; status: number; body: TicketCreated }
  | { kind: 'conflict' }
  | { kind: 'over-quota'; retryAfter: number }

interface SubmitOptions {
  idempotencyKey?: string | undefined
  /** Domain of our own sender address; Message-IDs are `<ticket.ID@domain>`. */
  messageIdDomain: string
  /** The sending client's quota; without one, nothing is counted. */
  quota?: ClientQuota | undefined
  now?: Date
}

/** Thrown inside the transaction to roll its count back. */
class OverQuota extends Error {
  constructor(readonly retryAfter: number) {
    super('over the ticket quota')
  }
}

function requestHash(msg: ContactMessage): string {
  const canonical = JSON.stringify([msg.type, msg.name, msg.email, msg.message])
  return createHash('sha256').update(canonical).digest('hex')
}

export async function submitTicket(db: Kysely<Database>, msg: ContactMessage, opts: SubmitOptions): Promise<SubmitResult> {
  const hash = requestHash(msg)
  const key = opts.idempotencyKey
  if (key) {
    const earlier = await findAnswer(db, key, hash)
    if (earlier) return earlier
  }
  // Over already: refused without a write.
  const refused = await opts.quota?.check()
  if (refused) return { kind: 'over-quota', retryAfter: refused }

  const id = randomUUID()
  const now = (opts.now ?? new Date()).toISOString()
  const body: TicketCreated = { id }
  try {
    await db.transaction().execute(async (trx) => {
      const over = await opts.quota?.count(trx)
      if (over) throw new OverQuota(over)
      await trx
        .insertInto('tickets')
        .values({ id, name: msg.name, email: msg.email, message: msg.message, type: msg.type, created_at: now })
        .execute()
      await trx
        .insertInto('outbox')
        .values({
          id,
          ticket_id: id,
          message_id: `<ticket.${id}@${opts.messageIdDomain}>`,
          status: 'pending',
          next_attempt_at: now,
          created_at: now,
          sent_at: null,
          last_error: null,
        })
        .execute()
      if (key) {
        await trx
          .insertInto('idempotency_keys')
          .values({ key, request_hash: hash, status_code: 201, response_body: JSON.stringify(body), created_at: now })
          .execute()
      }
    })
  } catch (err) {
    // Two requests with the same key raced: the loser answers like a retry of the winner.
    if (key) {
      const earlier = await findAnswer(db, key, hash)
      if (earlier) return earlier
    }
    if (err instanceof OverQuota) return { kind: 'over-quota', retryAfter: err.retryAfter }
    throw err
  }
  return { kind: 'created', body }
}

async function findAnswer(db: Kysely<Database>, key: string, hash: string): Promise<SubmitResult | undefined> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response_body'])
    .where('key', '=', key)
    .executeTakeFirst()
  if (!row) return undefined
  if (row.request_hash !== hash) return { kind: 'conflict' }
  return { kind: 'replayed', status: row.status_code, body: JSON.parse(row.response_body) as TicketCreated }
}

/**
 * Deletes keys created before `olderThan` and returns how many. Keys are kept for a day (see
 * retention.ts): long enough for any client retry.
 */
export async function purgeIdempotencyKeys(db: Kysely<Database>, olderThan: Date): Promise<number> {
  const res = await db.deleteFrom('idempotency_keys').where('created_at', '<', olderThan.toISOString()).executeTakeFirst()
  return Number(res.numDeletedRows)
}

export function domainOf(address: string): string {
  const match = /@([A-Za-z0-9.-]+)>?\s*$/.exec(address)
  return match?.[1] ?? 'localhost'
}
