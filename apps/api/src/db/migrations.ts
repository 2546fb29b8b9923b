/**
 * Portable migrations, applied at start by Kysely's Migrator (it keeps its own table and a
 * lock, so concurrent instances do not race). Only types both dialects share are used.
 * Never edit a migration that shipped: add the next one.
 */
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import type { Database } from './schema.ts'
import { seedCatalog, seedPlanConfig } from './seed.ts'

const migrations: Record<string, Migration> = {
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
      await db.schema
        .createIndex('outbox_due_idx')
        .on('outbox')
        .columns(['status', 'next_attempt_at'])
        .execute()

      await db.schema
        .createTable('idempotency_keys')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('request_hash', 'text', (c) => c.notNull())
        .addColumn('status_code', 'integer', (c) => c.notNull())
        .addColumn('response_body', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createIndex('idempotency_keys_created_idx')
        .on('idempotency_keys')
        .column('created_at')
        .execute()
    },
  },
  '002_seed': {
    async up(db: Kysely<unknown>) {
      // A seed as a migration runs exactly once: an operator who edits or removes a plan
      // row later does not see it come back on the next start.
      await seedCatalog(db as Kysely<Database>)
      await seedPlanConfig(db as Kysely<Database>)
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

const provider: MigrationProvider = { getMigrations: async () => migrations }

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? '')
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error })
  }
}
