/**
 * Two API processes on one throwaway PostgreSQL and one SMTP server behave as one service:
 * one ticket quota whichever instance a request reaches, every ticket mailed exactly once when
 * both workers drain the same outbox, and the mail an instance held when it was killed (-9) is
 * delivered by the other once its lease has expired, and a relay slower than a lease still
 * gets every mail once.
 *
 * The lease is 2 s and the slow relay 0.75 s a mail: a batch of 20 sent 3 at a time outlasts
 * its lease, as a 15 s relay outlasts the default 60 s lease. For that case at full scale:
 *   SLOW_RELAY_MS=15000 LEASE_SECONDS=60 npx vitest run --project api test/instances.test.ts -t 'slow relay'
 */
import fs from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startApi, type ApiProcess } from '@app/tooling/serve'
import { openPostgres } from '../src/db/connect.ts'
import type { Database } from '../src/db/schema.ts'
import { smtpSink, type ReceivedMail, type SmtpSink } from './support/smtp.ts'
import { postgresCluster, stopPostgres, tempDir, validTicket, waitUntil } from './harness.ts'

const LEASE_SECONDS = Number(process.env.LEASE_SECONDS ?? 2)
const SLOW_RELAY_MS = Number(process.env.SLOW_RELAY_MS ?? 750)
const ticketIdOf = (mail: ReceivedMail) => /^X-Ticket-ID: (.+)$/im.exec(mail.raw)?.[1]?.trim() ?? ''
const messageIdOf = (mail: ReceivedMail) => /^Message-ID: (.+)$/im.exec(mail.raw)?.[1]?.trim() ?? ''

describe('two API instances on one PostgreSQL', () => {
  let smtp: SmtpSink
  let db: Kysely<Database>
  let a: ApiProcess
  let b: ApiProcess
  const dirs: string[] = []

  beforeAll(async () => {
    smtp = await smtpSink()
    await smtp.start()
    const databaseUrl = await (await postgresCluster()).createDatabase(`instances_${randomUUID().replaceAll('-', '')}`)
    const instance = (name: string) => {
      const dataDir = tempDir(`api-${name}-`)
      dirs.push(dataDir)
      return startApi({
        dataDir,
        buildDir: path.join(dataDir, 'no-build'),
        env: {
          DATABASE_URL: databaseUrl,
          // The EHLO name tells the SMTP server which instance a mail came from.
          SMTP_URL: `${smtp.url}?name=${name}.instance`,
          MAIL_FROM: 'Site <no-reply@mock.test>',
          SUPPORT_INBOX: 'support@mock.test',
          // Behind a load balancer: the client's address comes in X-Forwarded-For.
          TRUST_PROXY: 'true',
          OUTBOX_LEASE_SECONDS: String(LEASE_SECONDS),
          RATE_LIMIT_READS_MIN: '0',
          LOG_LEVEL: 'warn',
        },
      })
    }
    // Started together: both migrate the same empty database at once.
    ;[a, b] = await Promise.all([instance('a'), instance('b')])
    db = openPostgres(databaseUrl).db
  })

  afterAll(async () => {
    for (const api of [a, b]) await api?.stop('SIGKILL')
    await db?.destroy()
    await smtp?.stop()
    await stopPostgres()
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
  })

  async function post(api: ApiProcess, client: string, message = 'A question for support.') {
    const res = await fetch(`${api.url}/stripeapi/submit-ticket`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
      body: JSON.stringify(validTicket({ message })),
    })
    const body = (await res.json()) as { id?: string }
    return { status: res.status, retryAfter: Number(res.headers.get('retry-after')), id: body.id }
  }

  const sentIds = async (ids: string[]) =>
    (await db.selectFrom('outbox').select('ticket_id').where('ticket_id', 'in', ids).where('status', '=', 'sent').execute()).length

  it('refuses the 6th ticket from one address within 15 minutes, whichever instance gets it', async () => {
    const cases: [string, ApiProcess[], ApiProcess][] = [
      ['203.0.113.10', [a, b, a, b, a], b],
      ['203.0.113.11', [a, a, a, a, a], b],
      ['203.0.113.12', [b, b, b, b, b], a],
    ]
    for (const [client, first5, sixth] of cases) {
      for (const api of first5) expect((await post(api, client)).status, `${client} within the quota`).toBe(201)
      const refused = await post(sixth, client)
      expect(refused.status, `${client}: the 6th`).toBe(429)
      expect(refused.retryAfter).toBeGreaterThan(800)
      expect(refused.retryAfter).toBeLessThanOrEqual(900)
      // And on the first instance too, from then on.
      expect((await post(sixth === a ? b : a, client)).status).toBe(429)
    }
  })

  it('delivers each of 200 tickets sent alternately to both instances exactly once', async () => {
    const ids: string[] = []
    const send = async (n: number) => {
      const res = await post(n % 2 === 0 ? a : b, `10.20.${Math.floor(n / 250)}.${n % 250}`, `Ticket ${n}`)
      expect(res.status).toBe(201)
      ids.push(res.id!)
    }
    // Ten clients at a time, like visitors.
    for (let n = 0; n < 200; n += 10) await Promise.all(Array.from({ length: 10 }, (_, i) => send(n + i)))

    await waitUntil(async () => (await sentIds(ids)) === 200, 30_000, '200 outbox rows sent')
    const mine = new Set(ids)
    const delivered = smtp.received.filter((m) => mine.has(ticketIdOf(m)))
    expect(delivered).toHaveLength(200)
    expect(new Set(delivered.map(ticketIdOf)).size).toBe(200)
    // Both instances' workers took part.
    expect(new Set(delivered.map((m) => m.client))).toEqual(new Set(['a.instance', 'b.instance']))
    for (const m of delivered) expect(messageIdOf(m)).toBe(`<ticket.${ticketIdOf(m)}@mock.test>`)
  })

  it(
    'delivers each of 20 tickets exactly once through a slow relay, the lease renewed per mail',
    async () => {
      smtp.delayMs = SLOW_RELAY_MS
      const started = Date.now()
      try {
        // All at once: one instance's worker claims most of them in one batch, which takes longer
        // to send than its lease lasts.
        const ids = (await Promise.all(Array.from({ length: 20 }, (_, n) => post(n % 2 ? b : a, `10.40.0.${n}`, `Slow ${n}`)))).map(
          (r) => r.id!,
        )
        const mine = new Set(ids)
        await waitUntil(async () => (await sentIds(ids)) === 20, 5 * 60_000, '20 outbox rows sent')
        // A second sending of a mail would be on the wire now: let the relay answer it.
        await waitUntil(() => smtp.inFlight === 0, 60_000, 'no mail in the middle of being sent')
        const delivered = smtp.received.filter((m) => mine.has(ticketIdOf(m)))
        console.info(
          `slow relay (${SLOW_RELAY_MS} ms a mail, lease ${LEASE_SECONDS} s): 20 tickets, ${delivered.length} mails, ` +
            `${new Set(delivered.map(ticketIdOf)).size} distinct, all sent in ${((Date.now() - started) / 1000).toFixed(1)} s`,
        )
        expect(delivered).toHaveLength(20)
        expect(new Set(delivered.map(ticketIdOf))).toEqual(mine)
      } finally {
        smtp.delayMs = 0
      }
    },
    6 * 60_000,
  )

  it('delivers the mail a killed instance held, from the other instance, once its lease expires', async () => {
    smtp.hold = true
    const ids: string[] = []
    // Tickets to A until A is in the middle of sending one (its SMTP server has not answered).
    for (let n = 0; n < 50 && !smtp.held.some((m) => m.client === 'a.instance'); n++) {
      ids.push((await post(a, `10.30.0.${n}`, `Held ${n}`)).id!)
      await waitUntil(() => smtp.held.length > 0, 10_000, 'a mail in the middle of being sent')
    }
    const heldByA = smtp.held.filter((m) => m.client === 'a.instance').map(ticketIdOf)
    expect(heldByA.length).toBeGreaterThan(0)

    const killedAt = Date.now()
    expect((await a.stop('SIGKILL')).signal).toBe('SIGKILL')
    // Its connections close: the mail it held was never accepted.
    await waitUntil(
      () => heldByA.every((id) => smtp.aborted.some((m) => ticketIdOf(m) === id)),
      10_000,
      "the killed instance's mail aborted",
    )
    smtp.release()

    await waitUntil(async () => (await sentIds(ids)) === ids.length, 30_000, 'every ticket sent by the surviving instance')
    for (const id of heldByA) {
      const deliveries = smtp.received.filter((m) => ticketIdOf(m) === id)
      expect(deliveries.map((m) => m.client)).toEqual(['b.instance'])
      expect(messageIdOf(deliveries[0]!)).toBe(`<ticket.${id}@mock.test>`)
      const row = await db.selectFrom('outbox').select(['attempts', 'sent_at']).where('ticket_id', '=', id).executeTakeFirstOrThrow()
      // Claimed by A, then claimed again by B after the lease.
      expect(row.attempts).toBe(2)
      expect(Date.parse(row.sent_at!)).toBeGreaterThanOrEqual(killedAt)
    }
    // Nothing lost, and a ticket mailed twice would carry one Message-ID.
    const delivered = smtp.received.filter((m) => ids.includes(ticketIdOf(m)))
    expect(new Set(delivered.map(ticketIdOf))).toEqual(new Set(ids))
    for (const m of delivered) expect(messageIdOf(m)).toBe(`<ticket.${ticketIdOf(m)}@mock.test>`)
  })
})
