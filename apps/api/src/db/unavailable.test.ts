import { describe, expect, it } from 'vitest'
import { unavailableCause } from './unavailable.ts'

const error = (message: string, code?: string) => Object.assign(new Error(message), code === undefined ? {} : { code })

describe('unavailableCause', () => {
  it.each([
    [error('database or disk is full', 'SQLITE_FULL'), 'disk full'],
    [error('disk I/O error', 'SQLITE_IOERR_WRITE'), 'disk I/O error'],
    [error('database is locked', 'SQLITE_BUSY'), 'database busy'],
    [error('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), 'database unreachable'],
    [error('terminating connection due to administrator command', '57P01'), 'server shutting down'],
    [error('the database system is starting up', '57P03'), 'server starting up'],
    [error('canceling statement due to statement timeout', '57014'), 'statement timed out'],
    [error('connection failure', '08006'), 'connection lost'],
    [error('Query read timeout'), 'query timed out'],
    [error('timeout exceeded when trying to connect'), 'no connection within the timeout'],
    [error('Connection terminated unexpectedly'), 'connection lost'],
    [error('Client has encountered a connection error and is not queryable'), 'connection lost'],
  ])('%s → %s', (err, cause) => {
    expect(unavailableCause(err)).toBe(cause)
  })

  it('leaves every other error alone: bad SQL, a constraint, a bug', () => {
    for (const err of [
      error('duplicate key value violates unique constraint', '23505'),
      error('UNIQUE constraint failed: tickets.id', 'SQLITE_CONSTRAINT_PRIMARYKEY'),
      error('syntax error at or near "selec"', '42601'),
      new TypeError('The database connection is not open'),
      'a string',
      undefined,
    ]) {
      expect(unavailableCause(err)).toBeUndefined()
    }
  })
})
