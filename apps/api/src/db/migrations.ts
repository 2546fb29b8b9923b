/**
 * Portable migrations, applied at start by Kysely's Migrator (it keeps its own table and a
 * lock, so concurrent instances do not race). Only types both dialects share are used.
 * Never edit a migration that shipped: add the next one. A migration is frozen history: it
 * holds its data as literals and reads no live code (a seed that read today's plans would give
 * a new database today's prices and leave existing ones at the old).
 */
import type { Kysely } from 'kysely'
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration'
import type { Database } from './schema.ts'

/** The plans as they were first shipped: product, its default price, its limits. */
const PLANS_002 = [
  {
    product: 'starter',
    name: 'Starter',
    description: 'Practice for free: one AI mock interview of up to 30 minutes, one resume and one job description.',
    unitAmount: 0,
    interval: null,
    limits: { mockinterviewcount: 1, totalAllowedTimeinMins: 30, resumecount: 1, jobdescription: 1 },
  },
  {
    product: 'professional',
    name: 'Professional',
    description: 'For active job seekers: three mock interviews with 600 minutes in total, three resumes and three job descriptions.',
    unitAmount: 499,
    interval: 'month',
    limits: { mockinterviewcount: 3, totalAllowedTimeinMins: 600, resumecount: 3, jobdescription: 3 },
  },
  {
    product: 'enterprise',
    name: 'Enterprise',
    description:
      'For serious preparation: five mock interviews with 3,000 minutes in total, five resumes, five job descriptions, multiple jobs and interview history.',
    unitAmount: 1499,
    interval: 'month',
    limits: { mockinterviewcount: 5, totalAllowedTimeinMins: 3000, resumecount: 5, jobdescription: 5 },
  },
] as const

/** Every migration, in the order they run (by name). */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '001_initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('products')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('description', 'text')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()

      await db.schema
        .createTable('prices')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('unit_amount', 'integer')
        .addColumn('recurring_interval', 'text')
        .addColumn('recurring_interval_count', 'integer')
        .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.createIndex('prices_product_idx').on('prices').column('product_id').execute()

      await db.schema
        .createTable('config')
        .addColumn('tenant_id', 'integer', (c) => c.notNull())
        .addColumn('category', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('config_key', 'text', (c) => c.notNull())
        .addColumn('config_value', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('config_pk', ['tenant_id', 'category', 'type', 'config_key'])
        .execute()

      await db.schema
        .createTable('tickets')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()

      await db.schema
        .createTable('outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('ticket_id', 'text', (c) => c.notNull().unique().references('tickets.id'))
        .addColumn('message_id', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .addColumn('last_error', 'text')
        .execute()
      await db.schema.createIndex('outbox_due_idx').on('outbox').columns(['status', 'next_attempt_at']).execute()

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer', (c) => c.notNull())
        .addColumn('response_body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('idempotency_keys_created_idx').on('idempotency_keys').column('created_at').execute()
    },
  },
  '002_seed': {
    async up(untyped: Kysely<unknown>) {
      // A seed as a migration runs exactly once: an operator who edits or removes a plan
      // row later does not see it come back on the next start.
      const db = untyped as Kysely<Database>
      for (const [sortOrder, plan] of PLANS_002.entries()) {
        const productId = `prod_local_${plan.product}`
        await db
          .insertInto('products')
          .values({ id: productId, name: plan.name, description: plan.description, active: 1, sort_order: sortOrder })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute()
        await db
          .insertInto('prices')
          .values({
            id: `price_local_${plan.product}`,
            product_id: productId,
            currency: 'usd',
            unit_amount: plan.unitAmount,
            recurring_interval: plan.interval,
            recurring_interval_count: plan.interval ? 1 : null,
            is_default: 1,
          })
          .onConflict((oc) => oc.column('id').doNothing())
          .execute()
        await db
          .insertInto('config')
          .values(
            Object.entries(plan.limits).map(([key, value]) => ({
              tenant_id: 0,
              category: 'plan',
              active: 1,
              type: plan.name,
              config_key: key,
              config_value: String(value),
            })),
          )
          .onConflict((oc) => oc.columns(['tenant_id', 'category', 'type', 'config_key']).doNothing())
          .execute()
      }
    },
  },
  '003_tickets_created_idx': {
    async up(db: Kysely<unknown>) {
      // The hourly retention purge selects tickets by age.
      await db.schema.createIndex('tickets_created_idx').on('tickets').column('created_at').execute()
    },
  },
  '004_quota_windows': {
    async up(db: Kysely<unknown>) {
      // The ticket quota, shared by every instance (tickets/quota.ts).
      await db.schema
        .createTable('quota_windows')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('count', 'integer', (c) => c.notNull())
        .addColumn('reset_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('quota_windows_reset_idx').on('quota_windows').column('reset_at').execute()
    },
  },
}

/** Runs the migrations `db` has not seen yet (tests pass MIGRATIONS with one more). */
export async function migrateToLatest(db: Kysely<Database>, migrations: Readonly<Record<string, Migration>> = MIGRATIONS): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => ({ ...migrations }) }
  const migrator = new Migrator({ db, provider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '')
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error })
  }
}
