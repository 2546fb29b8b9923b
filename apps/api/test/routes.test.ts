/**
 * The three API calls on both databases: SQLite (embedded default) and a throwaway
 * PostgreSQL cluster.
 */
import { ApiErrorSchema, ConfigResponseSchema, ProductsResponseSchema, TicketCreatedSchema } from '@app/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { purgeIdempotencyKeys } from '../src/tickets/service.ts'
import { DIALECTS, NO_LIMITS, postTicket, stopPostgres, testApp, testDb, testEnv, validTicket, type TestDb } from './harness.ts'

afterAll(stopPostgres)

describe.each(DIALECTS)('API on %s', (dialect) => {
  let t: TestDb
  let app: FastifyInstance

  beforeAll(async () => {
    t = await testDb(dialect)
    app = await testApp({ db: t.db, env: testEnv(NO_LIMITS, t.dataDir) })
  })
  afterAll(async () => {
    await app?.close()
    await t?.close()
  })

  const counts = async () => ({
    tickets: (await t.db.selectFrom('tickets').select('id').execute()).length,
    outbox: (await t.db.selectFrom('outbox').select('id').execute()).length,
  })

  describe('GET /stripeapi/get-products without a Stripe key', () => {
    it('serves the plan catalog in the contract shape', async () => {
      const res = await app.inject('/stripeapi/get-products')
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toMatch(/^application\/json/)
      const body = ProductsResponseSchema.parse(res.json())
      expect(body.data.map((p) => [p.name, p.active, p.default_price?.unit_amount, p.default_price?.recurring?.interval ?? null])).toEqual([
        ['Starter', true, 0, null],
        ['Professional', true, 499, 'month'],
        ['Enterprise', true, 1499, 'month'],
      ])
      for (const p of body.data) expect(p.description).toMatch(/\w{10}/)
    })
  })

  describe('GET /api/generalConfig/tenant/all', () => {
    it('returns the product.md §9 plan limits of tenant 0', async () => {
      const res = await app.inject('/api/generalConfig/tenant/all?tenantId=0')
      expect(res.statusCode).toBe(200)
      const rows = ConfigResponseSchema.parse(res.json())
      expect(rows).toHaveLength(12)
      expect(rows.every((r) => r.category === 'plan' && r.active === 1)).toBe(true)
      const table = Object.fromEntries(
        ['Starter', 'Professional', 'Enterprise'].map((type) => [
          type,
          Object.fromEntries(rows.filter((r) => r.type === type).map((r) => [r.configKey, Number(r.configValue)])),
        ]),
      )
      expect(table).toEqual({
        Starter: { mockinterviewcount: 1, totalAllowedTimeinMins: 30, resumecount: 1, jobdescription: 1 },
        Professional: { mockinterviewcount: 3, totalAllowedTimeinMins: 600, resumecount: 3, jobdescription: 3 },
        Enterprise: { mockinterviewcount: 5, totalAllowedTimeinMins: 3000, resumecount: 5, jobdescription: 5 },
      })
    })

    it('returns an empty list for a tenant without rows', async () => {
      const res = await app.inject('/api/generalConfig/tenant/all?tenantId=42')
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual([])
    })

    it.each(['', '?tenantId=', '?tenantId=abc', '?tenantId=1.5', '?tenantId=99999999999', '?tenantId=0x1', '?tenantId=1e3'])(
      'answers 400 for tenantId query %j',
      async (query) => {
        const res = await app.inject(`/api/generalConfig/tenant/all${query}`)
        expect(res.statusCode).toBe(400)
        expect(ApiErrorSchema.parse(res.json()).message).toMatch(/tenantId/)
      },
    )
  })

  describe('POST /stripeapi/submit-ticket', () => {
    it('stores the ticket and its outbox row, and answers 201 with the id', async () => {
      const before = await counts()
      const res = await postTicket(app, validTicket({ name: '  Ada  ' }))
      expect(res.statusCode).toBe(201)
      const { id } = TicketCreatedSchema.parse(res.json())
      const ticket = await t.db.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
      expect(ticket).toMatchObject({ name: 'Ada', email: 'ada@example.com', type: 'support' })
      const outbox = await t.db.selectFrom('outbox').selectAll().where('ticket_id', '=', id).executeTakeFirstOrThrow()
      expect(outbox).toMatchObject({ status: 'pending', attempts: 0, message_id: `<ticket.${id}@mock.test>` })
      expect(await counts()).toEqual({ tickets: before.tickets + 1, outbox: before.outbox + 1 })
    })

    it('accepts every address the form accepts: ada@localhost is the browser’s valid address', async () => {
      const res = await postTicket(app, validTicket({ email: 'ada@localhost' }))
      expect(res.statusCode).toBe(201)
    })

    it('accepts both types and a charset parameter', async () => {
      for (const type of ['support', 'contact']) {
        const res = await postTicket(app, validTicket({ type }), { 'content-type': 'application/json; charset=utf-8' })
        expect(res.statusCode).toBe(201)
      }
    })

    it('refuses JSON in another charset (415) and bytes that are not UTF-8 (400), storing nothing', async () => {
      const before = await counts()
      for (const charset of ['utf-16', 'latin1', '"iso-8859-1"']) {
        const res = await postTicket(app, validTicket(), { 'content-type': `application/json; charset=${charset}` })
        expect(res.statusCode, charset).toBe(415)
        expect(res.json().message).toMatch(/utf-8/)
      }
      const json = JSON.stringify(validTicket({ name: 'Zoë' }))
      const latin1 = Buffer.from(json, 'latin1') // ë as the single byte 0xeb: not UTF-8
      const res = await app.inject({
        method: 'POST',
        url: '/stripeapi/submit-ticket',
        headers: { 'content-type': 'application/json' },
        payload: latin1,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toEqual({ error: 'Bad Request', message: 'Request body is not valid UTF-8' })
      expect(await counts()).toEqual(before)
      // The same text in UTF-8 is taken as it is.
      expect((await postTicket(app, json)).statusCode).toBe(201)
    })

    const invalid: [string, unknown, RegExp][] = [
      ['an unknown field', validTicket({ phone: '123' }), /Unrecognized key.*phone/],
      ['a missing name', validTicket({ name: undefined }), /name/],
      ['a blank name', validTicket({ name: '   ' }), /Name is required/],
      ['a name over 100 characters', validTicket({ name: 'x'.repeat(101) }), /at most 100/],
      ['a name with a line break', validTicket({ name: 'Ada\r\nBcc: x@evil.test' }), /control characters or line breaks/],
      ['a name with U+2028', validTicket({ name: 'Ada\u2028Bcc' }), /line breaks/],
      // JSON.stringify sends these as \ud800 escapes, which JSON.parse turns into lone surrogates.
      ['a name with a lone surrogate', validTicket({ name: 'a\ud800b' }), /name: .*well-formed Unicode/],
      ['a message with a lone low surrogate', validTicket({ message: 'x\udc00' }), /message: .*well-formed Unicode/],
      ['a message with reversed surrogates', validTicket({ message: '\ude00\ud83d' }), /message: .*well-formed Unicode/],
      // PostgreSQL text cannot hold U+0000: it was a 500 there (and stored on SQLite).
      ['a message with a NUL character', validTicket({ message: 'Hello\u0000world' }), /message: .*NUL/],
      ['an invalid email', validTicket({ email: 'not-an-email' }), /valid address/],
      ['an email over 254 characters', validTicket({ email: `${'a'.repeat(64)}@${'b'.repeat(190)}.com` }), /at most 254/],
      ['an email with a header break', validTicket({ email: 'a@b.co\r\nBcc: x@evil.test' }), /email/],
      ['an empty message', validTicket({ message: '' }), /Message is required/],
      ['a message over 5,000 characters', validTicket({ message: 'm'.repeat(5001) }), /at most 5000/],
      ['another type', validTicket({ type: 'sales' }), /type/],
      ['a number as name', validTicket({ name: 5 }), /name/],
      ['a long honeypot', validTicket({ website: 'x'.repeat(501) }), /website/],
      ['an array body', [validTicket()], /object/i],
      ['a null body', 'null', /./],
      ['a string body', '"hello"', /./],
    ]
    it.each(invalid)('answers 400 with the reason for %s, storing nothing', async (_label, body, reason) => {
      const before = await counts()
      const res = await postTicket(app, body)
      expect(res.statusCode).toBe(400)
      const err = ApiErrorSchema.parse(res.json())
      expect(err.error).toBe('Bad Request')
      expect(err.message).toMatch(reason)
      expect(await counts()).toEqual(before)
    })

    it('answers 400 for malformed JSON, an empty body and a prototype-poisoning body', async () => {
      for (const payload of ['{"name":', '', '{"__proto__":{"x":1},"name":"a"}']) {
        const res = await postTicket(app, payload)
        expect(res.statusCode).toBe(400)
        ApiErrorSchema.parse(res.json())
      }
    })

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', undefined])(
      'answers 415 for content type %s',
      async (type) => {
        const res = await app.inject({
          method: 'POST',
          url: '/stripeapi/submit-ticket',
          headers: type ? { 'content-type': type } : {},
          payload: JSON.stringify(validTicket()),
        })
        expect(res.statusCode).toBe(415)
        expect(ApiErrorSchema.parse(res.json()).message).toMatch(/application\/json/)
      },
    )

    it('answers 413 for a body over 32 KiB', async () => {
      const res = await postTicket(app, validTicket({ message: 'm'.repeat(33 * 1024) }))
      expect(res.statusCode).toBe(413)
      expect(ApiErrorSchema.parse(res.json()).message).toMatch(/too large/)
    })

    it('gives a filled honeypot the normal success answer and stores nothing', async () => {
      const before = await counts()
      const res = await postTicket(app, validTicket({ website: 'http://spam.example' }))
      expect(res.statusCode).toBe(201)
      TicketCreatedSchema.parse(res.json())
      expect(await counts()).toEqual(before)
      // An empty honeypot is what people send: stored normally.
      expect((await postTicket(app, validTicket({ website: '' }))).statusCode).toBe(201)
      expect(await counts()).toEqual({ tickets: before.tickets + 1, outbox: before.outbox + 1 })
    })

    it('replays the first answer for a repeated Idempotency-Key without a second ticket', async () => {
      const before = await counts()
      const key = `key-${dialect}-${Date.now()}`
      const first = await postTicket(app, validTicket(), { 'idempotency-key': key })
      const second = await postTicket(app, validTicket(), { 'idempotency-key': key })
      expect(first.statusCode).toBe(201)
      expect(second.statusCode).toBe(201)
      expect(second.json()).toEqual(first.json())
      expect(second.headers['idempotent-replayed']).toBe('true')
      expect(await counts()).toEqual({ tickets: before.tickets + 1, outbox: before.outbox + 1 })
    })

    it('answers 422 when an Idempotency-Key comes back with another body', async () => {
      const key = `conflict-${dialect}`
      expect((await postTicket(app, validTicket(), { 'idempotency-key': key })).statusCode).toBe(201)
      const before = await counts()
      const res = await postTicket(app, validTicket({ message: 'Something else' }), { 'idempotency-key': key })
      expect(res.statusCode).toBe(422)
      expect(ApiErrorSchema.parse(res.json()).message).toMatch(/Idempotency-Key/)
      expect(await counts()).toEqual(before)
    })

    it('makes exactly one ticket when the same key arrives concurrently', async () => {
      const before = await counts()
      const key = `race-${dialect}`
      const answers = await Promise.all(Array.from({ length: 8 }, () => postTicket(app, validTicket(), { 'idempotency-key': key })))
      expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201))
      expect(new Set(answers.map((a) => a.json().id)).size).toBe(1)
      expect(await counts()).toEqual({ tickets: before.tickets + 1, outbox: before.outbox + 1 })
    })

    it('forgets idempotency keys after a day', async () => {
      const old = new Date(Date.now() - 25 * 3600_000).toISOString()
      await t.db
        .insertInto('idempotency_keys')
        .values({ key: `old-${dialect}`, request_hash: 'h', status_code: 201, response_body: '{"id":"x"}', created_at: old })
        .execute()
      await purgeIdempotencyKeys(t.db, new Date(Date.now() - 24 * 3600_000))
      expect(await t.db.selectFrom('idempotency_keys').select('key').where('key', '=', `old-${dialect}`).execute()).toEqual([])
      expect((await t.db.selectFrom('idempotency_keys').select('key').execute()).length).toBeGreaterThan(0)
    })

    it('answers 400 for an Idempotency-Key with control characters or over 200 characters', async () => {
      for (const key of ['a b', 'x'.repeat(201)]) {
        const res = await postTicket(app, validTicket(), { 'idempotency-key': key })
        expect(res.statusCode).toBe(400)
      }
    })
  })
})
