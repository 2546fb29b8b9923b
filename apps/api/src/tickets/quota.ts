/**
 * The ticket quota (5 per 15 minutes, 20 per day per client address), counted in the database
 * the tickets live in, so N instances behind a load balancer enforce one limit and a restart
 * forgets nothing (docs/decisions/009-ticket-quota-in-the-database.md).
 *
 * A request first reads its rows: a client already over a limit is refused without a write
 * (a flood of refused requests costs reads only). Otherwise one statement, an upsert of one row
 * per window, counts the request or starts a new window when the old one has ended, and returns
 * the counts, which decide (two instances racing past the read both count, and the later one is
 * refused). A ticket is counted in the transaction that stores it (tickets/service.ts), after its
 * Idempotency-Key was looked up: a retry of a stored ticket is never counted, nor refused, and a
 * request that is rolled back (it lost a race for its key, or went over) leaves no count.
 * Windows are fixed: they start with the first counted request, and a refused request
 * does not extend them. The client's address (client-address.ts: an IPv6 one by its /64) is
 * stored as a one-way hash; rows are purged after their window (retention).
 */
import { createHash } from 'node:crypto'
import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

export interface QuotaWindow {
  /** Part of the row key: one row per window and client. */
  name: string
  /** 0 switches the window off. */
  max: number
  ms: number
}

/** One client's quota; both answer 0 when the request may go on, else the seconds until it may retry. */
export interface ClientQuota {
  check(): Promise<number>
  count(db: Kysely<Database>): Promise<number>
  /** check, then count: a request that is not a ticket (a honeypot hit). */
  hit(): Promise<number>
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

  /**
   * Counts one request of `client` in every window: 0 when it may go on, else the seconds until
   * it may retry. A ticket is counted inside its own transaction instead (`forClient`), so that a
   * replayed or rolled-back request is not counted.
   */
  hit(client: string): Promise<number> {
    return this.forClient(client).hit()
  }

  /**
   * The quota of one client: `check` reads whether it is already over a limit (no write);
   * `count` counts one request on `db` (a transaction, when given one) and answers whether it
   * went over.
   */
  forClient(client: string): ClientQuota {
    const id = createHash('sha256').update(client).digest('base64url')
    const keys = this.windows.map((w) => `${w.name}:${id}`)
    const quota: ClientQuota = {
      hit: async () => (await quota.check()) || quota.count(this.db),
      check: async () => {
        if (!this.enabled) return 0
        const now = this.now()
        const current = await this.db
          .selectFrom('quota_windows')
          .select(['key', 'count', 'reset_at'])
          .where('key', 'in', keys)
          .where('reset_at', '>', new Date(now).toISOString())
          .execute()
        return this.retryAfter(current, now, (count, max) => count >= max)
      },
      count: async (db) => {
        if (!this.enabled) return 0
        const now = this.now()
        const nowIso = new Date(now).toISOString()
        const rows = await db
          .insertInto('quota_windows')
          .values(this.windows.map((w, i) => ({ key: keys[i]!, count: 1, reset_at: new Date(now + w.ms).toISOString() })))
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
      },
    }
    return quota
  }

  /** The seconds until the last window that `over` holds for ends; 0 when none does. */
  private retryAfter(
    rows: { key: string; count: number; reset_at: string }[],
    now: number,
    over: (count: number, max: number) => boolean,
  ): number {
    let retryAfter = 0
    for (const row of rows) {
      const window = this.windows.find((w) => row.key.startsWith(`${w.name}:`))
      if (window && over(Number(row.count), window.max)) {
        retryAfter = Math.max(retryAfter, Math.max(1, Math.ceil((Date.parse(row.reset_at) - now) / 1000)))
      }
    }
    return retryAfter
  }
}

/** Deletes the windows that ended before `before`; returns how many. */
export async function purgeQuotaWindows(db: Kysely<Database>, before: Date): Promise<number> {
  const res = await db.deleteFrom('quota_windows').where('reset_at', '<', before.toISOString()).executeTakeFirst()
  return Number(res.numDeletedRows)
}
