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
import { clientKey } from './client-address.ts'
import { sendNoClientAddress, sendTooMany } from './errors.ts'

export const MINUTE = 60_000

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
      else if (this.entries.size >= this.maxKeys) this.evictOldest()
      entry = { count: 0, resetAt: now + this.windowMs }
      this.entries.set(key, entry)
    }
    entry.count++
    return entry.count > this.max ? Math.max(1, Math.ceil((entry.resetAt - now) / 1000)) : 0
  }

  get size(): number {
    return this.entries.size
  }

  /**
   * O(1): the map is in window-start order and every window is as long, so the first entry is
   * the oldest, whether its window has ended or not (a flood of distinct addresses must not make
   * each new key pay for a scan).
   */
  private evictOldest(): void {
    const oldest = this.entries.keys().next()
    if (!oldest.done) this.entries.delete(oldest.value)
  }
}

/** A callback hook for onRequest: no promise per request on the hot path. */
export type LimitHook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void

export function limiter(windows: Window[]): LimitHook | undefined {
  const counters = windows.filter((w) => w.max > 0).map((w) => new FixedWindowCounter(w.max, w.timeWindow))
  if (counters.length === 0) return undefined
  return function rateLimit(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const key = clientKey(request.ip)
    // Answering from a callback hook: send, and do not call done().
    if (key === undefined) return void sendNoClientAddress(reply)
    let retryAfter = 0
    for (const counter of counters) retryAfter = Math.max(retryAfter, counter.hit(key))
    if (retryAfter === 0) return done()
    sendTooMany(reply, retryAfter)
  }
}
