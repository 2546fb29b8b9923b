import type { FastifyPluginAsync } from 'fastify'
import type { Kysely } from 'kysely'
import { ping } from '../db/connect.ts'
import type { Database } from '../db/schema.ts'
import { sendError } from '../errors.ts'

/** GET /healthz (the process) and GET /readyz (the database). */
export const healthRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, deps) => {
  // Liveness: the process answers. Never touches the database.
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }))

  // Readiness: the database answers within a second.
  app.get('/readyz', { logLevel: 'warn' }, async (request, reply) => {
    let timer: NodeJS.Timeout | undefined
    try {
      await Promise.race([
        ping(deps.db),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('database ping timed out')), 1000)
        }),
      ])
      return { status: 'ready' }
    } catch (err) {
      request.log.warn({ reqId: request.id, err: { message: (err as Error).message } }, 'Readiness check failed')
      return sendError(reply, 503, 'Database unreachable')
    } finally {
      clearTimeout(timer)
    }
  })
}
