/**
 * The pricing section's I/O: asks the API for products and plan config in parallel and hands
 * the plans to show to `show`. Loaded lazily (see use-pricing-plans.ts) because it carries the
 * contract's zod schemas, which the home page's initial bundle cannot afford.
 *
 * Failures are logged with console.warn, not console.error: a down API is an expected,
 * handled condition (the visitor gets the static plans), not a bug of the page, and the test
 * harnesses rightly fail on console.error.
 */
import { API_PATHS, ConfigResponseSchema, ProductsResponseSchema, type ConfigRecord } from '@app/contract'
import { ApiRequestError, getJson } from '~/lib/api-client'
import { choosePlans, fallbackPlanCards, type CallOutcome, type PricingPlan } from './pricing'

export type PlansSource = 'api' | 'fallback'
export type ShowPlans = (plans: PricingPlan[], source: PlansSource) => void

const CONFIG_QUERY = { tenantId: 0 }

const getProducts = (signal?: AbortSignal) => getJson(API_PATHS.products, ProductsResponseSchema, { signal })
const getConfig = (signal?: AbortSignal) => getJson(API_PATHS.config, ConfigResponseSchema, { query: CONFIG_QUERY, signal })

const FAILURE_LABEL = { timeout: 'timeout', aborted: 'aborted', network: 'network error', invalid: 'invalid response' } as const

/** "500" for an HTTP failure, else what happened ("timeout", "network error", ...). */
export function failureLabel(error: unknown): string {
  if (!(error instanceof ApiRequestError)) return 'error'
  return error.kind === 'http' ? String(error.status) : FAILURE_LABEL[error.kind]
}

function outcome<T>(result: PromiseSettledResult<T>): CallOutcome<T> {
  return result.status === 'fulfilled' ? { ok: true, value: result.value } : { ok: false, failure: failureLabel(result.reason) }
}

/**
 * product.md §4/§8. `show` is called once with the API's plans, or, on any failure, with the fallback
 * plans at once (the loading state ends right away) and possibly a second time when a config
 * asked for alone arrives with their features. A config that already arrived with the first
 * round is reused rather than asked for again. Nothing is shown or logged after `signal` aborts.
 */
export async function loadPricing(show: ShowPlans, signal?: AbortSignal): Promise<void> {
  const [products, config] = await Promise.allSettled([getProducts(signal), getConfig(signal)])
  if (signal?.aborted) return
  const choice = choosePlans(outcome(products), outcome(config))
  if (choice.source === 'api') {
    show(choice.plans, 'api')
    return
  }
  console.warn(choice.reason)
  if (choice.configRows) {
    show(fallbackPlanCards(choice.configRows), 'fallback')
    return
  }
  show(fallbackPlanCards(), 'fallback')
  let rows: ConfigRecord[]
  try {
    rows = await getConfig(signal)
  } catch {
    return // product.md §8: silent; the static features stay.
  }
  if (!signal?.aborted) show(fallbackPlanCards(rows), 'fallback')
}
