/**
 * Fastify's per-request log lines, with the hot path taken out. A successful read (GET or HEAD
 * answered under 400: pages, assets, products, config) is logged at debug; 'incoming request'
 * too. Everything else keeps its line at info: error answers, rejected requests, tickets and
 * every other write; a response that failed on the wire stays an error. At the default level,
 * two JSON lines for every read were most of get-products' CPU.
 *
 * Every line carries `reqId` itself: requests share the process logger instead of getting a
 * child logger each (see childLoggerFactory in app.ts), which cost as much again.
 */
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'

/** Levels at which successful reads are logged. */
const VERBOSE = new Set(['debug', 'trace'])

export class RequestLog extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (VERBOSE.has(request.log.level)) request.log.debug({ reqId: request.id, req: request }, 'incoming request')
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      reply.log.error({ reqId: request.id, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored')
      return
    }
    const read = reply.statusCode < 400 && (request.method === 'GET' || request.method === 'HEAD')
    // Checked first, so the hot path does not even read the clock for a line nobody writes.
    if (read && !VERBOSE.has(reply.log.level)) return
    reply.log[read ? 'debug' : 'info']({ reqId: request.id, res: reply, responseTime: reply.elapsedTime }, 'request completed')
  }
}
