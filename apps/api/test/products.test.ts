import { ProductsResponseSchema } from '@app/contract'
import { Writable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createStripeClient } from '../src/products/sources.ts'
import { fakeStripe, price, product, type FakeStripe } from './support/fake-stripe.ts'
import { NO_LIMITS, testApp, testDb, testEnv, waitUntil, type TestDb } from './harness.ts'

describe('GET /stripeapi/get-products with a Stripe key', () => {
  let t: TestDb
  let stripe: FakeStripe
  let app: FastifyInstance

  beforeAll(async () => {
    t = await testDb('sqlite')
  })
  afterAll(async () => t.close())
  beforeEach(async () => {
    stripe = await fakeStripe()
  })
  afterEach(async () => {
    await app?.close()
    await stripe.close()
  })

  /** The cache's clock, moved by the tests. */
  let now = 0
  /** What the app logged (warnings and up). */
  let logs = ''
  const start = async (opts: { timeoutMs?: number; ttlMs?: number; failureBackoffMs?: number } = {}) => {
    now = Date.parse('2027-01-01T00:00:00Z')
    logs = ''
    const stream = new Writable({
      write(chunk, _enc, cb) {
        logs += String(chunk)
        cb()
      },
    })
    app = await testApp({
      db: t.db,
      env: testEnv(NO_LIMITS, t.dataDir),
      stripe: createStripeClient({ secretKey: 'sk_test_fake', apiBase: stripe.base, timeoutMs: opts.timeoutMs }),
      productsCache: { ttlMs: opts.ttlMs, failureBackoffMs: opts.failureBackoffMs ?? 0, now: () => now },
      logger: { level: 'warn', stream },
    })
  }
  const get = async () => {
    const res = await app.inject('/stripeapi/get-products')
    expect(res.statusCode).toBe(200)
    return ProductsResponseSchema.parse(res.json()).data
  }

  it('lists active products with default_price expanded, mapped to the contract shape', async () => {
    await start()
    const data = await get()
    expect(data).toEqual([
      {
        id: 'prod_A',
        name: 'Starter',
        active: true,
        description: 'Free plan',
        default_price: { id: 'price_A', currency: 'usd', unit_amount: 0, recurring: null },
      },
      {
        id: 'prod_B',
        name: 'Gold Plan',
        active: true,
        description: null,
        default_price: { id: 'price_B', currency: 'usd', unit_amount: 999, recurring: { interval: 'month', interval_count: 1 } },
      },
      {
        id: 'prod_C',
        name: 'Prime',
        active: true,
        description: 'Best',
        default_price: { id: 'price_C', currency: 'usd', unit_amount: 2999, recurring: { interval: 'year', interval_count: 1 } },
      },
    ])
    const [req] = stripe.requests
    expect(req?.query.get('expand[0]')).toBe('data.default_price')
    expect(req?.query.get('active')).toBe('true')
    expect(req?.authorization).toBe('Bearer sk_test_fake')
    // The API version the SDK pins, and the fake's shapes are written for: a new stripe major
    // moves it, and the fake's products and prices move with it.
    expect(req?.stripeVersion).toBe('2026-10-28.endive')
  })

  it('keeps a product without a default price, and leaves out one whose interval the contract does not know', async () => {
    stripe.products = [
      product('prod_N', 'No price yet', null, null),
      product('prod_Q', 'Quarterly', null, price('price_Q', 4999, 'quarter')),
      ...(stripe.products as object[]),
    ]
    await start()
    const data = await get()
    expect(data.map((p) => p.id)).toEqual(['prod_N', 'prod_A', 'prod_B', 'prod_C'])
    expect(data[0]).toEqual({ id: 'prod_N', name: 'No price yet', active: true, description: null, default_price: null })
  })

  it('reads every page of a catalog of more than 100 products', async () => {
    stripe.products = Array.from({ length: 250 }, (_, i) => {
      const n = String(i).padStart(3, '0')
      return product(`prod_${n}`, `Plan ${n}`, null, price(`price_${n}`, i * 100, 'month'))
    })
    await start()
    const data = await get()
    expect(data).toHaveLength(250)
    expect(data.map((p) => p.id)).toEqual(stripe.products.map((p) => (p as { id: string }).id))
    expect(data[249]?.default_price).toEqual({
      id: 'price_249',
      currency: 'usd',
      unit_amount: 24900,
      recurring: { interval: 'month', interval_count: 1 },
    })
    // Three pages of at most 100, each after the last product of the one before, prices expanded.
    expect(stripe.requests.map((r) => [r.query.get('limit'), r.query.get('starting_after')])).toEqual([
      ['100', null],
      ['100', 'prod_099'],
      ['100', 'prod_199'],
    ])
    for (const r of stripe.requests) expect(r.query.get('expand[0]')).toBe('data.default_price')
  })

  it('answers from its cache for 5 minutes', async () => {
    await start()
    await get()
    await get()
    await get()
    expect(stripe.requests).toHaveLength(1)
  })

  it('refreshes a stale answer in the background while serving the cached one', async () => {
    await start({ ttlMs: 60_000 })
    await get()
    now += 60_000
    stripe.products = [{ ...(stripe.products[0] as object), name: 'Renamed' }]
    // Stale: answered from the cache at once, and the refresh starts.
    expect((await get())[0]?.name).toBe('Starter')
    await waitUntil(async () => (await get())[0]?.name === 'Renamed', 5000, 'refreshed products')
  })

  it('keeps serving the last good answer when Stripe fails', async () => {
    await start({ ttlMs: 60_000 })
    await get()
    stripe.mode = 'error'
    now += 60_000
    for (let i = 0; i < 3; i++) expect((await get()).map((p) => p.id)).toEqual(['prod_A', 'prod_B', 'prod_C'])
    await waitUntil(() => logs.includes('Stripe failed; serving the last good products answer'), 10_000, 'the failed refresh')
    expect((await get()).map((p) => p.id)).toEqual(['prod_A', 'prod_B', 'prod_C'])
  })

  it('serves the plan catalog, never a 5xx, when Stripe never answered', async () => {
    stripe.mode = 'error'
    await start()
    expect((await get()).map((p) => p.name)).toEqual(['Starter', 'Professional', 'Enterprise'])
    // one retry: the first call and one more
    expect(stripe.requests).toHaveLength(2)
  })

  it('gives up on a hanging Stripe within its timeout and one retry', async () => {
    stripe.mode = 'hang'
    await start({ timeoutMs: 300 })
    const t0 = Date.now()
    expect((await get()).map((p) => p.name)).toEqual(['Starter', 'Professional', 'Enterprise'])
    expect(Date.now() - t0).toBeLessThan(3000)
    expect(stripe.requests).toHaveLength(2)
  })

  it('uses a timeout of at most 3 s by default', async () => {
    stripe.mode = 'hang'
    await start()
    const t0 = Date.now()
    expect((await get()).map((p) => p.name)).toEqual(['Starter', 'Professional', 'Enterprise'])
    // two attempts of ≤ 3 s plus the SDK's retry delay (≤ 1 s)
    expect(Date.now() - t0).toBeLessThan(7500)
    expect(stripe.requests).toHaveLength(2)
  }, 15_000)
})
