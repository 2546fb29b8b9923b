/**
 * The local catalog (served when no Stripe key is configured) and the plan limits of SPEC §9
 * for tenant 0.
 */
import { CONFIG_KEYS } from '@app/contract'
import type { Kysely } from 'kysely'
import type { Database } from './schema.ts'

export const LOCAL_CATALOG = [
  {
    id: 'prod_local_starter',
    name: 'Starter',
    description: 'Practice for free: one AI mock interview of up to 30 minutes, one resume and one job description.',
    sort_order: 0,
    price: { id: 'price_local_starter', unit_amount: 0, interval: null },
  },
  {
    id: 'prod_local_professional',
    name: 'Professional',
    description: 'For active job seekers: three mock interviews with 600 minutes in total, three resumes and three job descriptions.',
    sort_order: 1,
    price: { id: 'price_local_professional', unit_amount: 499, interval: 'month' },
  },
  {
    id: 'prod_local_enterprise',
    name: 'Enterprise',
    description: 'For serious preparation: five mock interviews with 3,000 minutes in total, five resumes, five job descriptions, multiple jobs and interview history.',
    sort_order: 2,
    price: { id: 'price_local_enterprise', unit_amount: 1499, interval: 'month' },
  },
] as const

/** SPEC §9: interviews, minutes, resumes, job descriptions per plan type. */
export const PLAN_LIMITS = {
  Starter: { interviews: 1, minutes: 30, resumes: 1, jobDescriptions: 1 },
  Professional: { interviews: 3, minutes: 600, resumes: 3, jobDescriptions: 3 },
  Enterprise: { interviews: 5, minutes: 3000, resumes: 5, jobDescriptions: 5 },
} as const

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
        [CONFIG_KEYS.mockInterviewCount, l.interviews],
        [CONFIG_KEYS.totalMinutes, l.minutes],
        [CONFIG_KEYS.resumeCount, l.resumes],
        [CONFIG_KEYS.jobDescriptionCount, l.jobDescriptions],
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
