/**
 * Which errors mean the database cannot serve right now (unreachable, restarting, frozen, out
 * of disk) rather than that a request or our code is wrong: those are answered 503 with
 * Retry-After, so that clients retry instead of reporting a failure, and logged with their real
 * cause.
 */

/** Errors of the socket to PostgreSQL. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN'])

/** PostgreSQL SQLSTATEs of a server that is going away, full or overloaded (class 08 is matched below). */
const POSTGRES_STATES: Record<string, string> = {
  '53100': 'disk full',
  '53200': 'out of memory',
  '53300': 'too many connections',
  '57014': 'statement timed out',
  '57P01': 'server shutting down',
  '57P02': 'server crashed',
  '57P03': 'server starting up',
}

/** What node-postgres and its pool throw when the connection is gone or a query timed out. */
const PG_MESSAGES: [RegExp, string][] = [
  [/^Query read timeout$/, 'query timed out'],
  [/^timeout exceeded when trying to connect$/, 'no connection within the timeout'],
  [/^Connection terminated/, 'connection lost'],
  [/is not queryable$/, 'connection lost'],
]

/** The short cause when `err` says the database is unavailable; undefined for any other error. */
export function unavailableCause(err: unknown): string | undefined {
  if (!(err instanceof Error)) return undefined
  const code = (err as { code?: unknown }).code
  if (typeof code === 'string') {
    // better-sqlite3: the file system is full, or the disk or lock failed.
    if (code === 'SQLITE_FULL' || code === 'ENOSPC') return 'disk full'
    if (code.startsWith('SQLITE_IOERR')) return 'disk I/O error'
    if (code === 'SQLITE_BUSY' || code.startsWith('SQLITE_BUSY_')) return 'database busy'
    if (code === 'SQLITE_CANTOPEN' || code.startsWith('SQLITE_READONLY')) return 'database file not writable'
    if (NETWORK_CODES.has(code)) return 'database unreachable'
    if (code.startsWith('08')) return 'connection lost'
    const state = POSTGRES_STATES[code]
    if (state) return state
  }
  return PG_MESSAGES.find(([pattern]) => pattern.test(err.message))?.[1]
}
