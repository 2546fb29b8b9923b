/**
 * Retention on both databases: tickets older than TICKET_RETENTION_DAYS go with their outbox
 * rows (pending ones too) and .eml files; newer ones stay; idempotency keys go after a day.
 */
import fs from 'node:fs'
import path from 'node:path'
import { TICKET_RETENTION_DAYS, type ContactMessage } from '@app/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { emlMailer } from '../src/mail/transports.ts'
import { purgeExpired } from '../src/tickets/retention.ts'
import { submitTicket } from '../src/tickets/service.ts'
import { DIALECTS, NO_LIMITS, stopPostgres, testApp, testDb, testEnv, validTicket, waitUntil, type TestDb } from './harness.ts'

afterAll(stopPostgres)

const DAY = 24 * 3600_000
const NOW = Date.parse('2027-06-01T12:00:00.000Z')

describe.each(DIALECTS)('ticket retention on %s', (dialect) => {
  let t: TestDb
  let app: FastifyInstance | undefined

  beforeEach(async () => {
    t = await testDb(dialect)
  })
  afterEach(async () => {
    await app?.close()
    app = undefined
    await t.close()
  })

  const mailDir = () => path.join(t.dataDir, 'mail')
  const emlOf = (id: string) => path.join(mailDir(), `${id}.eml`)

  /** A ticket received `ageMs` before NOW, its outbox row set to `status`, its .eml written if sent. */
  async function ticket(ageMs: number, status: 'pending' | 'sent' | 'dead', key?: string) {
    const received = new Date(NOW - ageMs)
    const res = await submitTicket(t.db, validTicket() as ContactMessage, {
      messageIdDomain: 'mock.test',
      now: received,
      idempotencyKey: key,
    })
    if (res.kind !== 'created') throw new Error(res.kind)
    const { id } = res.body
    await t.db.updateTable('outbox').set({ status }).where('ticket_id', '=', id).execute()
    if (status === 'sent') {
      fs.mkdirSync(mailDir(), { recursive: true })
      fs.writeFileSync(emlOf(id), 'Subject: x\r\n\r\nbody\r\n')
    }
    return id
  }
  const rows = async (id: string) => ({
    ticket: (await t.db.selectFrom('tickets').select('id').where('id', '=', id).execute()).length,
    outbox: (await t.db.selectFrom('outbox').select('id').where('ticket_id', '=', id).execute()).length,
    eml: fs.existsSync(emlOf(id)),
  })

  it('deletes a ticket past the retention with its outbox row and .eml file; keeps newer ones', async () => {
    const old = await ticket((TICKET_RETENTION_DAYS + 1) * DAY, 'sent')
    const justOver = await ticket(TICKET_RETENTION_DAYS * DAY + 1000, 'dead')
    const justUnder = await ticket(TICKET_RETENTION_DAYS * DAY - 60_000, 'sent')
    const recent = await ticket(DAY, 'sent')

    const result = await purgeExpired({ db: t.db, now: () => NOW, dataDir: t.dataDir })

    expect(result).toMatchObject({ tickets: 2, files: 1 })
    expect(await rows(old)).toEqual({ ticket: 0, outbox: 0, eml: false })
    expect(await rows(justOver)).toEqual({ ticket: 0, outbox: 0, eml: false })
    expect(await rows(justUnder)).toEqual({ ticket: 1, outbox: 1, eml: true })
    expect(await rows(recent)).toEqual({ ticket: 1, outbox: 1, eml: true })
    // A second pass finds nothing more.
    expect(await purgeExpired({ db: t.db, now: () => NOW, dataDir: t.dataDir })).toEqual({
      tickets: 0,
      files: 0,
      idempotencyKeys: 0,
      quotaWindows: 0,
    })
  })

  it('removes pending outbox rows of old tickets, so the worker never mails them', async () => {
    const old = await ticket((TICKET_RETENTION_DAYS + 30) * DAY, 'pending')
    const fresh = await ticket(0, 'pending')
    await purgeExpired({ db: t.db, now: () => NOW, dataDir: t.dataDir })
    expect(await rows(old)).toEqual({ ticket: 0, outbox: 0, eml: false })

    // The .eml worker then runs with the real clock: only the fresh ticket is written.
    const mailer = emlMailer(mailDir())
    app = await testApp({ db: t.db, env: testEnv(NO_LIMITS, t.dataDir), mailer, outbox: { pollMs: 20, now: () => NOW } })
    await waitUntil(() => fs.existsSync(emlOf(fresh)), 10_000, 'the fresh ticket mailed')
    expect(fs.readdirSync(mailDir())).toEqual([`${fresh}.eml`])
    mailer.close()
  })

  it('sweeps mail files older than the retention whose rows are already gone (crash, race)', async () => {
    fs.mkdirSync(mailDir(), { recursive: true })
    const orphan = path.join(mailDir(), '00000000-0000-4000-8000-000000000001.eml')
    const tmp = path.join(mailDir(), '00000000-0000-4000-8000-000000000002.eml.1234.tmp')
    const young = path.join(mailDir(), '00000000-0000-4000-8000-000000000003.eml')
    const other = path.join(mailDir(), 'README.txt')
    for (const f of [orphan, tmp, young, other]) fs.writeFileSync(f, 'x')
    const longAgo = new Date(NOW - (TICKET_RETENTION_DAYS + 2) * DAY)
    for (const f of [orphan, tmp, other]) fs.utimesSync(f, longAgo, longAgo)
    fs.utimesSync(young, new Date(NOW - DAY), new Date(NOW - DAY))

    const result = await purgeExpired({ db: t.db, now: () => NOW, dataDir: t.dataDir })

    expect(result.files).toBe(2)
    expect(fs.readdirSync(mailDir()).sort()).toEqual([path.basename(young), 'README.txt'])
  })

  it('keeps idempotency keys a day', async () => {
    await ticket(DAY + 1000, 'sent', `old-key-${dialect}`)
    await ticket(DAY - 60_000, 'sent', `new-key-${dialect}`)
    const result = await purgeExpired({ db: t.db, now: () => NOW, dataDir: t.dataDir })
    expect(result.idempotencyKeys).toBe(1)
    const keys = await t.db.selectFrom('idempotency_keys').select('key').execute()
    expect(keys.map((k) => k.key)).toEqual([`new-key-${dialect}`])
  })

  it('runs when the app starts', async () => {
    const old = await ticket(NOW - Date.now() + (TICKET_RETENTION_DAYS + 1) * DAY, 'sent')
    const fresh = await ticket(NOW - Date.now() + 1000, 'sent')
    app = await testApp({ db: t.db, env: testEnv(NO_LIMITS, t.dataDir) })
    // Rows go first, the file right after.
    await waitUntil(async () => (await rows(old)).ticket === 0 && !fs.existsSync(emlOf(old)), 10_000, 'the old ticket purged at start')
    expect(await rows(old)).toEqual({ ticket: 0, outbox: 0, eml: false })
    expect(await rows(fresh)).toEqual({ ticket: 1, outbox: 1, eml: true })
  })
})
