/**
 * Every error answer is JSON `{ error, message }`: the HTTP reason phrase and a sentence a
 * client developer can act on. No stack traces, no internals; bad input is never a 5xx.
 */
import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { ApiError } from '@app/contract'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { unavailableCause } from './db/unavailable.ts'
import { HEADER_LIMIT, TICKET_BODY_LIMIT, kib } from './http-limits.ts'
import { JSON_CSP, SECURITY_HEADERS } from '@app/contract/headers'

function apiError(status: number, message: string): ApiError {
  return { error: STATUS_CODES[status] ?? 'Error', message }
}

export function sendError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type('application/json; charset=utf-8').send(apiError(status, message))
}

/** 429 with Retry-After: the read limit and the ticket quota answer alike. */
export function sendTooMany(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  return sendError(reply.header('retry-after', String(retryAfterSeconds)), 429, `Too many requests; retry in ${retryAfterSeconds} seconds`)
}

/** How long a client should wait before retrying when the database, or the process, is briefly unavailable. */
export const RETRY_AFTER_SECONDS = 10

/** 503 with Retry-After: nothing was stored, and the same request may be sent again. */
export function sendUnavailable(reply: FastifyReply, message: string): FastifyReply {
  return sendError(reply.header('retry-after', String(RETRY_AFTER_SECONDS)), 503, message)
}

/** A request whose client address is not an address (a trusted proxy passed X-Forwarded-For garbage). */
export function sendNoClientAddress(reply: FastifyReply): FastifyReply {
  return sendError(reply, 400, 'The client address could not be read (X-Forwarded-For is not an IP address)')
}

/** Fastify's own messages for these are fine to show; everything else 4xx gets a plain one. */
const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: `Request body is too large (limit ${kib(TICKET_BODY_LIMIT)})`,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Content-Type must be application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body must not be empty',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Content-Length does not match the body',
  FST_ERR_CTP_INVALID_CONTENT_TYPE: 'Content-Type must be application/json',
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  if (hasZodFastifySchemaValidationErrors(error)) {
    const details = error.validation
      .map((v) => {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.')
        return field ? `${field}: ${v.message}` : v.message
      })
      .join('; ')
    sendError(reply, 400, details.slice(0, 1000))
    return
  }
  const status = typeof error.statusCode === 'number' ? error.statusCode : 500
  if (status >= 400 && status < 500) {
    // JSON.parse errors say "Unexpected token ... in JSON": safe, but ours is clearer.
    const message = (error.code ? CLIENT_MESSAGES[error.code] : undefined) ?? error.message
    sendError(reply, status, (message || STATUS_CODES[status] || 'Bad request').slice(0, 500))
    return
  }
  if (status === 503) {
    sendUnavailable(reply, error.message || 'Service temporarily unavailable')
    return
  }
  const cause = unavailableCause(error)
  if (cause !== undefined) {
    request.log.error({ reqId: request.id, cause, err: { message: error.message, code: error.code } }, 'Database unavailable')
    sendUnavailable(reply, 'The service is briefly unavailable; nothing was stored. Please retry shortly')
    return
  }
  request.log.error({ reqId: request.id, err: { message: error.message, code: error.code, stack: error.stack } }, 'Unhandled error')
  sendError(reply, 500, 'Something went wrong on our side; please try again later')
}

/** The errors Node's HTTP parser reports with a status of their own; every other one is a 400. */
const PARSER_STATUS: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, `Request headers are too large (limit ${kib(HEADER_LIMIT)})`],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'The request did not arrive in time'],
}

/** What every error answer carries besides its type: the security headers and JSON's deny-all CSP. */
const ERROR_HEADERS: Readonly<Record<string, string>> = { ...SECURITY_HEADERS, 'content-security-policy': JSON_CSP }

/**
 * An error answer in our shape, with all its headers, for where Node hands us a bare response or
 * socket instead of Fastify's reply; it closes the connection.
 */
export function errorAnswer(status: number, message: string): { headers: Record<string, string>; body: string } {
  const body = JSON.stringify(apiError(status, message.slice(0, 200)))
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    ...ERROR_HEADERS,
    connection: 'close',
  }
  return { headers, body }
}

/** errorAnswer as the bytes of a whole HTTP/1.1 answer, for a socket. */
export function rawErrorAnswer(status: number, message: string): string {
  const { headers, body } = errorAnswer(status, message)
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`)
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}\r\n${body}`
}

/** Our error shape, with every security header, for an answer that skips the onSend hook (bad URLs). */
export function sendBareError(reply: FastifyReply, status: number, message: string): FastifyReply {
  return sendError(reply.headers(ERROR_HEADERS), status, message)
}

/**
 * Requests that Node's HTTP parser rejects (duplicate Content-Length, a broken header line,
 * headers over 16 KiB, a request that took too long) never reach Fastify's hooks, so they get
 * our shape and headers here. Then the connection closes: after a parse error nothing that
 * follows on it can be trusted.
 */
export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string; reason?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const [status, message] = PARSER_STATUS[err.code ?? ''] ?? [400, `Malformed HTTP request: ${err.reason ?? 'parse error'}`]
  this.log.debug({ code: err.code }, 'Request rejected by the HTTP parser')
  if (socket.writable) socket.write(rawErrorAnswer(status, message))
  socket.destroy(err)
}
