/**
 * Opens the database: PostgreSQL when DATABASE_URL is set, else the embedded SQLite file under
 * DATA_DIR. Both come back as the same `Kysely<Database>`.
 */
import fs from 'node:fs'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely'
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
  return { db: new Kysely<Database>({ dialect: new SqliteKeepingCause(database) }), dialect: 'sqlite' }
}

/**
 * SQLite rolls a transaction back by itself when a statement fails for a full disk or an I/O
 * error; Kysely's ROLLBACK after it then failed with "cannot rollback - no transaction is
 * active", and that error, not SQLITE_FULL, reached the handler and the log.
 */
class SqliteKeepingCause extends SqliteDialect {
  constructor(private readonly database: SQLite.Database) {
    super({ database })
  }

  override createDriver(): Driver {
    const database = this.database
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (database.inTransaction) await super.rollbackTransaction(connection)
      }
    })({ database })
  }
}

/**
 * How long one statement may take: the server cancels it (statement_timeout), and the client
 * gives up a little later if the server does not answer at all (frozen, or the network gone).
 */
export const STATEMENT_TIMEOUT_MS = 5_000
const QUERY_TIMEOUT_MS = STATEMENT_TIMEOUT_MS + 1_000

export function openPostgres(connectionString: string): Db {
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: QUERY_TIMEOUT_MS,
  })
  // A client losing its connection (failover, restart) must not crash the process: the pool
  // reports idle clients here and replaces them; a client in use emits 'error' on itself
  // (pg-pool takes its listener off while it is checked out), and its query fails anyway.
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: closingTimedOut(pool) }) }), dialect: 'postgres' }
}

/**
 * The pool, except that a connection whose query timed out is closed instead of reused: its
 * query may still be running (a frozen server resumes it), and the next transaction on it would
 * run behind that query, or inside a transaction whose ROLLBACK never went out. Closed, the
 * server rolls that transaction back, and a ticket whose client got a 503 is not stored later.
 */
function closingTimedOut(pool: pg.Pool): PostgresPool {
  return {
    async connect() {
      const client = await pool.connect()
      let timedOut: Error | undefined
      const query = async (text: string, values: unknown[]) => {
        // Its ROLLBACK too would wait behind the query that timed out: fail at once.
        if (timedOut) throw timedOut
        try {
          return await client.query(text, values)
        } catch (err) {
          if ((err as Error).message === 'Query read timeout') timedOut = err as Error
          throw err
        }
      }
      // Kysely's cursor overload of query() is for streaming, which nothing here does.
      return { query: query as unknown as PostgresPoolClient['query'], release: () => client.release(timedOut) }
    },
    end: () => pool.end(),
    // What Kysely 0.29 reads to cancel a query on its own connection: the pool's settings.
    options: pool.options,
  }
}

/** Cheap round trip for /readyz. */
export async function ping(db: Kysely<Database>): Promise<void> {
  await sql`select 1`.execute(db)
}
