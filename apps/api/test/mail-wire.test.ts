/**
 * The mail a ticket becomes, as bytes on the wire (a raw SMTP sink that records DATA exactly)
 * and as a mail client shows it (mailparser): no SMTP smuggling, no spoofed Subject.
 */
import type { FastifyInstance } from 'fastify'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { smtpMailer, type Mailer } from '../src/mail/transports.ts'
import { NO_LIMITS, postTicket, testApp, testDb, testEnv, validTicket, waitUntil, type TestDb } from './harness.ts'
import { BARE_CR_OR_LF, messageOf, rawSmtpSink, type RawMail, type RawSmtpSink } from './support/raw-smtp.ts'

describe('ticket mail on the wire', () => {
  let t: TestDb
  let sink: RawSmtpSink
  let mailer: Mailer
  let app: FastifyInstance

  beforeAll(async () => {
    t = await testDb('sqlite')
    sink = await rawSmtpSink()
    mailer = smtpMailer(sink.url)
    app = await testApp({ db: t.db, env: testEnv(NO_LIMITS, t.dataDir), mailer, outbox: { pollMs: 50 } })
  })
  afterAll(async () => {
    await app.close()
    mailer.close()
    await sink.close()
    await t.close()
  })

  /** Posts a ticket and answers its mail as the sink received it. */
  async function mailFor(over: Record<string, unknown>): Promise<RawMail> {
    const res = await postTicket(app, validTicket(over))
    expect(res.statusCode, res.body).toBe(201)
    const header = new RegExp(`^X-Ticket-Id: ${res.json().id}\\r$`, 'im')
    let mail: RawMail | undefined
    await waitUntil(() => (mail = sink.mails.find((m) => header.test(m.data.toString('latin1')))) !== undefined, 10_000, 'the mail')
    return mail!
  }

  it.each([
    [
      'a bare CR before a dot',
      'hi\r.\r\nMAIL FROM:<x@victim.example>\r\nRCPT TO:<victim@victim.example>\r\nDATA\r\nSubject: spoofed\r\n\r\nowned\r\n.\r\n',
    ],
    ['a bare LF before a dot', 'hi\n.\nMAIL FROM:<x@victim.example>\nRCPT TO:<victim@victim.example>\n'],
    ['bare CRs only', 'one\rtwo\r\rthree'],
    ['mixed line breaks', 'a\n\r\n\r\rb\r\n.\r\nc'],
    ['a dot line', 'first\r\n.\r\nMAIL FROM:<x@victim.example>'],
    ['non-ASCII text (quoted-printable)', 'Zoë\r.\r\nMAIL FROM:<x@victim.example>\r\n'],
    ['a long line', `${'x'.repeat(200)}\r.\r\n${'y'.repeat(100)}`],
  ])('sends %s in the message as CRLF lines only, one mail per ticket', async (_label, message) => {
    const mail = await mailFor({ message })
    const data = mail.data.toString('latin1')
    expect(data).not.toMatch(BARE_CR_OR_LF)
    expect(mail).toMatchObject({ from: 'no-reply@mock.test', to: ['support@mock.test'] })
    // Nothing in the body was taken for a command: one MAIL FROM per mail, all ours.
    const mailFrom = sink.commands.filter((c) => /^MAIL FROM/i.test(c))
    expect(mailFrom).toHaveLength(sink.mails.length)
    expect(mailFrom.every((c) => c.includes('<no-reply@mock.test>'))).toBe(true)
    // The visitor's lines arrive as lines.
    const parsed = await simpleParser(messageOf(mail))
    expect(parsed.text).toContain(message.trim().replace(/\r\n?/g, '\n'))
  })

  it.each([
    '=?utf-8?b?QmNjOiB2aWN0aW1AZXZpbC50ZXN0?=',
    '=?UTF-8?Q?Bcc=3A_victim=40evil=2Etest?=',
    'Zoë =?utf-8?q?Bcc:_victim@evil.test?= Smith',
    'x=?utf-8?b?QmNj?=y',
    '李𠀀'.repeat(33),
    // nodemailer's own word splitter cut this between the halves of a surrogate pair (U+FFFD)
    `李李${'𠀀'.repeat(10)}`,
    `${'é'.repeat(40)} =?utf-8?b?QmNj?= ${'x'.repeat(40)}`,
  ])('shows the name %s in the Subject as it was typed, never decoded', async (name) => {
    const mail = await mailFor({ name })
    expect((await simpleParser(messageOf(mail))).subject).toBe(`Support request from ${name}`)
    // RFC 2047 §2: no encoded-word longer than 75 characters.
    const words = mail.data.toString('latin1').match(/=\?[^?\s]+\?[BQ]\?[^?\s]*\?=/gi) ?? []
    expect(words.length).toBeGreaterThan(0)
    for (const word of words) expect(word.length).toBeLessThanOrEqual(75)
  })

  it('strips bidi and invisible format controls from the name; keeps emoji joiners', async () => {
    const spoof = 'Ada \u202Etset.live@\u202C \u2066x\u2069\u200F\u200E\u061C\u200B\uFEFFLovelace'
    const parsed = await simpleParser(messageOf(await mailFor({ name: spoof })))
    expect(parsed.subject).toBe('Support request from Ada tset.live@ xLovelace')
    expect(parsed.text).toContain('Name:     Ada tset.live@ xLovelace\n')
    const stored = await t.db.selectFrom('tickets').select('name').where('name', 'like', 'Ada tset%').executeTakeFirstOrThrow()
    expect(stored.name).toBe('Ada tset.live@ xLovelace')

    const coder = '👩\u200D💻 Ada \u200Cx'
    expect((await simpleParser(messageOf(await mailFor({ name: coder })))).subject).toBe(`Support request from ${coder}`)

    const blank = await postTicket(app, validTicket({ name: '\u202E\u202C' }))
    expect(blank.statusCode).toBe(400)
    expect(blank.json().message).toMatch(/Name is required/)
  })
})
