import fs from 'node:fs/promises'
import type { FastifyPluginAsync } from 'fastify'
import type { Kysely } from 'kysely'
import { ping } from '../db/connect.ts'
import type { Database } from '../db/schema.ts'
import { sendUnavailable } from '../errors.ts'

/**
 * Below this much free space the embedded database may fail a write (SQLite grows its file and
 * its WAL a few pages at a time): the instance is not ready until some is freed.
 */
export const MIN_FREE_BYTES = 1024 * 1024

/** Free bytes for an unprivileged writer on the file system holding `dir` (none yet: not known). */
async function freeBytes(dir: string): Promise<number> {
  try {
    const stats = await fs.statfs(dir)
    return stats.bavail * stats.bsize
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return Infinity
    throw err
  }
}

/** GET /healthz (the process) and GET /readyz (the database, and the disk of an embedded one). */
export const healthRoutes: FastifyPluginAsync<{ db: Kysely<Database>; dataDir?: string | undefined }> = async (app, deps) => {
  // Liveness: the process answers. Never touches the database.
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }))

  // Readiness: the database answers within a second, and an embedded one has room to write.
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    let timer: NodeJS.Timeout | undefined
    try {
      await Promise.race([
        ping(deps.db),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database ping timed out')), 1000)
        }),
      ])
    } catch (err) {
      request.log.warn({ reqId: request.id, err: { message: (err as Error).message } }, 'Readiness check failed')
      return sendUnavailable(reply, 'Database unreachable')
    } finally {
      clearTimeout(timer)
    }
    if (deps.dataDir !== undefined) {
      const free = await freeBytes(deps.dataDir)
      if (free < MIN_FREE_BYTES) {
        request.log.warn({ reqId: request.id, freeBytes: free }, "Readiness check failed: the data directory's disk is full")
        return sendUnavailable(reply, "The database's disk is full")
      }
    }
    return { status: 'ready' }
  })
}
