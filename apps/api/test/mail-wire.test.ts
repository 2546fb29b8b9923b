/**
 * The mail a ticket becomes, as bytes on the wire (a raw SMTP sink that records DATA exactly)
 * and as a mail client shows it (mailparser): no SMTP smuggling.
 */
import type { FastifyInstance } from 'fastify'
import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { smtpMailer, type Mailer } from '../src/mail/transports.ts'
import { NO_LIMITS, postTicket, testApp, testDb, testEnv, validTicket, waitUntil, type TestDb } from './support/harness.ts'
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
    ['a bare CR before a dot', 'hi\r.\r\nMAIL FROM:<x@victim.example>\r\nRCPT TO:<victim@victim.example>\r\nDATA\r\nSubject: spoofed\r\n\r\nowned\r\n.\r\n'],
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
})
