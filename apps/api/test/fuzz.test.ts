/**
 * 10,000 random or malformed ticket submissions: never a 5xx, never an invalid row, and
 * exactly one stored ticket (with its outbox row) per acknowledged, non-honeypot submission.
 */
import { ApiErrorSchema, ContactMessageSchema, TicketCreatedSchema } from '@app/contract'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { NO_LIMITS, testApp, testDb, testEnv, type TestDb } from './support/harness.ts'

const RUNS = 10_000

const tricky = fc.constantFrom('\r', '\n', '\r\n', '\u2028', '\u2029', '\u0000', '\u0085', '\u007f', '\t', ' ', '%0d%0a', '=?utf-8?Q?=0D=0A?=', 'Bcc: x@evil.test', '😀', 'é', '"', '<', '>', '@', '\\')
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.array(fc.oneof(tricky, fc.string({ maxLength: 5 })), { maxLength: 8 }).map((a) => a.join('')) },
  { weight: 1, arbitrary: fc.integer({ min: 95, max: 110 }).map((n) => 'n'.repeat(n)) },
  { weight: 1, arbitrary: fc.constantFrom('', '   ', 'Ada Lovelace', 'x'.repeat(5001), 'm'.repeat(4999)) },
)
const email = fc.oneof(fc.emailAddress(), text, fc.constantFrom('a@b.co', 'a@b', '@b.co', 'a@b.co\r\nBcc: x@y.z', `${'a'.repeat(64)}@${'b'.repeat(185)}.com`))
const anyValue = fc.oneof(text, fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }), fc.object({ maxDepth: 1 }))

const ticketLike = fc.record(
  {
    name: fc.oneof({ weight: 5, arbitrary: text }, { weight: 3, arbitrary: fc.constant('Ada Lovelace') }, { weight: 1, arbitrary: anyValue }),
    email: fc.oneof({ weight: 5, arbitrary: email }, { weight: 1, arbitrary: anyValue }),
    message: fc.oneof({ weight: 5, arbitrary: text }, { weight: 3, arbitrary: fc.constant('Hello, I have a question.') }, { weight: 1, arbitrary: anyValue }),
    type: fc.oneof({ weight: 5, arbitrary: fc.constantFrom('support', 'contact') }, { weight: 1, arbitrary: anyValue }),
    website: fc.oneof(fc.constant(''), text, anyValue),
    extra: anyValue,
  },
  { requiredKeys: [] },
).map((r) => {
  // `extra` stands for any unknown field; keep it under its real name only sometimes.
  const { extra, ...rest } = r as Record<string, unknown>
  return extra !== undefined && typeof extra === 'number' ? { ...rest, [`field${extra}`]: extra } : rest
})

/** Mostly well-formed submissions, so the stored-row half of the property gets exercised. */
const plausible = fc.record(
  {
    name: fc.oneof(fc.constantFrom('Ada Lovelace', 'Zoë', '李小龍'), fc.string({ minLength: 1, maxLength: 30 }), text),
    email: fc.oneof(fc.emailAddress(), fc.constant('ada@example.com')),
    message: fc.oneof(fc.string({ minLength: 1, maxLength: 300 }), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 100 }), text),
    type: fc.constantFrom('support', 'contact'),
    website: fc.oneof(fc.constant(''), fc.constant('http://spam.example'), fc.constant(' ')),
  },
  { requiredKeys: ['name', 'email', 'message', 'type'] },
)

const payload = fc.oneof(
  { weight: 5, arbitrary: plausible.map((b) => JSON.stringify(b)) },
  { weight: 5, arbitrary: ticketLike.map((b) => JSON.stringify(b)) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 31 * 1024, max: 40 * 1024 }).map((n) => JSON.stringify({ name: 'A', email: 'a@b.co', type: 'contact', message: 'x'.repeat(n) })),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
  { weight: 1, arbitrary: fc.oneof(fc.string({ unit: 'binary', maxLength: 200 }), fc.constantFrom('', '{', '{"name":', '[]', 'null', '{"__proto__":{}}', '{"constructor":{"prototype":{}}}')) },
)
const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constantFrom('application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'APPLICATION/JSON', 'application/json; charset=latin1', '') },
)

describe(`POST /stripeapi/submit-ticket under ${RUNS.toLocaleString('en')} random bodies`, () => {
  let t: TestDb
  let app: FastifyInstance
  beforeAll(async () => {
    t = await testDb('sqlite')
    app = await testApp({ db: t.db, env: testEnv(NO_LIMITS, t.dataDir) })
  })
  afterAll(async () => {
    await app.close()
    await t.close()
  })

  it('never answers 5xx and stores exactly the valid, non-honeypot tickets', async () => {
    const statuses = new Map<number, number>()
    const storedIds = new Set<string>()
    await fc.assert(
      fc.asyncProperty(payload, contentType, async (body, type) => {
        const res = await app.inject({
          method: 'POST',
          url: '/stripeapi/submit-ticket',
          headers: type ? { 'content-type': type } : {},
          payload: body,
        })
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1)
        expect(res.statusCode).toBeLessThan(500)
        expect([201, 400, 413, 415]).toContain(res.statusCode)
        if (res.statusCode !== 201) {
          ApiErrorSchema.strict().parse(res.json())
          return
        }
        const { id } = TicketCreatedSchema.parse(res.json())
        const sent = ContactMessageSchema.parse(JSON.parse(body))
        if (!sent.website?.trim()) storedIds.add(id)
      }),
      { numRuns: RUNS },
    )

    const tickets = await t.db.selectFrom('tickets').selectAll().execute()
    const outbox = await t.db.selectFrom('outbox').select('ticket_id').execute()
    expect(new Set(tickets.map((r) => r.id))).toEqual(storedIds)
    expect(new Set(outbox.map((r) => r.ticket_id))).toEqual(storedIds)
    for (const row of tickets) {
      const check = ContactMessageSchema.safeParse({ name: row.name, email: row.email, message: row.message, type: row.type })
      expect(check.success, `row ${row.id} is invalid`).toBe(true)
      expect(check.data).toEqual({ name: row.name, email: row.email, message: row.message, type: row.type })
    }
    // the generators must reach every branch, or the property says little
    expect(statuses.get(201) ?? 0).toBeGreaterThan(300)
    expect(statuses.get(400) ?? 0).toBeGreaterThan(3000)
    expect(statuses.get(415) ?? 0).toBeGreaterThan(50)
    expect(statuses.get(413) ?? 0).toBeGreaterThan(50)
    console.info(`status counts: ${JSON.stringify(Object.fromEntries(statuses))}; stored ${storedIds.size}`)
  }, 240_000)
})
