/**
 * Per-IP limits. Tickets have two windows (5 per 15 minutes AND 20 per day), which
 * @fastify/rate-limit's route config cannot express (its hook runs once per request), so both
 * limiters are built with `createRateLimit` and checked in one hook. Reads share one
 * 120-per-minute window across the read routes. A limit of 0 is off.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify'
import { sendError } from './errors.ts'

interface Window {
  max: number
  timeWindow: number
}

export function limiter(app: FastifyInstance, windows: Window[]): onRequestHookHandler | undefined {
  const active = windows.filter((w) => w.max > 0)
  if (active.length === 0) return undefined
  const checks = active.map((w) => app.createRateLimit({ max: w.max, timeWindow: w.timeWindow }))
  return async function rateLimit(request: FastifyRequest, reply: FastifyReply) {
    let retryAfter = 0
    for (const check of checks) {
      const r = await check(request)
      if (!r.isAllowed && r.isExceeded) retryAfter = Math.max(retryAfter, r.ttlInSeconds)
    }
    if (retryAfter > 0) {
      reply.header('retry-after', String(retryAfter))
      return sendError(reply, 429, `Too many requests; retry in ${retryAfter} seconds`)
    }
  }
}

export const MINUTE = 60_000
