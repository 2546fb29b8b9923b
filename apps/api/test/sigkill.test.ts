/**
 * The real server process, SIGKILLed while tickets pour in: every ticket it acknowledged with
 * a 201 is in the database after a restart, and gets mailed. Then SIGTERM shuts down cleanly.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { openSqlite } from '../src/db/connect.ts'
import { freePort } from './support/ports.ts'
import { smtpSink, type SmtpSink } from './support/smtp.ts'
import { tempDir, validTicket, waitUntil } from './support/harness.ts'

const API_DIR = fileURLToPath(new URL('..', import.meta.url))

function startServer(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let output = ''
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d) => (output += String(d)))
  child.stderr?.on('data', (d) => (output += String(d)))
  return { child, output: () => output }
}

async function waitHealthy(base: string, proc: { output: () => string }) {
  await waitUntil(
    async () => {
      try {
        return (await fetch(`${base}/healthz`)).ok
      } catch {
        return false
      }
    },
    30_000,
    `server at ${base} (output: ${proc.output().slice(-500)})`,
  )
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve({ code: child.exitCode, signal: child.signalCode })
    else child.once('exit', (code, signal) => resolve({ code, signal }))
  })

describe('server process killed with SIGKILL under ticket load', () => {
  const children: ChildProcess[] = []
  let smtp: SmtpSink | undefined
  const dataDir = tempDir('api-kill-')
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
    await smtp?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('loses no acknowledged ticket, mails every one after restart, and stops cleanly on SIGTERM', async () => {
    smtp = await smtpSink()
    await smtp.start()
    const port = await freePort()
    const base = `http://127.0.0.1:${port}`
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Site <no-reply@mock.test>',
      SUPPORT_INBOX: 'support@mock.test',
      WEB_BUILD_DIR: path.join(dataDir, 'no-build'),
      LOG_LEVEL: 'warn',
      RATE_LIMIT_TICKETS_15MIN: '0',
      RATE_LIMIT_TICKETS_DAY: '0',
      OUTBOX_LEASE_SECONDS: '2',
    }

    const first = startServer(env)
    children.push(first.child)
    await waitHealthy(base, first)

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
    first.child.kill('SIGKILL')
    const killed = await exited(first.child)
    stop = true
    await load
    expect(killed.signal).toBe('SIGKILL')
    expect(failures).toBeGreaterThan(0) // requests were in flight when it died

    const second = startServer(env)
    children.push(second.child)
    await waitHealthy(base, second)

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

    second.child.kill('SIGTERM')
    const term = await exited(second.child)
    expect(term.code).toBe(0)
  }, 150_000)
})
