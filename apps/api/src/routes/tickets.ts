import { isUtf8 } from 'node:buffer'
import { randomUUID } from 'node:crypto'
import { API_PATHS, ContactMessageSchema, HONEYPOT_FIELD } from '@app/contract'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'
import { clientKey } from '../client-address.ts'
import { sendError, sendNoClientAddress, sendTooMany } from '../errors.ts'
import { TICKET_BODY_LIMIT } from '../http-limits.ts'
import type { TicketOutcome } from '../metrics.ts'
import type { ClientQuota, TicketQuota } from '../tickets/quota.ts'
import { submitTicket } from '../tickets/service.ts'

const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/

interface TicketRoutesOptions {
  db: Kysely<Database>
  messageIdDomain: string
  /** Called after each commit so the outbox worker sends without waiting for its poll. */
  onQueued?: (() => void) | undefined
  /** Counted after validation and the Idempotency-Key lookup; see tickets/quota.ts. */
  quota?: TicketQuota | undefined
  /** Told how each ticket request ended (metrics). */
  onOutcome?: ((outcome: TicketOutcome) => void) | undefined
}

/** How a ticket request ended, from its answer; honeypot hits look like any accepted ticket. */
function outcomeOf(status: number, replayed: boolean, discarded: boolean): TicketOutcome {
  if (status === 201) return discarded ? 'discarded' : replayed ? 'replayed' : 'accepted'
  if (status === 429) return 'rate_limited'
  if (status === 422) return 'conflict'
  return status >= 500 ? 'failed' : 'invalid'
}

/**
 * Runs before the body is read: a form post or text body never reaches the JSON parser, nor does
 * JSON in another charset (it would be read as UTF-8 and stored garbled).
 */
async function requireJson(request: FastifyRequest, reply: FastifyReply) {
  const [type = '', ...params] = (request.headers['content-type'] ?? '').toLowerCase().split(';')
  if (type.trim() !== 'application/json') return sendError(reply, 415, 'Content-Type must be application/json')
  const charset = params
    .map((p) => p.trim())
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replaceAll('"', '')
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8') {
    return sendError(reply, 415, 'Content-Type charset must be utf-8 (JSON is UTF-8)')
  }
}

/** A client error the error handler answers with its message. */
const badRequest = (message: string) => Object.assign(new Error(message), { statusCode: 400 })

function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key']
  return Array.isArray(header) ? header[0] : header
}

async function requireValidKey(request: FastifyRequest, reply: FastifyReply) {
  const key = idempotencyKeyOf(request)
  if (key !== undefined && !IDEMPOTENCY_KEY.test(key)) {
    return sendError(reply, 400, 'Idempotency-Key must be 1 to 200 visible ASCII characters')
  }
}

/** POST /stripeapi/submit-ticket. */
export const ticketRoutes: FastifyPluginAsync<TicketRoutesOptions> = async (app, deps) => {
  // Fastify's JSON parser, after a check it does not make: bytes that are not UTF-8 would become
  // U+FFFD without a word, and the ticket would be stored with the visitor's text lost.
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: TICKET_BODY_LIMIT }, (request, body, done) => {
    const bytes = body as Buffer
    if (!isUtf8(bytes)) return done(badRequest('Request body is not valid UTF-8'), undefined)
    parseJson(request, bytes.toString('utf8'), done)
  })
  const discarded = new WeakSet<FastifyRequest>()
  const onOutcome = deps.onOutcome
  app.withTypeProvider<ZodTypeProvider>().post(
    API_PATHS.submitTicket,
    {
      bodyLimit: TICKET_BODY_LIMIT,
      onRequest: requireJson,
      schema: { body: ContactMessageSchema },
      preHandler: requireValidKey,
      ...(onOutcome && {
        onResponse: (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
          onOutcome(outcomeOf(reply.statusCode, reply.getHeader('idempotent-replayed') === 'true', discarded.has(request)))
          done()
        },
      }),
    },
    async (request, reply) => {
      const idempotencyKey = idempotencyKeyOf(request)
      // The quota counts only requests that passed validation (honeypot hits included): any web
      // page can make a visitor's browser send text/plain or malformed posts without a preflight,
      // and those must not use up the visitor's (or their office NAT's) tickets.
      let quota: ClientQuota | undefined
      if (deps.quota?.enabled) {
        const client = clientKey(request.ip)
        if (client === undefined) return sendNoClientAddress(reply)
        quota = deps.quota.forClient(client)
      }

      const trap = request.body[HONEYPOT_FIELD]
      if (trap !== undefined && trap.trim() !== '') {
        // A bot filled the invisible field: it gets the normal answer, and nothing is kept.
        const retryAfter = quota ? await quota.hit() : 0
        if (retryAfter) return sendTooMany(reply, retryAfter)
        request.log.info({ reqId: request.id }, 'Honeypot field filled; ticket discarded')
        discarded.add(request)
        return reply.code(201).send({ id: randomUUID() })
      }

      const result = await submitTicket(deps.db, request.body, { idempotencyKey, messageIdDomain: deps.messageIdDomain, quota })
      switch (result.kind) {
        case 'created':
          deps.onQueued?.()
          request.log.info({ reqId: request.id, ticketId: result.body.id, type: request.body.type }, 'Ticket stored')
          return reply.code(201).send(result.body)
        case 'replayed':
          return reply.code(result.status).header('idempotent-replayed', 'true').send(result.body)
        case 'conflict':
          return sendError(reply, 422, 'Idempotency-Key was already used with a different request body')
        case 'over-quota':
          return sendTooMany(reply, result.retryAfter)
      }
    },
  )
}
