/**
 * Opens the database: PostgreSQL when DATABASE_URL is set, else the embedded SQLite file under
 * DATA_DIR. Both come back as the same `Kysely<Database>`.
 */
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely'
import pg from 'pg'
import type { Database } from './schema.ts'

export type Dialect = 'sqlite' | 'postgres'

interface Db {
  db: Kysely<Database>
  dialect: Dialect
}

export function openDatabase(opts: { dataDir: string; databaseUrl?: string | undefined }): Db {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl)
  fs.mkdirSync(opts.dataDir, { recursive: true })
  return openSqlite(path.join(opts.dataDir, 'site.db'))
}

export function openSqlite(file: string): Db {
  const database = new SQLite(file)
  database.pragma('journal_mode = WAL')
  // FULL: a commit is on disk before the 201 goes out, so a power cut or SIGKILL loses no
  // acknowledged ticket.
  database.pragma('synchronous = FULL')
  database.pragma('foreign_keys = ON')
  database.pragma('busy_timeout = 5000')
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), dialect: 'sqlite' }
}

export function openPostgres(connectionString: string): Db {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 5000, idleTimeoutMillis: 30_000 })
  // A client losing its connection (failover, restart) must not crash the process: the pool
  // reports idle clients here and replaces them; a client in use emits 'error' on itself
  // (pg-pool takes its listener off while it is checked out), and its query fails anyway.
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' }
}

/** Cheap round trip for /readyz. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db)
}
