/**
 * The plan catalog (what get-products serves from the database without a Stripe key, and the
 * answer of last resort) and the plan limits of tenant 0, as the contract's plans (`@app/contract/plans`) say
 * today. The database gets them through migrations, which are frozen copies: a change to the
 * plans ships as a new migration, and test/plans.test.ts fails until the migrated database and
 * these rows agree (docs/operations.md, "Changing a price, a limit or a description").
 */
import { CONFIG_KEYS, CONFIG_TYPE_BY_PLAN, PLAN_DESCRIPTIONS, PLAN_LIMITS, PLAN_PRICES, type PlanName } from '@app/contract/plans'

/** One product per plan, named after its config type, as the original catalog names them. */
export const PLAN_CATALOG = Object.entries(CONFIG_TYPE_BY_PLAN).map(([plan, type], sortOrder) => {
  const slug = type.toLowerCase()
  const price = PLAN_PRICES[plan as PlanName]
  return {
    id: `prod_local_${slug}`,
    name: type,
    description: PLAN_DESCRIPTIONS[plan as PlanName],
    sort_order: sortOrder,
    price: { id: `price_local_${slug}`, unit_amount: price.unitAmount, interval: price.interval },
  }
})

/** The config rows of the plans' limits for `tenantId`. */
export function planConfigRows(tenantId = 0) {
  return Object.entries(PLAN_LIMITS).flatMap(([type, limits]) =>
    (Object.keys(CONFIG_KEYS) as (keyof typeof CONFIG_KEYS)[]).map((name) => ({
      tenant_id: tenantId,
      category: 'plan',
      active: 1,
      type,
      config_key: CONFIG_KEYS[name],
      config_value: String(limits[name]),
    })),
  )
}
