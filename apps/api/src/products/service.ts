/**
 * Serves the products answer from memory. With Stripe: a 5-minute cache, refreshed in the
 * background once stale (the visitor never waits for Stripe when there is an answer to give),
 * the last good answer kept when Stripe fails, and the plan catalog when there never was one.
 * The answer is kept serialized as bytes, so a request costs no JSON or encoding work.
 */
import type { FastifyBaseLogger } from 'fastify'
import { FALLBACK_CATALOG, type ProductSource } from './sources.ts'

interface ProductsServiceOptions {
  /** Stripe, when configured. */
  remote?: ProductSource | undefined
  local: ProductSource
  log: FastifyBaseLogger
  ttlMs?: number
  /** After a failed Stripe call, how long to answer from fallback before trying again. */
  failureBackoffMs?: number
  now?: () => number
}

interface Cached {
  /** UTF-8 bytes: a Buffer goes to the socket without per-request encoding. */
  body: Buffer
  at: number
}

const serialize = (data: unknown) => Buffer.from(JSON.stringify({ data }))

export class ProductsService {
  private good: Cached | undefined
  private local: Cached | undefined
  private inflight: Promise<Cached | undefined> | undefined
  private lastFailureAt = -Infinity
  private readonly ttlMs: number
  private readonly failureBackoffMs: number
  private readonly now: () => number

  constructor(private readonly opts: ProductsServiceOptions) {
    this.ttlMs = opts.ttlMs ?? 5 * 60_000
    this.failureBackoffMs = opts.failureBackoffMs ?? 30_000
    this.now = opts.now ?? Date.now
  }

  get source(): 'stripe' | 'local' {
    return this.opts.remote ? 'stripe' : 'local'
  }

  /**
   * The cached answer without a promise when there is one (the hot path), starting a
   * background refresh if it is stale; undefined when `body()` has to do I/O first.
   */
  peek(): Buffer | undefined {
    const now = this.now()
    if (!this.opts.remote) return this.local && now - this.local.at < this.ttlMs ? this.local.body : undefined
    if (!this.good) return undefined
    if (now - this.good.at >= this.ttlMs) void this.refresh(now)
    return this.good.body
  }

  /** The serialized `{ data: Product[] }` answer. Never throws. */
  async body(): Promise<Buffer> {
    const now = this.now()
    if (!this.opts.remote) return this.localBody(now)

    if (this.good) {
      if (now - this.good.at >= this.ttlMs) void this.refresh(now)
      return this.good.body
    }
    const fresh = await this.refresh(now)
    return fresh?.body ?? this.localBody(now)
  }

  private refresh(now: number): Promise<Cached | undefined> {
    const remote = this.opts.remote
    if (!remote || now - this.lastFailureAt < this.failureBackoffMs) return Promise.resolve(undefined)
    this.inflight ??= remote
      .list()
      .then((data) => {
        this.good = { body: serialize(data), at: this.now() }
        return this.good
      })
      .catch((err: unknown) => {
        this.lastFailureAt = this.now()
        this.opts.log.warn(
          { err: { message: err instanceof Error ? err.message : String(err) } },
          this.good ? 'Stripe failed; serving the last good products answer' : 'Stripe failed; serving the plan catalog',
        )
        return undefined
      })
      .finally(() => {
        this.inflight = undefined
      })
    return this.inflight
  }

  private async localBody(now: number): Promise<Buffer> {
    if (this.local && now - this.local.at < this.ttlMs) return this.local.body
    try {
      this.local = { body: serialize(await this.opts.local.list()), at: now }
    } catch (err) {
      this.opts.log.error({ err: { message: (err as Error).message } }, 'Plan catalog unreadable')
      return this.local?.body ?? serialize(FALLBACK_CATALOG)
    }
    return this.local.body
  }
}
