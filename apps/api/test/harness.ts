/** Builds the real app on a real, migrated database for a test. */
import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { buildApp, type AppDeps } from '../src/app.ts'
import { openPostgres, openSqlite, type Dialect } from '../src/db/connect.ts'
import { migrateToLatest } from '../src/db/migrations.ts'
import type { Database } from '../src/db/schema.ts'
import { parseEnv, type Env } from '../src/env.ts'
import { startPostgres, type PgCluster } from './support/postgres.ts'

export const DIALECTS: Dialect[] = ['sqlite', 'postgres']

let cluster: Promise<PgCluster> | undefined

/** One cluster per test file, started on first use; call stopPostgres() in afterAll. */
export function postgresCluster(): Promise<PgCluster> {
  cluster ??= startPostgres()
  return cluster
}

export async function stopPostgres(): Promise<void> {
  if (!cluster) return
  const c = await cluster
  cluster = undefined
  c.stop()
}

export function tempDir(prefix = 'api-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix))
}

export interface TestDb {
  db: Kysely<Database>
  dialect: Dialect
  dataDir: string
  close(): Promise<void>
}

export async function testDb(dialect: Dialect): Promise<TestDb> {
  const dataDir = tempDir()
  const opened =
    dialect === 'sqlite'
      ? openSqlite(path.join(dataDir, 'site.db'))
      : openPostgres(await (await postgresCluster()).createDatabase(`t_${randomUUID().replaceAll('-', '')}`))
  await migrateToLatest(opened.db)
  return {
    ...opened,
    dataDir,
    async close() {
      await opened.db.destroy()
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Pass the test's data dir; the default is a path nothing is written to. */
export function testEnv(overrides: Record<string, string> = {}, dataDir = path.join(os.tmpdir(), 'api-test-unused')): Env {
  return parseEnv({
    DATA_DIR: dataDir,
    WEB_BUILD_DIR: path.join(dataDir, 'no-build'),
    LOG_LEVEL: 'silent',
    MAIL_FROM: 'Mock Interview <no-reply@mock.test>',
    SUPPORT_INBOX: 'support@mock.test',
    ...overrides,
  })
}

export const NO_LIMITS = { RATE_LIMIT_TICKETS_15MIN: '0', RATE_LIMIT_TICKETS_DAY: '0', RATE_LIMIT_READS_MIN: '0' }

export async function testApp(deps: Partial<AppDeps> & Pick<AppDeps, 'db'>): Promise<FastifyInstance> {
  const app = await buildApp({ env: testEnv(), logger: false, ...deps })
  await app.ready()
  return app
}

export const validTicket = (over: Record<string, unknown> = {}) => ({
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'I would like to know more about the Professional plan.',
  type: 'support',
  ...over,
})

export function postTicket(app: FastifyInstance, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/stripeapi/submit-ticket',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs = 20_000, what = 'condition') {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 25))
  }
}
