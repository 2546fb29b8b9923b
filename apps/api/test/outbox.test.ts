/**
 * The mail outbox against a real SMTP server (smtp-server, in-process) on both databases.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { Dialect } from '../src/db/connect.ts'
import { OutboxWorker } from '../src/mail/outbox.ts'
import { emlMailer, smtpMailer, type Mailer } from '../src/mail/transports.ts'
import { freePort } from '@app/tooling/serve'
import { smtpSink, type SmtpSink } from './support/smtp.ts'
import { DIALECTS, NO_LIMITS, postTicket, stopPostgres, testApp, testDb, testEnv, validTicket, waitUntil, type TestDb } from './harness.ts'

afterAll(stopPostgres)

const FAST = { pollMs: 50, baseDelayMs: 50, maxDelayMs: 400, batchSize: 50 }
const EXPECTED_HEADERS = [
  'content-transfer-encoding',
  'content-type',
  'date',
  'from',
  'message-id',
  'mime-version',
  'reply-to',
  'subject',
  'to',
  'x-ticket-id',
]

describe.each(DIALECTS)('mail outbox on %s', (dialect: Dialect) => {
  let t: TestDb
  let smtp: SmtpSink
  let mailer: Mailer
  let app: FastifyInstance | undefined

  beforeEach(async () => {
    t = await testDb(dialect)
    smtp = await smtpSink()
    mailer = smtpMailer(smtp.url)
  })
  afterEach(async () => {
    await app?.close()
    app = undefined
    mailer.close()
    await smtp.stop()
    await t.close()
  })

  const startApp = async (m: Mailer | undefined = mailer) => {
    app = await testApp({ db: t.db, env: testEnv(NO_LIMITS, t.dataDir), mailer: m, outbox: FAST })
    return app
  }
  const statuses = async () => {
    const rows = await t.db.selectFrom('outbox').select('status').execute()
    return rows.reduce<Record<string, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {})
  }

  it('delivers a ticket: From ours, visitor only as Reply-To, stable Message-ID, plain text', async () => {
    await smtp.start()
    await startApp()
    const res = await postTicket(app!, validTicket({ name: 'Grace Hopper', email: 'grace@example.org', message: 'Line one\nLine two' }))
    const { id } = res.json()
    await smtp.waitFor(1)
    const [mail] = smtp.received
    expect(mail!.envelope).toEqual({ from: 'no-reply@mock.test', to: ['support@mock.test'] })
    const parsed = await smtp.parse(mail!)
    expect(parsed.from?.value).toEqual([{ name: 'Mock Interview', address: 'no-reply@mock.test' }])
    expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.text : '').toBe('support@mock.test')
    expect(parsed.replyTo?.value.map((v) => v.address)).toEqual(['grace@example.org'])
    expect(parsed.messageId).toBe(`<ticket.${id}@mock.test>`)
    expect(parsed.subject).toBe('Support request from Grace Hopper')
    expect(parsed.html).toBe(false)
    expect(parsed.text).toContain('Line one\nLine two')
    expect(parsed.headers.get('content-type')).toMatchObject({ value: 'text/plain' })
    await waitUntil(async () => (await statuses()).sent === 1, 5000, 'row marked sent')
    const row = await t.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'sent', attempts: 1, last_error: null })
    expect(row.sent_at).not.toBeNull()
  })

  it('lets no header-injection attempt add a header or a recipient', async () => {
    await smtp.start()
    await startApp()
    const attempts = [
      { name: 'Eve\r\nBcc: victim@evil.test' },
      { name: 'Eve\nX-Injected: yes' },
      { name: 'Eve\u2028Bcc: victim@evil.test' },
      { name: 'Eve\u0085Bcc: victim@evil.test' },
      { email: 'eve@evil.test\r\nBcc: victim@evil.test' },
      { email: 'eve@evil.test%0d%0aBcc:victim@evil.test' },
      { type: 'support\r\nBcc: victim@evil.test' },
    ]
    for (const over of attempts) expect((await postTicket(app!, validTicket(over))).statusCode).toBe(400)

    const accepted = [
      { name: 'Eve%0d%0aBcc: victim@evil.test' },
      { name: 'Eve =?utf-8?Q?=0D=0ABcc:_victim@evil.test?=' },
      { name: 'Eve Bcc: victim@evil.test' },
      { name: 'Ève Ünïcödé 😀 \u00a0' },
      { message: 'Hi\r\nBcc: victim@evil.test\r\n\r\n.\r\nMAIL FROM:<x@evil.test>\r\nRCPT TO:<victim@evil.test>\r\n' },
      { email: '"eve\\r\\nbcc"@evil.test' },
    ]
    let n = 0
    for (const over of accepted) {
      const res = await postTicket(app!, validTicket(over))
      if (res.statusCode === 201) n++
      else expect(res.statusCode).toBe(400)
    }
    expect(n).toBeGreaterThanOrEqual(5)
    await smtp.waitFor(n)
    for (const mail of smtp.received) {
      expect(mail.envelope.to).toEqual(['support@mock.test'])
      const parsed = await smtp.parse(mail)
      expect([...parsed.headers.keys()].sort()).toEqual(EXPECTED_HEADERS)
      expect(parsed.replyTo?.value).toHaveLength(1)
      expect(parsed.to && !Array.isArray(parsed.to) ? parsed.to.value.map((v) => v.address) : []).toEqual(['support@mock.test'])
    }
  })

  it('keeps a refused mail pending, backs off, and sends it once the server accepts', async () => {
    await smtp.start()
    smtp.refuse = 'Mailbox of victim@example.com temporarily unavailable'
    await startApp()
    await postTicket(app!, validTicket())
    await waitUntil(
      async () => {
        const row = await t.db.selectFrom('outbox').selectAll().executeTakeFirst()
        return (row?.attempts ?? 0) >= 2
      },
      10_000,
      'two failed attempts',
    )
    const row = await t.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow()
    expect(row.status).toBe('pending')
    expect(row.last_error).toContain('[email]')
    expect(row.last_error).not.toContain('victim@example.com')
    smtp.refuse = undefined
    await smtp.waitFor(1)
    await waitUntil(async () => (await statuses()).sent === 1, 5000, 'row marked sent')
  })

  it('SMTP down while 500 tickets arrive: all 201, then 100% delivered, duplicates sharing a Message-ID', async () => {
    await startApp() // nothing listens on the SMTP port yet
    const ids: string[] = []
    for (let i = 0; i < 500; i++) {
      const res = await postTicket(app!, validTicket({ message: `Ticket number ${i}` }))
      expect(res.statusCode).toBe(201)
      ids.push(res.json().id)
    }
    await waitUntil(
      async () => {
        const r = await t.db.selectFrom('outbox').select('attempts').where('attempts', '>', 0).execute()
        return r.length === 500
      },
      60_000,
      'every row attempted while SMTP is down',
    )
    expect((await statuses()).pending).toBe(500)

    await smtp.start()
    await waitUntil(async () => (await statuses()).sent === 500, 90_000, 'all 500 marked sent')
    const byTicket = new Map<string, Set<string>>()
    for (const mail of smtp.received) {
      const ticket = /^X-Ticket-ID: (.+)$/im.exec(mail.raw)?.[1]?.trim() ?? ''
      const messageId = /^Message-ID: (.+)$/im.exec(mail.raw)?.[1]?.trim() ?? ''
      byTicket.set(ticket, (byTicket.get(ticket) ?? new Set()).add(messageId))
    }
    expect([...byTicket.keys()].sort()).toEqual([...ids].sort())
    for (const [ticket, messageIds] of byTicket) expect([...messageIds]).toEqual([`<ticket.${ticket}@mock.test>`])
    console.info(
      `SMTP outage (${dialect}): 500 acknowledged, ${byTicket.size} delivered, ${smtp.received.length - byTicket.size} duplicates`,
    )
  }, 200_000)

  it('picks pending rows up again after a restart', async () => {
    await startApp(undefined) // an instance that only accepts tickets
    for (let i = 0; i < 5; i++) await postTicket(app!, validTicket())
    await app!.close()
    await smtp.start()
    await startApp()
    await smtp.waitFor(5)
    await waitUntil(async () => (await statuses()).sent === 5, 5000, 'rows marked sent')
  })
})

describe('outbox worker rules', () => {
  let t: TestDb
  beforeEach(async () => {
    t = await testDb('sqlite')
  })
  afterEach(async () => t.close())

  it('marks a row dead after 24 h of failures and logs it', async () => {
    const app = await testApp({ db: t.db, env: testEnv(NO_LIMITS, t.dataDir) })
    await postTicket(app, validTicket())
    await app.close()
    const lines: { level: string; obj: unknown; msg: unknown }[] = []
    const rec = (level: string) => (obj: unknown, msg?: unknown) => lines.push({ level, obj, msg })
    const log = {
      level: 'info',
      fatal: rec('fatal'),
      error: rec('error'),
      warn: rec('warn'),
      info: rec('info'),
      debug: rec('debug'),
      trace: rec('trace'),
      silent: () => {},
    } as unknown as FastifyBaseLogger
    const down = smtpMailer(`smtp://127.0.0.1:${await freePort()}`)
    let clock = Date.now()
    const worker = new OutboxWorker(t.db, down, { from: 'a@mock.test', to: 'b@mock.test', log, baseDelayMs: 1000, now: () => clock })

    expect(await worker.runOnce()).toBe(1)
    let row = await t.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'pending', attempts: 1 })
    const firstDelay = Date.parse(row.next_attempt_at) - clock
    expect(firstDelay).toBeGreaterThanOrEqual(800)
    expect(firstDelay).toBeLessThanOrEqual(1200)

    clock += 1300
    expect(await worker.runOnce()).toBe(1)
    row = await t.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow()
    const secondDelay = Date.parse(row.next_attempt_at) - clock
    expect(secondDelay).toBeGreaterThanOrEqual(1600)
    expect(secondDelay).toBeLessThanOrEqual(2400)

    clock += 25 * 60 * 60_000
    expect(await worker.runOnce()).toBe(1)
    row = await t.db.selectFrom('outbox').selectAll().executeTakeFirstOrThrow()
    expect(row.status).toBe('dead')
    expect(await worker.runOnce()).toBe(0)
    expect(lines).toContainEqual({
      level: 'error',
      obj: expect.objectContaining({ ticketId: row.id }),
      msg: expect.stringMatching(/marked dead/),
    })
    down.close()
  })

  it('deletes temp files of killed processes when the .eml mailer starts, keeping live ones', async () => {
    const dir = path.join(t.dataDir, 'mail')
    fs.mkdirSync(dir, { recursive: true })
    const gone = spawnSync(process.execPath, ['-e', '']).pid
    const name = (n: number, suffix: string) => `00000000-0000-4000-8000-00000000000${n}.eml${suffix}`
    // A killed process's file, and one with our own pid: a previous process (pid 1 in a container).
    const stale = [name(1, `.${gone}.tmp`), name(2, `.${process.pid}.tmp`)]
    const kept = [name(3, `.${process.ppid}.tmp`), name(4, '')]
    for (const f of [...stale, ...kept]) fs.writeFileSync(path.join(dir, f), 'partial')
    const app = await testApp({ db: t.db, env: testEnv(NO_LIMITS, t.dataDir), mailer: emlMailer(dir), outbox: FAST })
    const { id } = (await postTicket(app, validTicket())).json()
    await waitUntil(() => fs.existsSync(path.join(dir, `${id}.eml`)), 5000, 'the .eml file')
    expect(fs.readdirSync(dir).sort()).toEqual([...kept, `${id}.eml`].sort())
    await app.close()
  })

  it('writes one .eml file per ticket without SMTP_URL', async () => {
    const dir = path.join(t.dataDir, 'mail')
    const app = await testApp({ db: t.db, env: testEnv(NO_LIMITS, t.dataDir), mailer: emlMailer(dir), outbox: FAST })
    const { id } = (await postTicket(app, validTicket({ email: 'reader@example.net' }))).json()
    await waitUntil(() => fs.existsSync(path.join(dir, `${id}.eml`)), 5000, 'the .eml file')
    const eml = fs.readFileSync(path.join(dir, `${id}.eml`), 'utf8')
    expect(eml).toMatch(/^Reply-To: reader@example\.net\r$/m)
    expect(eml).toMatch(new RegExp(`^Message-ID: <ticket\\.${id}@mock\\.test>\\r$`, 'm'))
    expect(eml).toMatch(/^From: Mock Interview <no-reply@mock\.test>\r$/m)
    await waitUntil(async () => (await t.db.selectFrom('outbox').select('status').executeTakeFirstOrThrow()).status === 'sent', 5000)
    expect(fs.readdirSync(dir)).toEqual([`${id}.eml`])
    await app.close()
  })
})
