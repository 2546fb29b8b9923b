/**
 * The ticket quota (5 per 15 minutes, 20 per day per client address), counted in the database
 * the tickets live in, so N instances behind a load balancer enforce one limit and a restart
 * forgets nothing (docs/decisions/009-ticket-quota-in-the-database.md).
 *
 * A request first reads its rows: a client already over a limit is refused without a write
 * (a flood of refused requests costs reads only). Otherwise one statement, an upsert of one row
 * per window, counts the request or starts a new window when the old one has ended, and returns
 * the counts, which decide (two instances racing past the read both count, and the later one is
 * refused). Windows are fixed: they start with the first counted request, and a refused request
 * does not extend them. The client's address (client-address.ts: an IPv6 one by its /64) is
 * stored as a one-way hash; rows are purged after their window (retention).
 */
import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { clientKey } from '../client-address.ts'
import { sendNoClientAddress, sendTooMany } from '../errors.ts'

export interface QuotaWindow {
  /** Part of the row key: one row per window and client. */
  name: string
  /** 0 switches the window off. */
  max: number
  ms: number
}

export class TicketQuota {
  private readonly windows: QuotaWindow[]

  constructor(
    private readonly db: Kysely<Database>,
    windows: QuotaWindow[],
    private readonly now: () => number = Date.now,
  ) {
    this.windows = windows.filter((w) => w.max > 0)
  }

  get enabled(): boolean {
    return this.windows.length > 0
  }

  /** Counts one request of `client` in every window: 0 when it may go on, else the seconds until it may retry. */
  async hit(client: string): Promise<number> {
    if (!this.enabled) return 0
    const now = this.now()
    const nowIso = new Date(now).toISOString()
    const id = createHash('sha256').update(client).digest('base64url')
    const keys = this.windows.map((w) => `${w.name}:${id}`)
    const current = await this.db
      .selectFrom('quota_windows')
      .select(['key', 'count', 'reset_at'])
      .where('key', 'in', keys)
      .where('reset_at', '>', nowIso)
      .execute()
    const refused = this.retryAfter(current, now, (count, max) => count >= max)
    if (refused > 0) return refused
    const rows = await this.db
      .insertInto('quota_windows')
      .values(this.windows.map((w) => ({ key: `${w.name}:${id}`, count: 1, reset_at: new Date(now + w.ms).toISOString() })))
      .onConflict((oc) =>
        oc.column('key').doUpdateSet({
          // Both right-hand sides see the row as it was: an ended window restarts at 1.
          count: sql<number>`case when quota_windows.reset_at <= ${nowIso} then 1 else quota_windows.count + 1 end`,
          reset_at: sql<string>`case when quota_windows.reset_at <= ${nowIso} then excluded.reset_at else quota_windows.reset_at end`,
        }),
      )
      .returning(['key', 'count', 'reset_at'])
      .execute()
    return this.retryAfter(rows, now, (count, max) => count > max)
  }

  /** The seconds until the last window that `over` holds for ends; 0 when none does. */
  private retryAfter(rows: { key: string; count: number; reset_at: string }[], now: number, over: (count: number, max: number) => boolean): number {
    let retryAfter = 0
    for (const row of rows) {
      const window = this.windows.find((w) => row.key.startsWith(`${w.name}:`))
      if (window && over(Number(row.count), window.max)) {
        retryAfter = Math.max(retryAfter, Math.max(1, Math.ceil((Date.parse(row.reset_at) - now) / 1000)))
      }
    }
    return retryAfter
  }

  /**
   * A preHandler: runs after validation, so only requests that passed it count (any web page can
   * make a visitor's browser send malformed posts, which must not use up the visitor's quota).
   */
  readonly preHandler = async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply | undefined> => {
    const client = clientKey(request.ip)
    if (client === undefined) return sendNoClientAddress(reply)
    const retryAfter = await this.hit(client)
    return retryAfter === 0 ? undefined : sendTooMany(reply, retryAfter)
  }
}

/** Deletes the windows that ended before `before`; returns how many. */
export async function purgeQuotaWindows(db: Kysely<Database>, before: Date): Promise<number> {
  const res = await db.deleteFrom('quota_windows').where('reset_at', '<', before.toISOString()).executeTakeFirst()
  return Number(res.numDeletedRows)
}
