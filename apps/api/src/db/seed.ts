/**
 * The local catalog (served when no Stripe key is configured) and the plan limits of SPEC §9
 * for tenant 0, both from the contract's plans (`@app/contract/plans`).
 */
import { CONFIG_KEYS, CONFIG_TYPE_BY_PLAN, PLAN_LIMITS, PLAN_PRICES } from '@app/contract/plans'
import type { Kysely } from 'kysely'
import type { Database } from './schema.ts'

const DESCRIPTIONS = {
  Starter: 'Practice for free: one AI mock interview of up to 30 minutes, one resume and one job description.',
  Professional: 'For active job seekers: three mock interviews with 600 minutes in total, three resumes and three job descriptions.',
  Enterprise:
    'For serious preparation: five mock interviews with 3,000 minutes in total, five resumes, five job descriptions, multiple jobs and interview history.',
} as const

/** One product per plan, named after its config type, as the original catalog names them. */
export const LOCAL_CATALOG = Object.entries(CONFIG_TYPE_BY_PLAN).map(([plan, type], sortOrder) => {
  const slug = type.toLowerCase()
  const price = PLAN_PRICES[plan as keyof typeof PLAN_PRICES]
  return {
    id: `prod_local_${slug}`,
    name: type,
    description: DESCRIPTIONS[type],
    sort_order: sortOrder,
    price: { id: `price_local_${slug}`, unit_amount: price.unitAmount, interval: price.interval },
  }
})

export async function seedCatalog(db: Kysely<Database>): Promise<void> {
  for (const p of LOCAL_CATALOG) {
    await db
      .insertInto('products')
      .values({ id: p.id, name: p.name, description: p.description, active: 1, sort_order: p.sort_order })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
    await db
      .insertInto('prices')
      .values({
        id: p.price.id,
        product_id: p.id,
        currency: 'usd',
        unit_amount: p.price.unit_amount,
        recurring_interval: p.price.interval,
        recurring_interval_count: p.price.interval ? 1 : null,
        is_default: 1,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute()
  }
}

export async function seedPlanConfig(db: Kysely<Database>, tenantId = 0): Promise<void> {
  const rows = Object.entries(PLAN_LIMITS).flatMap(([type, l]) =>
    (
      [
        [CONFIG_KEYS.mockInterviewCount, l.mockInterviewCount],
        [CONFIG_KEYS.totalMinutes, l.totalMinutes],
        [CONFIG_KEYS.resumeCount, l.resumeCount],
        [CONFIG_KEYS.jobDescriptionCount, l.jobDescriptionCount],
      ] as const
    ).map(([config_key, value]) => ({
      tenant_id: tenantId,
      category: 'plan',
      active: 1,
      type,
      config_key,
      config_value: String(value),
    })),
  )
  await db
    .insertInto('config')
    .values(rows)
    .onConflict((oc) => oc.columns(['tenant_id', 'category', 'type', 'config_key']).doNothing())
    .execute()
}
