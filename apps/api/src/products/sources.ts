/**
 * Where products come from: the plan catalog in the database, or Stripe. Both answer in the
 * contract's `Product` shape; Stripe's own types stay inside this file.
 */
import { ProductSchema, type Price, type Product } from '@app/contract'
import type { Kysely } from 'kysely'
import Stripe from 'stripe'
import type { Database } from '../db/schema.ts'
import { PLAN_CATALOG } from './catalog.ts'

export interface ProductSource {
  list(): Promise<Product[]>
}

export function databaseCatalog(db: Kysely<Database>): ProductSource {
  return {
    async list() {
      const rows = await db
        .selectFrom('products')
        .leftJoin('prices', (j) => j.onRef('prices.product_id', '=', 'products.id').on('prices.is_default', '=', 1))
        .select([
          'products.id',
          'products.name',
          'products.description',
          'products.active',
          'prices.id as price_id',
          'prices.currency',
          'prices.unit_amount',
          'prices.recurring_interval',
          'prices.recurring_interval_count',
        ])
        .where('products.active', '=', 1)
        .orderBy('products.sort_order')
        .orderBy('products.id')
        .execute()
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        active: r.active === 1,
        description: r.description,
        default_price:
          r.price_id === null
            ? null
            : {
                id: r.price_id,
                currency: r.currency ?? 'usd',
                unit_amount: r.unit_amount,
                recurring: r.recurring_interval
                  ? {
                      interval: r.recurring_interval as 'day' | 'week' | 'month' | 'year',
                      interval_count: r.recurring_interval_count ?? 1,
                    }
                  : null,
              },
      }))
    },
  }
}

/** The plan catalog, straight from code: the answer of last resort when even the database fails. */
export const FALLBACK_CATALOG: Product[] = PLAN_CATALOG.map((p) => ({
  id: p.id,
  name: p.name,
  active: true,
  description: p.description,
  default_price: {
    id: p.price.id,
    currency: 'usd',
    unit_amount: p.price.unit_amount,
    recurring: p.price.interval ? { interval: p.price.interval, interval_count: 1 } : null,
  },
}))

interface StripeClientOptions {
  secretKey: string
  /** e.g. http://127.0.0.1:12111 for a local fake; default api.stripe.com over https. */
  apiBase?: string | undefined
  timeoutMs?: number
}

export function createStripeClient(opts: StripeClientOptions): Stripe {
  const base = opts.apiBase ? new URL(opts.apiBase) : undefined
  return new Stripe(opts.secretKey, {
    timeout: opts.timeoutMs ?? 3000,
    maxNetworkRetries: 1,
    telemetry: false,
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  })
}

/** Stripe's cap for auto-pagination into an array; far beyond any plan catalog. */
const MAX_PRODUCTS = 10_000

export function stripeCatalog(stripe: Stripe): ProductSource {
  return {
    async list() {
      // Every page, 100 products at a time, each with its default price expanded.
      const products = await stripe.products
        .list({ active: true, limit: 100, expand: ['data.default_price'] })
        .autoPagingToArray({ limit: MAX_PRODUCTS })
      return products.flatMap((p) => {
        const parsed = ProductSchema.safeParse(toProduct(p))
        return parsed.success ? [parsed.data] : []
      })
    },
  }
}

/**
 * A Stripe product in the contract's shape, before ProductSchema checks it. The interval stays
 * a string: Stripe's enums are open (typed `'day' | … | string` since stripe 22.4), and a product
 * whose price has an interval the contract does not know is left out by that check.
 */
type Unchecked = Omit<Product, 'default_price'> & {
  default_price: (Omit<Price, 'recurring'> & { recurring: { interval: string; interval_count: number } | null }) | null
}

function toProduct(p: Stripe.Product): Unchecked {
  const price = p.default_price
  return {
    id: p.id,
    name: p.name,
    active: p.active,
    description: p.description ?? null,
    default_price:
      price && typeof price === 'object'
        ? {
            id: price.id,
            currency: price.currency,
            unit_amount: price.unit_amount,
            recurring: price.recurring ? { interval: price.recurring.interval, interval_count: price.recurring.interval_count } : null,
          }
        : null,
  }
}
