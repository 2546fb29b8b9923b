/**
 * The ticket quota in the database, on both dialects: fixed windows with a controlled clock,
 * one count per request even when requests race, ended windows purged; and through the route,
 * a retry with a stored Idempotency-Key neither counted nor refused.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { TicketQuota, purgeQuotaWindows } from '../src/tickets/quota.ts'
import { DIALECTS, postTicket, stopPostgres, testApp, testDb, testEnv, validTicket, type TestDb } from './harness.ts'

afterAll(stopPostgres)

const MINUTE = 60_000
const WINDOWS = [
  { name: '15m', max: 5, ms: 15 * MINUTE },
  { name: '1d', max: 20, ms: 24 * 60 * MINUTE },
]

describe.each(DIALECTS)('ticket quota on %s', (dialect) => {
  let t: TestDb
  let now: number
  const quota = (windows = WINDOWS) => new TicketQuota(t.db, windows, () => now)

  beforeEach(async () => {
    t = await testDb(dialect)
    now = Date.parse('2027-03-01T10:00:00.000Z')
  })
  afterEach(async () => t.close())

  it('allows 5 per 15 minutes, then answers the seconds until the window ends; a refusal does not extend it', async () => {
    const q = quota()
    for (let i = 0; i < 5; i++) expect(await q.hit('203.0.113.1')).toBe(0)
    expect(await q.hit('203.0.113.1')).toBe(900)
    now += 10 * MINUTE
    expect(await q.hit('203.0.113.1')).toBe(300)
    expect(await q.hit('203.0.113.2')).toBe(0)
    now += 5 * MINUTE
    expect(await q.hit('203.0.113.1')).toBe(0)
  })

  it('allows 20 per day across 15-minute windows, then refuses until the day window ends', async () => {
    const q = quota()
    const start = now
    for (let w = 0; w < 4; w++) {
      for (let i = 0; i < 5; i++) expect(await q.hit('198.51.100.7')).toBe(0)
      now += 16 * MINUTE
    }
    expect(await q.hit('198.51.100.7')).toBe((start + 24 * 60 * MINUTE - now) / 1000)
  })

  it('counts every one of many simultaneous requests once (two instances racing)', async () => {
    // Two quota objects on one database, as two processes would have.
    const [a, b] = [quota(), quota()]
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? a : b).hit('192.0.2.44')))
    expect(results.filter((r) => r === 0)).toHaveLength(5)
    expect(results.filter((r) => r > 0)).toHaveLength(7)
  })

  it('refuses a client over its quota without a write', async () => {
    const q = quota()
    for (let i = 0; i < 5; i++) expect(await q.hit('203.0.113.77')).toBe(0)
    const counts = async () =>
      (await t.db.selectFrom('quota_windows').select(['key', 'count']).orderBy('key').execute()).map((r) => Number(r.count))
    expect(await counts()).toEqual([5, 5])
    for (let i = 0; i < 10; i++) expect(await q.hit('203.0.113.77')).toBeGreaterThan(0)
    // An upsert per refusal would have counted them: 15 in each window.
    expect(await counts()).toEqual([5, 5])
  })

  it('keeps no address in readable form', async () => {
    await quota().hit('192.0.2.99')
    const keys = (await t.db.selectFrom('quota_windows').select('key').execute()).map((r) => r.key)
    expect(keys).toHaveLength(2)
    for (const key of keys) expect(key).not.toContain('192.0.2')
  })

  it('is off for a window with max 0', async () => {
    const q = quota(WINDOWS.map((w) => ({ ...w, max: 0 })))
    expect(q.enabled).toBe(false)
    for (let i = 0; i < 30; i++) expect(await q.hit('203.0.113.9')).toBe(0)
    expect(await t.db.selectFrom('quota_windows').select('key').execute()).toEqual([])
  })

  it('purges the windows that have ended, keeps the running ones', async () => {
    await quota().hit('203.0.113.50')
    now += 20 * MINUTE
    expect(await purgeQuotaWindows(t.db, new Date(now))).toBe(1) // the 15-minute window
    expect((await t.db.selectFrom('quota_windows').select('key').execute()).map((r) => r.key.split(':')[0])).toEqual(['1d'])
    now += 24 * 60 * MINUTE
    expect(await purgeQuotaWindows(t.db, new Date(now))).toBe(1)
  })

  it('answers a keyed retry from its key even when the address has used its quota since', async () => {
    const app = await testApp({ db: t.db, env: testEnv({}, t.dataDir) })
    try {
      const ticket = validTicket({ message: 'My first answer was lost on the way back.' })
      const key = { 'idempotency-key': 'b9a1f0de-52c4-4a8e-9d55-0c4b2f6a7e11' }
      const first = await postTicket(app, ticket, key)
      expect(first.statusCode).toBe(201)
      // Neighbours behind the same address send four more.
      for (let i = 0; i < 4; i++) expect((await postTicket(app, validTicket({ message: `Neighbour ${i} asks.` }))).statusCode).toBe(201)
      expect((await postTicket(app, validTicket({ message: 'One too many.' }))).statusCode).toBe(429)

      const retry = await postTicket(app, ticket, key)
      expect(retry.statusCode).toBe(201)
      expect(retry.headers['idempotent-replayed']).toBe('true')
      expect(retry.json()).toEqual(first.json())
      expect(await t.db.selectFrom('tickets').select('id').execute()).toHaveLength(5)
    } finally {
      await app.close()
    }
  })

  it('counts ten identical keyed requests sent at once as one ticket', async () => {
    const app = await testApp({ db: t.db, env: testEnv({}, t.dataDir) })
    try {
      const ticket = validTicket({ message: 'Sent from a flaky connection.' })
      const key = { 'idempotency-key': '7d3c2e10-9f1b-4c55-8a0e-5e6f7a8b9c0d' }
      const answers = await Promise.all(Array.from({ length: 10 }, () => postTicket(app, ticket, key)))
      expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201))
      expect(new Set(answers.map((a) => a.json().id)).size).toBe(1)
      // Four more fit in the quota: the ten counted once.
      for (let i = 0; i < 4; i++) expect((await postTicket(app, validTicket({ message: `Then ${i}.` }))).statusCode).toBe(201)
      expect((await postTicket(app, validTicket({ message: 'And one too many.' }))).statusCode).toBe(429)
      expect(await t.db.selectFrom('tickets').select('id').execute()).toHaveLength(5)
    } finally {
      await app.close()
    }
  })
})
