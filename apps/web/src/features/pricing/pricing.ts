/**
 * Pricing rules of product.md §3, §5, §8 and §9: turns the API's products and plan-config rows into
 * the plans the site shows, and decides when to fall back to the static plans.
 *
 * Pure: no fetch, no React. Imports from '@app/contract' are type-only on purpose: this module
 * is part of the home page's initial bundle, and a runtime import of the contract would drag
 * zod (~15 KB gzip) into it. The schemas are used by the lazily loaded fetch layer instead;
 * the plans, limits and prices come from the contract's zod-free `plans` entry.
 */
import type { ConfigRecord, Product, Recurring } from '@app/contract'
import {
  CONFIG_KEYS,
  CONFIG_TYPE_BY_PLAN,
  PLAN_DESCRIPTIONS,
  PLAN_LIMITS,
  PLAN_NAME_BY_PRODUCT,
  PLAN_NAMES,
  PLAN_PRICES,
  type PlanLimits,
  type PlanName,
  type PlanType,
} from '@app/contract/plans'
import pricingCopy from '~/content/pricing.yaml'
import { site } from '~/content/site'
import { fillLabel } from '~/lib/fill-label'
import { signupUrl } from '~/lib/links'

// ---------------------------------------------------------------- names and order

export { CONFIG_TYPE_BY_PLAN, type PlanName, type PlanType }

/** The displayed name of a product, or undefined when the name maps to no plan. */
export function planNameOf(productName: string): PlanName | undefined {
  const key = productName.trim().toLowerCase()
  return Object.hasOwn(PLAN_NAME_BY_PRODUCT, key) ? PLAN_NAME_BY_PRODUCT[key] : undefined
}

const UNKNOWN_SORT_ORDER = 999

/** Free tier 0, Essentials 1, Premium 2, anything else 999. */
export function sortOrder(name: string): number {
  const index = (PLAN_NAMES as readonly string[]).indexOf(name)
  return index === -1 ? UNKNOWN_SORT_ORDER : index
}

// ---------------------------------------------------------------- price and period

const dollars = (fractionDigits: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: fractionDigits })

/** "$0" for zero, otherwise dollars from cents: 499 → "$4.99", 1500 → "$15", 123456 → "$1,234.56". */
export function formatPrice(cents: number): string {
  return dollars(cents % 100 === 0 ? 0 : 2).format(cents / 100)
}

/** "Free Forever" for a free plan, "per {interval}" when recurring, otherwise "one-time". */
export function formatPeriod(cents: number, recurring: Recurring | null | undefined): string {
  if (cents === 0) return pricingCopy.period.free
  if (recurring) {
    const { interval, interval_count: count = 1 } = recurring
    return fillLabel(count > 1 ? pricingCopy.period.recurringEvery : pricingCopy.period.recurring, { interval, count })
  }
  return pricingCopy.period.oneTime
}

// ---------------------------------------------------------------- features

export interface PlanFeature {
  text: string
  available: boolean
}

export type { PlanLimits }

/** parseInt of a config value; undefined unless it yields a whole number >= 0. */
export function parseLimit(value: string): number | undefined {
  const n = Number.parseInt(value, 10)
  return Number.isSafeInteger(n) && n >= 0 ? n : undefined
}

/**
 * The limits of a plan type: each key from the config rows with category "plan" and active 1
 * (a later row wins over an earlier one), else from product.md §9's static limits. Falling back per
 * key means a missing or unreadable row never shows "NaN" to the visitor.
 */
export function planLimits(type: PlanType, configRows: readonly ConfigRecord[]): PlanLimits {
  const limits = { ...PLAN_LIMITS[type] }
  const keys = Object.keys(CONFIG_KEYS) as (keyof PlanLimits)[]
  for (const row of configRows) {
    if (row.category !== 'plan' || row.active !== 1 || row.type !== type) continue
    const key = keys.find((k) => CONFIG_KEYS[k] === row.configKey)
    const value = key && parseLimit(row.configValue)
    if (key && value !== undefined) limits[key] = value
  }
  return limits
}

/** Whether a plan type includes "Add Multiple Jobs" and "{product} History": Enterprise only. */
const hasPremiumExtras = (type: PlanType): boolean => type === 'Enterprise'

/** The feature list of a plan type (product.md §9 texts); the extras are listed as unavailable. */
export function planFeatures(type: PlanType, limits: PlanLimits, productName: string = site.name): PlanFeature[] {
  const { feature } = pricingCopy
  const extras = hasPremiumExtras(type)
  return [
    { text: fillLabel(feature.mockInterviews, { count: limits.mockInterviewCount, minutes: limits.totalMinutes }), available: true },
    { text: fillLabel(feature.resumes, { count: limits.resumeCount }), available: true },
    { text: fillLabel(feature.jobDescriptions, { count: limits.jobDescriptionCount }), available: true },
    { text: feature.multipleJobs, available: extras },
    { text: fillLabel(feature.history, { product: productName }), available: extras },
  ]
}

// ---------------------------------------------------------------- plans

/** A pricing plan as displayed (product.md §3). */
export interface PricingPlan {
  id: string
  name: PlanName
  price: string
  period: string
  description: string
  features: PlanFeature[]
  ctaText: string
  ctaUrl: string
  popular: boolean
  configType: PlanType
}

/** What a plan is before it is displayed: a mapped product, or one of the static fallbacks. */
export interface PlanOffer {
  id: string
  name: PlanName
  /** Cents. */
  unitAmount: number
  recurring: Recurring | null
  description?: string | null | undefined
}

function toPricingPlan(plan: PlanOffer, configRows: readonly ConfigRecord[]): PricingPlan {
  const configType = CONFIG_TYPE_BY_PLAN[plan.name]
  return {
    id: plan.id,
    name: plan.name,
    price: formatPrice(plan.unitAmount),
    period: formatPeriod(plan.unitAmount, plan.recurring),
    description: plan.description?.trim() || PLAN_DESCRIPTIONS[plan.name],
    features: planFeatures(configType, planLimits(configType, configRows)),
    ctaText: plan.name === 'Free tier' ? pricingCopy.cta.free : pricingCopy.cta.paid,
    ctaUrl: signupUrl(plan.name),
    popular: plan.name === 'Essentials',
    configType,
  }
}

/**
 * The plans to show for the API's answer: products that are active, have a default price with
 * an amount and a known name, sorted Free tier → Essentials → Premium. When two products map to
 * the same plan (say "Professional" and "Gold Plan"), the first one in the API's order is kept,
 * so a plan is never listed twice. Empty when nothing matches.
 */
export function toPlanCards(products: readonly Product[], configRows: readonly ConfigRecord[]): PricingPlan[] {
  const plans: PlanOffer[] = []
  for (const product of products) {
    const name = planNameOf(product.name)
    const price = product.default_price
    if (!product.active || !name || price == null || price.unit_amount == null) continue
    if (plans.some((p) => p.name === name)) continue
    plans.push({
      id: product.id,
      name,
      unitAmount: price.unit_amount,
      recurring: price.recurring ?? null,
      description: product.description,
    })
  }
  return plans.sort((a, b) => sortOrder(a.name) - sortOrder(b.name)).map((plan) => toPricingPlan(plan, configRows))
}

/** product.md §3: the plans shown when the products call fails, is empty or matches no plan. */
export const fallbackPlans: readonly PlanOffer[] = PLAN_NAMES.map((name) => {
  const { unitAmount, interval } = PLAN_PRICES[name]
  return { id: `fallback-${name.split(' ')[0]!.toLowerCase()}`, name, unitAmount, recurring: interval ? { interval } : null }
})

/** The static plans of product.md §3/§9, with features from config rows when there are any. */
export function fallbackPlanCards(configRows: readonly ConfigRecord[] = []): PricingPlan[] {
  return fallbackPlans.map((plan) => toPricingPlan(plan, configRows))
}

// ---------------------------------------------------------------- choosing between API and fallback

/** The result of one API call: its value, or a short label of why it failed ("500", "timeout"). */
export type CallOutcome<T> = { ok: true; value: T } | { ok: false; failure: string }

/** product.md §8's internal messages (logged, never shown). */
export const PRICING_LOG = {
  fetchFailed: (products: string, config: string) => `Failed to fetch data: Products ${products}, Config ${config}`,
  noProducts: 'No products found in API response',
  noMatch: 'No matching plans found',
  loadFailed: 'Failed to load pricing data',
} as const

export type PlanChoice =
  | { source: 'api'; plans: PricingPlan[] }
  /** `configRows` is null when the config call failed too: the caller then asks for it alone. */
  | { source: 'fallback'; reason: string; configRows: ConfigRecord[] | null }

/** product.md §4/§8: the API's plans, or the fallback with the reason to log. */
export function choosePlans(products: CallOutcome<{ data: Product[] }>, config: CallOutcome<ConfigRecord[]>): PlanChoice {
  const configRows = config.ok ? config.value : null
  if (!products.ok || !config.ok) {
    const label = (o: CallOutcome<unknown>) => (o.ok ? 'OK' : o.failure)
    return { source: 'fallback', reason: PRICING_LOG.fetchFailed(label(products), label(config)), configRows }
  }
  if (products.value.data.length === 0) return { source: 'fallback', reason: PRICING_LOG.noProducts, configRows }
  const plans = toPlanCards(products.value.data, config.value)
  if (plans.length === 0) return { source: 'fallback', reason: PRICING_LOG.noMatch, configRows }
  return { source: 'api', plans }
}

// ---------------------------------------------------------------- structured data

const UNIT_CODE: Record<Recurring['interval'], string> = { day: 'DAY', week: 'WEE', month: 'MON', year: 'ANN' }

/** schema.org Product with one Offer per plan, for search engines (prices in dollars). */
export function plansJsonLd(plans: readonly PlanOffer[], product: { name: string; description: string; url: string }) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.description,
    url: product.url,
    brand: { '@type': 'Brand', name: product.name },
    offers: plans.map((plan) => {
      const price = (plan.unitAmount / 100).toFixed(2)
      return {
        '@type': 'Offer',
        name: plan.name,
        url: signupUrl(plan.name),
        price,
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        ...(plan.recurring && {
          priceSpecification: {
            '@type': 'UnitPriceSpecification',
            price,
            priceCurrency: 'USD',
            referenceQuantity: {
              '@type': 'QuantitativeValue',
              value: plan.recurring.interval_count ?? 1,
              unitCode: UNIT_CODE[plan.recurring.interval],
            },
          },
        }),
      }
    }),
  }
}
