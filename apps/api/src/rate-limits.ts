/**
 * The read limit: per-IP fixed windows, checked synchronously in one onRequest callback hook.
 * Reads share one 120-per-minute window across the read routes; a limit of 0 is off.
 *
 * Not @fastify/rate-limit: its promise chain per request (key, store, result) measured a third
 * of get-products' throughput in `npm run bench:api`. The counters live in this process: with
 * N instances behind a load balancer each enforces its own share, which is fine for a flood
 * guard. The ticket quota, which must hold across instances, is counted in the database
 * (tickets/quota.ts).
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'
import ipaddr from 'ipaddr.js'
import { sendError } from './errors.ts'

export const MINUTE = 60_000

/**
 * What a client's limits count under: an IPv4 address as it is, an IPv6 address by its /64.
 * A /64 is the smallest network a subscriber gets, and any host in it picks new addresses at
 * will (privacy extensions, or a script), so counting full IPv6 addresses would give one client
 * 2^64 quotas and one quota row per request. An IPv4-mapped address (how a dual-stack socket
 * shows an IPv4 client) counts as that IPv4 address.
 */
export function clientKey(ip: string): string {
  // The hot path: an IPv4 address (the socket's, or a proxy's entry) is its own key.
  if (!ip.includes(':') || !ipaddr.isValid(ip)) return ip
  const address = ipaddr.process(ip)
  if (address.kind() === 'ipv4') return address.toString()
  return `${(address as ipaddr.IPv6).parts
    .slice(0, 4)
    .map((part) => part.toString(16))
    .join(':')}::/64`
}

interface Window {
  max: number
  timeWindow: number
}

interface Entry {
  count: number
  resetAt: number
}

export class FixedWindowCounter {
  private readonly entries = new Map<string, Entry>()

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
    private readonly now: () => number = () => Date.now(),
  ) {}

  /** Counts one hit for `key`; answers the seconds until its window resets when over the limit, else 0. */
  hit(key: string): number {
    const now = this.now()
    let entry = this.entries.get(key)
    if (!entry || entry.resetAt <= now) {
      // Re-inserting keeps the map in window-start order, oldest first.
      if (entry) this.entries.delete(key)
      else if (this.entries.size >= this.maxKeys) this.evict(now)
      entry = { count: 0, resetAt: now + this.windowMs }
      this.entries.set(key, entry)
    }
    entry.count++
    return entry.count > this.max ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 0
  }

  get size(): number {
    return this.entries.size
  }

  private evict(now: number): void {
    for (const [key, entry] of this.entries) {
      if (entry.resetAt <= now) this.entries.delete(key)
    }
    // Still full (a flood of distinct addresses): drop the oldest windows.
    for (const key of this.entries.keys()) {
      if (this.entries.size < this.maxKeys) break
      this.entries.delete(key)
    }
  }
}

/** A callback hook for onRequest: no promise per request on the hot path. */
export type LimitHook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void

export function limiter(windows: Window[]): LimitHook | undefined {
  const counters = windows.filter((w) => w.max > 0).map((w) => new FixedWindowCounter(w.max, w.timeWindow))
  if (counters.length === 0) return undefined
  return function rateLimit(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    let retryAfter = 0
    const key = clientKey(request.ip)
    for (const counter of counters) retryAfter = Math.max(retryAfter, counter.hit(key))
    if (retryAfter === 0) return done()
    reply.header('retry-after', String(retryAfter))
    // Answering from a callback hook: send, and do not call done().
    sendError(reply, 429, `Too many requests; retry in ${retryAfter} seconds`)
  }
}
