/**
 * What one client can hold of the server, and the answers Node's HTTP layer would otherwise
 * write itself (bare, without our headers):
 *
 * - connections: at most `maxConnections`, below the process's descriptor limit, so running out
 *   of descriptors refuses connections instead of ending the process; an accept error is logged;
 * - requests per connection: after MAX_REQUESTS_PER_SOCKET the answer says `Connection: close`,
 *   and a connection with more than MAX_PIPELINED requests unanswered is closed (browsers do not
 *   pipeline; Node parses a whole chunk of pipelined requests at once, so without this one write
 *   of 2,000 requests would queue 2,000 answers in memory);
 * - a vanished client keeps its address (the peer name is read as the connection opens), so its
 *   requests are counted and keyed like any other, never a 500;
 * - `Expect` other than 100-continue, CONNECT and a request without Host get our error shape.
 *
 * An answer holds no descriptor either: the site is served from memory (site-in-memory.ts), and a
 * closed socket frees what was queued on it.
 */
import fs from 'node:fs'
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'
import type { FastifyBaseLogger, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import { errorAnswer, rawErrorAnswer, sendError } from './errors.ts'

/** Descriptors kept free of connections: the database, its WAL, mail files, the metrics port. */
const RESERVED_DESCRIPTORS = 128
/** Used where the limit cannot be read (not Linux). */
const DEFAULT_MAX_CONNECTIONS = 4096
export const MAX_REQUESTS_PER_SOCKET = 10_000
const MAX_PIPELINED = 32

/** The soft limit on open files from /proc/self/limits (Linux), else undefined. */
export function openFileLimit(limits = readLimits()): number | undefined {
  const line = limits?.split('\n').find((l) => l.startsWith('Max open files'))
  const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0]
  return soft && /^\d+$/.test(soft) ? Number(soft) : undefined
}

function readLimits(): string | undefined {
  try {
    return fs.readFileSync('/proc/self/limits', 'utf8')
  } catch {
    return undefined
  }
}

/** How many connections the server accepts at once: MAX_CONNECTIONS, else what the descriptor limit leaves. */
export function connectionCap(configured: number | undefined, fileLimit: number | undefined): number {
  if (configured !== undefined) return configured
  if (fileLimit === undefined) return DEFAULT_MAX_CONNECTIONS
  return Math.max(16, fileLimit - RESERVED_DESCRIPTORS)
}

const kRequests = Symbol('requests on this connection')
const kUnanswered = Symbol('requests on this connection not answered yet')
type CountedSocket = Duplex & { [kRequests]?: number; [kUnanswered]?: number }

export function hardenServer(server: Server, log: FastifyBaseLogger, maxConnections: number): void {
  server.maxConnections = maxConnections
  server.on('connection', (socket: { remoteAddress?: string }) => {
    // Node caches the peer name on first read: a request whose client has already reset the
    // connection still knows where it came from.
    void socket.remoteAddress
  })
  // EMFILE and its kind from accept(): that connection is dropped, the server keeps listening.
  // Without a listener the error would end the process. (listen()'s own errors reach Fastify.)
  let lastAcceptError = 0
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.syscall !== 'accept' || Date.now() - lastAcceptError < 10_000) return
    lastAcceptError = Date.now()
    log.warn({ code: err.code }, 'A connection could not be accepted (descriptor limit?); new ones are refused until some close')
  })
  server.on('checkExpectation', (_req: IncomingMessage, res: ServerResponse) => {
    const { headers, body } = errorAnswer(417, 'Only Expect: 100-continue is understood')
    res.writeHead(417, headers).end(body)
  })
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end(rawErrorAnswer(405, 'CONNECT is not supported: this is not a proxy'))
  })
}

/**
 * An onRequest hook: a request without Host is refused (Node's own check is off so that the
 * answer is ours), and the connection's requests are counted; the last one it may carry says
 * `Connection: close`, and one more than MAX_PIPELINED unanswered closes it.
 */
export function connectionRules(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const socket = request.raw.socket as CountedSocket
  const count = (socket[kRequests] ?? 0) + 1
  socket[kRequests] = count
  const unanswered = (socket[kUnanswered] ?? 0) + 1
  socket[kUnanswered] = unanswered
  if (unanswered > MAX_PIPELINED) {
    socket.destroy()
    return
  }
  if (count >= MAX_REQUESTS_PER_SOCKET) reply.header('connection', 'close')
  if (request.headers.host === undefined && request.raw.httpVersion === '1.1') {
    sendError(reply.header('connection', 'close'), 400, 'The Host header is required')
    return
  }
  done()
}

/** The onResponse half of connectionRules: one request fewer waiting for its answer. */
export function connectionAnswered(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void {
  const socket = request.raw.socket as CountedSocket
  socket[kUnanswered] = (socket[kUnanswered] ?? 1) - 1
  done()
}
