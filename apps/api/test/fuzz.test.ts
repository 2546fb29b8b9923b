/**
 * 10,000 random or malformed ticket submissions: never a 5xx, never an invalid row, and
 * exactly one stored ticket (with its outbox row) per acknowledged, non-honeypot submission.
 * Every stored ticket is then mailed to a raw SMTP sink: its DATA bytes hold no bare CR or LF,
 * and its Subject shows the stored name as it is (no encoded-word decoded, no bidi control).
 */
import { ApiErrorSchema, ContactMessageSchema, TicketCreatedSchema } from '@app/contract'
import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { smtpMailer, type Mailer } from '../src/mail/transports.ts'
import { NO_LIMITS, testApp, testDb, testEnv, waitUntil, type TestDb } from './harness.ts'
import { BARE_CR_OR_LF, messageOf, rawSmtpSink, type RawSmtpSink } from './support/raw-smtp.ts'

const RUNS = 10_000

const BARE_BREAKS = ['\r', '\n', '\r\n', '\n\r', '\r.\r\n', '\n.\n', '\r\n.\r\n', '.\r', '\r\rMAIL FROM:<x@evil.test>\r\n']
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff', '\ude00\ud83d']
const FORMAT_CONTROLS = [
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200e',
  '\u200f',
  '\u061c',
  '\u200b',
  '\ufeff',
  '\u00ad',
  '\u2060',
  '\u200c',
  '\u200d',
]
const ENCODED_WORDS = [
  '=?utf-8?Q?=0D=0A?=',
  '=?utf-8?b?QmNjOiB4QGV2aWwudGVzdA==?=',
  '=?UTF-8?Q?Bcc=3A_x=40evil.test?=',
  '=?iso-8859-1?q?=E9?=',
  '=?utf-8?B?4oCu?=',
]
const tricky = fc.constantFrom(
  ...BARE_BREAKS,
  ...LONE_SURROGATES,
  ...FORMAT_CONTROLS,
  ...ENCODED_WORDS,
  '\u2028',
  '\u2029',
  '\u0000',
  '\u0085',
  '\u007f',
  '\t',
  ' ',
  '%0d%0a',
  'Bcc: x@evil.test',
  '😀',
  '👩\u200d💻',
  'é',
  '"',
  '<',
  '>',
  '@',
  '\\',
)
/** Any UTF-16 code units, lone surrogates included: what a JSON body with \u escapes can carry. */
const codeUnits = fc.string({ unit: fc.nat(0xffff).map((c) => String.fromCharCode(c)), maxLength: 30 })
/** A valid value with a bare line break, a surrogate half or a format control put into it. */
const spiked = (value: fc.Arbitrary<string>, spikes = [...BARE_BREAKS, ...LONE_SURROGATES, ...FORMAT_CONTROLS]) =>
  fc.tuple(value, fc.constantFrom(...spikes), fc.nat()).map(([v, bad, at]) => {
    const i = at % (v.length + 1)
    return v.slice(0, i) + bad + v.slice(i)
  })
const text = fc.oneof(
  { weight: 4, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: codeUnits },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 2, arbitrary: fc.array(fc.oneof(tricky, fc.string({ maxLength: 5 })), { maxLength: 8 }).map((a) => a.join('')) },
  { weight: 1, arbitrary: fc.integer({ min: 95, max: 110 }).map((n) => 'n'.repeat(n)) },
  { weight: 1, arbitrary: fc.constantFrom('', '   ', 'Ada Lovelace', 'x'.repeat(5001), 'm'.repeat(4999)) },
)
const email = fc.oneof(
  fc.emailAddress(),
  text,
  spiked(fc.emailAddress()),
  fc.constantFrom('a@b.co', 'a@b', '@b.co', 'a@b.co\r\nBcc: x@y.z', `${'a'.repeat(64)}@${'b'.repeat(185)}.com`),
)
const anyValue = fc.oneof(
  text,
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
)

const ticketLike = fc
  .record(
    {
      name: fc.oneof(
        { weight: 5, arbitrary: text },
        { weight: 3, arbitrary: fc.constant('Ada Lovelace') },
        { weight: 1, arbitrary: anyValue },
      ),
      email: fc.oneof({ weight: 5, arbitrary: email }, { weight: 1, arbitrary: anyValue }),
      message: fc.oneof(
        { weight: 5, arbitrary: text },
        { weight: 3, arbitrary: fc.constant('Hello, I have a question.') },
        { weight: 1, arbitrary: anyValue },
      ),
      type: fc.oneof(
        { weight: 5, arbitrary: fc.constantFrom('support', 'contact') },
        { weight: 1, arbitrary: spiked(fc.constantFrom('support', 'contact')) },
        { weight: 1, arbitrary: anyValue },
      ),
      website: fc.oneof(fc.constant(''), text, anyValue),
      extra: anyValue,
    },
    { requiredKeys: [] },
  )
  .map((r) => {
    // `extra` stands for any unknown field; keep it under its real name only sometimes.
    const { extra, ...rest } = r as Record<string, unknown>
    return extra !== undefined && typeof extra === 'number' ? { ...rest, [`field${extra}`]: extra } : rest
  })

/** Mostly well-formed submissions, so the stored-row half of the property gets exercised. */
const plausible = fc.record(
  {
    name: fc.oneof(
      fc.constantFrom('Ada Lovelace', 'Zoë', '李小龍', ...ENCODED_WORDS),
      fc.string({ minLength: 1, maxLength: 30 }),
      spiked(fc.constant('Ada Lovelace')),
      text,
    ),
    email: fc.oneof(fc.emailAddress(), fc.constant('ada@example.com'), spiked(fc.constant('ada@example.com'))),
    message: fc.oneof(
      fc.string({ minLength: 1, maxLength: 300 }),
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 100 }),
      spiked(fc.string({ minLength: 1, maxLength: 300 }), BARE_BREAKS),
      text,
    ),
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
    arbitrary: fc
      .integer({ min: 31 * 1024, max: 40 * 1024 })
      .map((n) => JSON.stringify({ name: 'A', email: 'a@b.co', type: 'contact', message: 'x'.repeat(n) })),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
  {
    weight: 1,
    arbitrary: fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constantFrom('', '{', '{"name":', '[]', 'null', '{"__proto__":{}}', '{"constructor":{"prototype":{}}}'),
    ),
  },
)
const contentType = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'text/plain',
      'application/x-www-form-urlencoded',
      'APPLICATION/JSON',
      'application/json; charset=latin1',
      '',
    ),
  },
)

const LONE_SURROGATE = /\p{Cs}/u
const FORMAT_CONTROL = new RegExp(`[${FORMAT_CONTROLS.filter((c) => c !== '\u200c' && c !== '\u200d').join('')}]`)
const strictUtf8 = new TextDecoder('utf-8', { fatal: true })
const ticketIdOf = (data: string) => /^X-Ticket-Id: ([0-9a-f-]{36})\r$/im.exec(data)?.[1]
const SUBJECT_LABEL: Record<string, string> = { support: 'Support request', contact: 'Contact message' }

/** The submitted text fields of a body, whatever their types. */
function textFields(body: string): string[] {
  try {
    const value: unknown = JSON.parse(body)
    if (value === null || typeof value !== 'object') return []
    return Object.values(value).filter((v): v is string => typeof v === 'string')
  } catch {
    return []
  }
}

describe(`POST /stripeapi/submit-ticket under ${RUNS.toLocaleString('en')} random bodies`, () => {
  let t: TestDb
  let sink: RawSmtpSink
  let mailer: Mailer
  let app: FastifyInstance
  beforeAll(async () => {
    t = await testDb('sqlite')
    sink = await rawSmtpSink()
    mailer = smtpMailer(sink.url)
    app = await testApp({ db: t.db, env: testEnv(NO_LIMITS, t.dataDir), mailer, outbox: { pollMs: 20, batchSize: 100 } })
  })
  afterAll(async () => {
    await app.close()
    mailer.close()
    await sink.close()
    await t.close()
  })

  it('never answers 5xx, stores exactly the valid, non-honeypot tickets, and mails them clean', async () => {
    const statuses = new Map<number, number>()
    const storedIds = new Set<string>()
    // How often the property met each kind of hostile text, so that it says something about it.
    const met = { bareBreakMailed: 0, encodedWordMailed: 0, formatControlStripped: 0, loneSurrogateRefused: 0 }
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
        const fields = textFields(body)
        if (res.statusCode !== 201) {
          ApiErrorSchema.strict().parse(res.json())
          if (res.statusCode === 400 && fields.some((f) => LONE_SURROGATE.test(f))) met.loneSurrogateRefused++
          return
        }
        expect(
          fields.some((f) => LONE_SURROGATE.test(f)),
          'a lone surrogate was accepted',
        ).toBe(false)
        const { id } = TicketCreatedSchema.parse(res.json())
        const raw = JSON.parse(body) as { name: string }
        const sent = ContactMessageSchema.parse(raw)
        if (sent.website?.trim()) return
        storedIds.add(id)
        if (BARE_CR_OR_LF.test(sent.message)) met.bareBreakMailed++
        if (sent.name.includes('=?')) met.encodedWordMailed++
        if (FORMAT_CONTROL.test(raw.name)) met.formatControlStripped++
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
      expect(row.name).not.toMatch(FORMAT_CONTROL)
    }
    // What a strict UTF-8 reader of the table sees: the stored bytes themselves.
    const bytes = await sql<{ b: string }>`select hex(name) || hex(email) || hex(message) || hex(type) as b from tickets`.execute(t.db)
    for (const { b } of bytes.rows) strictUtf8.decode(Buffer.from(b, 'hex'))

    // Every stored ticket is mailed once the worker catches up; what crossed the wire is clean.
    const mailedIds = () => new Set(sink.mails.map((m) => ticketIdOf(m.data.toString('latin1'))))
    await waitUntil(() => mailedIds().size >= storedIds.size, 120_000, 'every stored ticket mailed')
    expect(mailedIds()).toEqual(storedIds)
    const rows = new Map(tickets.map((r) => [r.id, r]))
    for (const mail of sink.mails) {
      const data = mail.data.toString('latin1')
      expect(data, 'DATA with a bare CR or LF').not.toMatch(BARE_CR_OR_LF)
      const row = rows.get(ticketIdOf(data)!)!
      expect((await simpleParser(messageOf(mail))).subject).toBe(`${SUBJECT_LABEL[row.type]} from ${row.name}`)
    }
    expect(sink.commands.filter((c) => /^MAIL FROM/i.test(c))).toHaveLength(sink.mails.length)

    // the generators must reach every branch, or the property says little
    expect(statuses.get(201) ?? 0).toBeGreaterThan(300)
    expect(statuses.get(400) ?? 0).toBeGreaterThan(3000)
    expect(statuses.get(415) ?? 0).toBeGreaterThan(50)
    expect(statuses.get(413) ?? 0).toBeGreaterThan(50)
    for (const [kind, n] of Object.entries(met)) expect(n, kind).toBeGreaterThan(20)
    console.info(
      `status counts: ${JSON.stringify(Object.fromEntries(statuses))}; stored and mailed ${storedIds.size}; ${JSON.stringify(met)}`,
    )
  }, 240_000)
})
