/**
 * The real server process, SIGKILLed while tickets pour in: every ticket it acknowledged with
 * a 201 is in the database after a restart, and gets mailed. Then SIGTERM shuts down cleanly.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, startApi, type ApiProcess } from '@app/tooling/serve'
import { openSqlite } from '../src/db/connect.ts'
import { smtpSink, type SmtpSink } from './support/smtp.ts'
import { tempDir, validTicket, waitUntil } from './harness.ts'

describe('server process killed with SIGKILL under ticket load', () => {
  const servers: ApiProcess[] = []
  let smtp: SmtpSink | undefined
  const dataDir = tempDir('api-kill-')
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL')
    await smtp?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('loses no acknowledged ticket, mails every one after restart, and stops cleanly on SIGTERM', async () => {
    smtp = await smtpSink()
    await smtp.start()
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const options = { port, dataDir, buildDir: path.join(dataDir, 'no-build') }
    const env = {
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Site <no-reply@mock.test>',
      SUPPORT_INBOX: 'support@mock.test',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_TICKETS_15MIN: '0',
      RATE_LIMIT_TICKETS_DAY: '0',
      OUTBOX_LEASE_SECONDS: '2',
    }

    const first = await startApi({ ...options, env })
    servers.push(first)

    const acknowledged: string[] = []
    let failures = 0
    let stop = false
    const client = async (n: number) => {
      for (let i = 0; !stop; i++) {
        try {
          const res = await fetch(`${base}/stripeapi/submit-ticket`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(validTicket({ message: `client ${n} ticket ${i}` })),
          })
          if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id)
        } catch {
          failures++
          if (first.child.signalCode) return
        }
      }
    }
    const load = Promise.all(Array.from({ length: 8 }, (_, n) => client(n)))
    await waitUntil(() => acknowledged.length >= 200, 60_000, '200 acknowledged tickets')
    const killed = await first.stop('SIGKILL')
    stop = true
    await load
    expect(killed.signal).toBe('SIGKILL')
    expect(failures).toBeGreaterThan(0) // requests were in flight when it died

    const second = await startApi({ ...options, env })
    servers.push(second)

    const { db } = openSqlite(path.join(dataDir, 'site.db'))
    try {
      const stored = new Set((await db.selectFrom('tickets').select('id').execute()).map((r) => r.id))
      const lost = acknowledged.filter((id) => !stored.has(id))
      expect(lost).toEqual([])

      await waitUntil(
        async () => {
          const pending = await db.selectFrom('outbox').select('id').where('status', '!=', 'sent').execute()
          return pending.length === 0
        },
        60_000,
        'every outbox row sent after the restart',
      )
      const mailed = new Set(smtp.received.map((m) => /^X-Ticket-ID: (.+)$/im.exec(m.raw)?.[1]?.trim()))
      expect(acknowledged.filter((id) => !mailed.has(id))).toEqual([])
      const messageIds = new Map<string, Set<string>>()
      for (const m of smtp.received) {
        const ticket = /^X-Ticket-ID: (.+)$/im.exec(m.raw)?.[1]?.trim() ?? ''
        const messageId = /^Message-ID: (.+)$/im.exec(m.raw)?.[1]?.trim() ?? ''
        messageIds.set(ticket, (messageIds.get(ticket) ?? new Set()).add(messageId))
      }
      for (const [ticket, ids] of messageIds) expect([...ids]).toEqual([`<ticket.${ticket}@mock.test>`])
      const duplicates = smtp.received.length - mailed.size
      console.info(
        `SIGKILL test: ${acknowledged.length} acknowledged, ${stored.size} stored, ${mailed.size} mailed, ` +
          `${duplicates} duplicate deliveries (same Message-ID), ${failures} requests cut off`,
      )
    } finally {
      await db.destroy()
    }

    const term = await second.stop('SIGTERM')
    expect(term.code).toBe(0)
  }, 150_000)
})
