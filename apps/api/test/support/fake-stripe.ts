/**
 * A local stand-in for api.stripe.com: answers GET /v1/products the way Stripe does, expanding
 * `default_price` when asked with `expand[0]=data.default_price` (what the SDK sends), a page
 * of `limit` (default 10, at most 100) products after `starting_after`, with `has_more`.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'

export type StripeMode = 'ok' | 'error' | 'hang'

export interface FakeStripe {
  base: string
  mode: StripeMode
  requests: { url: string; query: URLSearchParams; authorization: string | undefined }[]
  products: unknown[]
  close(): Promise<void>
}

export const price = (id: string, amount: number, interval: string | null) => ({
  id,
  object: 'price',
  active: true,
  currency: 'usd',
  unit_amount: amount,
  recurring: interval ? { interval, interval_count: 1, usage_type: 'licensed' } : null,
  type: interval ? 'recurring' : 'one_time',
})

export const STRIPE_PRODUCTS = [
  { id: 'prod_A', object: 'product', name: 'Starter', active: true, description: 'Free plan', default_price: price('price_A', 0, null) },
  { id: 'prod_B', object: 'product', name: 'Gold Plan', active: true, description: null, default_price: price('price_B', 999, 'month') },
  { id: 'prod_C', object: 'product', name: 'Prime', active: true, description: 'Best', default_price: price('price_C', 2999, 'year') },
]

export async function fakeStripe(): Promise<FakeStripe> {
  const hanging = new Set<http.ServerResponse>()
  const state: FakeStripe = {
    base: '',
    mode: 'ok',
    requests: [],
    products: STRIPE_PRODUCTS,
    close: async () => {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost')
    state.requests.push({ url: req.url ?? '', query: url.searchParams, authorization: req.headers.authorization })
    if (state.mode === 'hang') {
      hanging.add(res)
      return
    }
    if (state.mode === 'error') {
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Fake outage' } }))
      return
    }
    if (req.method !== 'GET' || url.pathname !== '/v1/products') {
      res.writeHead(404, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { type: 'invalid_request_error', message: 'Unknown path' } }))
      return
    }
    const expand = [...url.searchParams.entries()].filter(([k]) => /^expand(\[\d*\])?$/.test(k)).map(([, v]) => v)
    const expanded = expand.includes('data.default_price') || expand.includes('default_price')
    const all = state.products as { id: string; default_price: { id: string } | null }[]
    const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit') ?? 10)))
    const after = url.searchParams.get('starting_after')
    const start = after === null ? 0 : all.findIndex((p) => p.id === after) + 1
    const data = all.slice(start, start + limit).map((p) => ({
      ...p,
      default_price: expanded ? p.default_price : (p.default_price?.id ?? null),
    }))
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_fake' })
    res.end(JSON.stringify({ object: 'list', url: '/v1/products', has_more: start + limit < all.length, data }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return state
}
