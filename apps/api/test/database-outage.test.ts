/**
 * The database unavailable: PostgreSQL shut down under load or frozen (SIGSTOP), SQLite out of
 * room. Every answer is a 503 with Retry-After (never a 500), nothing acknowledged is lost, the
 * real cause is logged, /readyz says so, and the app recovers without a restart.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { STATEMENT_TIMEOUT_MS, openPostgres, openSqlite } from '../src/db/connect.ts'
import { migrateToLatest } from '../src/db/migrations.ts'
import type { Database } from '../src/db/schema.ts'
import { loggerOptions } from '../src/logger.ts'
import { MIN_FREE_BYTES } from '../src/routes/health.ts'
import { NO_LIMITS, postTicket, tempDir, testApp, testDb, testEnv, validTicket, waitUntil, type TestDb } from './harness.ts'
import { startPostgres, type PgCluster } from './support/postgres.ts'

interface Answer {
  status: number
  retryAfter: string | undefined
  id?: string
}

const answerOf = (res: { statusCode: number; headers: Record<string, unknown>; json(): unknown }): Answer => ({
  status: res.statusCode,
  retryAfter: res.headers['retry-after'] as string | undefined,
  ...(res.statusCode === 201 && { id: (res.json() as { id: string }).id }),
})

/** An app whose error-level log lines are kept. */
async function loggedApp(db: Kysely<Database>, dataDir: string, env: Record<string, string> = NO_LIMITS) {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>)
      done()
    },
  })
  const app = await testApp({ db, env: testEnv(env, dataDir), logger: { ...(loggerOptions('error') as object), stream } })
  return { app, lines }
}

describe('PostgreSQL unavailable', () => {
  let cluster: PgCluster
  let db: Kysely<Database>
  let app: FastifyInstance
  let lines: Record<string, unknown>[]
  const dataDir = tempDir('api-outage-')

  beforeAll(async () => {
    cluster = await startPostgres()
    db = openPostgres(await cluster.createDatabase('outage')).db
    await migrateToLatest(db)
    ;({ app, lines } = await loggedApp(db, dataDir))
  })
  afterAll(async () => {
    await app?.close()
    await db?.destroy()
    cluster?.stop()
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it('answers 503 with Retry-After while the server is down, loses no acknowledged ticket, and recovers without a restart', async () => {
    const answers: Answer[] = []
    let running = true
    // Five visitors, each sending a ticket or reading the plan config, one request after another.
    const visitor = async (v: number) => {
      for (let i = 0; running && i < 3000; i++) {
        const res =
          i % 3 === 2
            ? await app.inject('/api/generalConfig/tenant/all?tenantId=0')
            : await postTicket(app, validTicket({ message: `Visitor ${v}, ticket ${i}.` }))
        answers.push(answerOf(res))
        if (res.statusCode === 503) await new Promise((r) => setTimeout(r, 20))
      }
    }
    const load = Promise.all(Array.from({ length: 5 }, (_, v) => visitor(v)))
    try {
      await waitUntil(() => answers.filter((a) => a.status === 201).length >= 20, 20_000, 'tickets flowing')
      cluster.shutDown()
      await waitUntil(() => answers.some((a) => a.status === 503), 20_000, 'a 503 while the server is down')
      expect((await app.inject('/readyz')).statusCode).toBe(503)
      const downAt = answers.length
      await waitUntil(() => answers.length >= downAt + 20, 20_000, 'more answers while down')
      cluster.startUp()
      const upAt = answers.length
      await waitUntil(() => answers.slice(upAt).some((a) => a.status === 201), 30_000, 'a ticket stored after the restart')
    } finally {
      running = false
      await load
    }

    const statuses = new Map<number, number>()
    for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1)
    console.info(`PostgreSQL shut down under load: ${JSON.stringify(Object.fromEntries(statuses))}`)
    expect([...statuses.keys()].sort()).toEqual([200, 201, 503])
    for (const a of answers.filter((x) => x.status === 503)) expect(a.retryAfter).toBe('10')
    const acknowledged = answers.flatMap((a) => (a.id ? [a.id] : []))
    const stored = new Set((await db.selectFrom('tickets').select('id').execute()).map((r) => r.id))
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([])
    expect((await app.inject('/readyz')).statusCode).toBe(200)
    expect(lines.filter((l) => l.msg === 'Unhandled error')).toEqual([])
    expect(lines.some((l) => l.msg === 'Database unavailable' && typeof l.cause === 'string')).toBe(true)
  }, 120_000)

  it('answers 503 within the query timeout when the server hangs, stores nothing of that request, and recovers when it resumes', async () => {
    expect((await postTicket(app, validTicket())).statusCode).toBe(201)
    const message = 'Sent while the database hangs.'
    cluster.freeze()
    let elapsed: number
    try {
      const started = Date.now()
      const res = await postTicket(app, validTicket({ message }))
      elapsed = Date.now() - started
      expect(res.statusCode).toBe(503)
      expect(res.headers['retry-after']).toBe('10')
      expect((await app.inject('/readyz')).statusCode).toBe(503)
    } finally {
      cluster.thaw()
    }
    console.info(`PostgreSQL frozen: 503 after ${elapsed} ms`)
    // Within the client's query timeout (the statement timeout and a second), not the 15 s request timeout.
    expect(elapsed).toBeLessThan(STATEMENT_TIMEOUT_MS + 2_000)
    await waitUntil(
      async () => (await postTicket(app, validTicket({ message: 'After the thaw.' }))).statusCode === 201,
      30_000,
      'a ticket stored after the thaw',
    )
    expect(await db.selectFrom('tickets').select('id').where('message', '=', message).execute()).toEqual([])
  }, 60_000)
})

describe('SQLite out of room', () => {
  it('answers 503 with Retry-After and logs the real cause when the database may not grow', async () => {
    const t: TestDb = await testDb('sqlite')
    const { app, lines } = await loggedApp(t.db, t.dataDir)
    try {
      // SQLite's own limit on its file: the same SQLITE_FULL as a full disk.
      const { page_count } = (await sql<{ page_count: number }>`pragma page_count`.execute(t.db)).rows[0]!
      await sql.raw(`pragma max_page_count = ${page_count}`).execute(t.db)
      const answers: Answer[] = []
      for (let i = 0; i < 200 && !answers.some((a) => a.status === 503); i++) {
        answers.push(answerOf(await postTicket(app, validTicket({ message: `Ticket ${i}: ${'x'.repeat(4000)}` }))))
      }
      const refused = answers.at(-1)!
      expect(refused).toEqual({ status: 503, retryAfter: '10' })
      const stored = (await t.db.selectFrom('tickets').select('id').execute()).map((r) => r.id).sort()
      expect(stored).toEqual(answers.flatMap((a) => (a.id ? [a.id] : [])).sort())
      expect(lines.find((l) => l.msg === 'Database unavailable')).toMatchObject({ cause: 'disk full', err: { code: 'SQLITE_FULL' } })
      expect(JSON.stringify(lines)).not.toMatch(/cannot rollback|Unhandled error/)

      await sql.raw(`pragma max_page_count = ${page_count * 100}`).execute(t.db)
      expect((await postTicket(app, validTicket())).statusCode).toBe(201)
    } finally {
      await app.close()
      await t.close()
    }
  })

  // A real full disk needs a small file system of its own: a tmpfs, which only root may mount.
  const mountable = (() => {
    if (process.getuid?.() !== 0) return false
    const probe = tempDir('api-mount-probe-')
    const ok = spawnSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', probe]).status === 0
    if (ok) spawnSync('umount', [probe])
    fs.rmSync(probe, { recursive: true, force: true })
    return ok
  })()
  if (!mountable)
    console.warn(
      'database-outage.test: cannot mount a tmpfs here (needs root with CAP_SYS_ADMIN); the full-disk readiness test does not run',
    )

  it.skipIf(!mountable)('on a full disk: 503 for tickets, /readyz 503, and both recover once space is freed', async () => {
    const dir = tempDir('api-full-disk-')
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=2m', 'tmpfs', dir])
    const { db } = openSqlite(path.join(dir, 'site.db'))
    const filler = path.join(dir, 'filler')
    try {
      await migrateToLatest(db)
      const { app, lines } = await loggedApp(db, dir)
      try {
        expect((await postTicket(app, validTicket())).statusCode).toBe(201)
        expect((await app.inject('/readyz')).statusCode).toBe(200)
        // Fill the file system up to its last byte.
        const fd = fs.openSync(filler, 'w')
        const chunk = Buffer.alloc(16 * 1024)
        try {
          for (;;) fs.writeSync(fd, chunk)
        } catch (err) {
          expect((err as NodeJS.ErrnoException).code).toBe('ENOSPC')
        } finally {
          fs.closeSync(fd)
        }
        const ready = await app.inject('/readyz')
        expect(ready.statusCode).toBe(503)
        expect(ready.headers['retry-after']).toBe('10')
        expect(ready.json().message).toMatch(/disk is full/)
        const answers: Answer[] = []
        for (let i = 0; i < 100 && !answers.some((a) => a.status === 503); i++) {
          answers.push(answerOf(await postTicket(app, validTicket({ message: `Ticket ${i}: ${'y'.repeat(4000)}` }))))
        }
        expect(answers.at(-1)).toEqual({ status: 503, retryAfter: '10' })
        expect(lines.find((l) => l.msg === 'Database unavailable')).toMatchObject({ cause: 'disk full' })
        expect(JSON.stringify(lines)).not.toMatch(/cannot rollback|Unhandled error/)

        fs.rmSync(filler)
        expect(fs.statfsSync(dir).bavail * fs.statfsSync(dir).bsize).toBeGreaterThan(MIN_FREE_BYTES)
        expect((await app.inject('/readyz')).statusCode).toBe(200)
        expect((await postTicket(app, validTicket())).statusCode).toBe(201)
      } finally {
        await app.close()
      }
    } finally {
      await db.destroy()
      spawnSync('umount', ['-l', dir])
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
