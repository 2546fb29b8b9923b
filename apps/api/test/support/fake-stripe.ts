/**
 * A local stand-in for api.stripe.com: answers GET /v1/products the way Stripe does, expanding
 * `default_price` when asked with `expand[0]=data.default_price` (what the SDK sends), a page
 * of `limit` (default 10, at most 100) products after `starting_after`, with `has_more`.
 *
 * Its products and prices have every field of the API version the SDK pins (stripe 23:
 * 2026-10-28.endive), checked against the SDK's own types, so a field the SDK renames or
 * retypes in a later major fails the typecheck here instead of passing unnoticed.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type Stripe from 'stripe'

type StripeMode = 'ok' | 'error' | 'hang'

export interface FakeStripe {
  base: string
  mode: StripeMode
  requests: { url: string; query: URLSearchParams; authorization: string | undefined; stripeVersion: string | undefined }[]
  products: unknown[]
  close(): Promise<void>
}

/** A price as JSON on the wire: a `decimal_string` is a string there, a `Stripe.Decimal` in the SDK. */
export type WirePrice = Omit<Stripe.Price, 'unit_amount_decimal' | 'recurring'> & {
  unit_amount_decimal: string | null
  // Any string: Stripe's open enums get values the SDK's types do not list yet.
  recurring: (Omit<Stripe.Price.Recurring, 'interval'> & { interval: string }) | null
}
/** A product as listed with `expand[]=data.default_price`. */
export type WireProduct = Omit<Stripe.Product, 'default_price'> & { default_price: WirePrice | string | null }

/** 2026-01-01T00:00:00Z, in Stripe's Unix seconds. */
const CREATED = 1_767_225_600

export const price = (id: string, amount: number, interval: string | null): WirePrice => ({
  id,
  object: 'price',
  active: true,
  billing_scheme: 'per_unit',
  created: CREATED,
  currency: 'usd',
  custom_unit_amount: null,
  livemode: false,
  lookup_key: null,
  metadata: {},
  nickname: null,
  product: id.replace(/^price_/, 'prod_'),
  recurring: interval ? { interval, interval_count: 1, meter: null, trial_period_days: null, usage_type: 'licensed' } : null,
  tax_behavior: 'unspecified',
  tiers_mode: null,
  transform_quantity: null,
  type: interval ? 'recurring' : 'one_time',
  unit_amount: amount,
  unit_amount_decimal: String(amount),
})

export const product = (id: string, name: string, description: string | null, defaultPrice: WirePrice | null): WireProduct => ({
  id,
  object: 'product',
  active: true,
  created: CREATED,
  default_price: defaultPrice,
  description,
  images: [],
  livemode: false,
  marketing_features: [],
  metadata: {},
  name,
  package_dimensions: null,
  shippable: null,
  statement_descriptor: null,
  tax_details: null,
  type: 'service',
  unit_label: null,
  updated: CREATED,
  url: null,
})

const STRIPE_PRODUCTS: WireProduct[] = [
  product('prod_A', 'Starter', 'Free plan', price('price_A', 0, null)),
  product('prod_B', 'Gold Plan', null, price('price_B', 999, 'month')),
  product('prod_C', 'Prime', 'Best', price('price_C', 2999, 'year')),
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
    state.requests.push({
      url: req.url ?? '',
      query: url.searchParams,
      authorization: req.headers.authorization,
      stripeVersion: req.headers['stripe-version'] as string | undefined,
    })
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
    const all = state.products as WireProduct[]
    const limit = Math.min(100, Math.max(1, Number(url.searchParams.get('limit') ?? 10)))
    const after = url.searchParams.get('starting_after')
    const start = after === null ? 0 : all.findIndex((p) => p.id === after) + 1
    const data = all.slice(start, start + limit).map((p) => ({
      ...p,
      default_price: !expanded && p.default_price && typeof p.default_price === 'object' ? p.default_price.id : p.default_price,
    }))
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': 'req_fake' })
    res.end(JSON.stringify({ object: 'list', url: '/v1/products', has_more: start + limit < all.length, data }))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  state.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return state
}
