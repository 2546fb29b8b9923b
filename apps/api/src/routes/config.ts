import { API_PATHS, type ConfigRecord } from '@app/contract'
import type { FastifyPluginAsync } from 'fastify'
import type { Kysely } from 'kysely'
import { z } from 'zod'
import type { Database } from '../db/schema.ts'
import { sendError } from '../errors.ts'
import type { LimitHook } from '../rate-limits.ts'

const QuerySchema = z.object({
  tenantId: z
    .string({ error: 'tenantId is required' })
    .regex(/^\s*-?\d{1,10}\s*$/, 'tenantId must be an integer')
    .transform(Number)
    .refine((n) => n >= -2_147_483_648 && n <= 2_147_483_647, 'tenantId is out of range'),
})

async function listConfig(db: Kysely<Database>, tenantId: number): Promise<ConfigRecord[]> {
  return db
    .selectFrom('config')
    .select(['category', 'active', 'type', 'config_key as configKey', 'config_value as configValue'])
    .where('tenant_id', '=', tenantId)
    .orderBy('type')
    .orderBy('config_key')
    .execute()
}

interface ConfigRoutesOptions {
  db: Kysely<Database>
  readLimit?: LimitHook | undefined
}

/** GET /api/generalConfig/tenant/all?tenantId=N. */
export const configRoutes: FastifyPluginAsync<ConfigRoutesOptions> = async (app, deps) => {
  app.get(API_PATHS.config, { onRequest: deps.readLimit ? [deps.readLimit] : [] }, async (request, reply) => {
    const parsed = QuerySchema.safeParse(request.query)
    if (!parsed.success) return sendError(reply, 400, parsed.error.issues[0]?.message ?? 'tenantId must be an integer')
    const rows = await listConfig(deps.db, parsed.data.tenantId)
    return reply.header('cache-control', 'no-cache').send(rows)
  })
}
