/**
 * The plans live in code (`@app/contract/plans`: prices, limits, descriptions) and in the
 * database, which gets them from migrations (frozen copies). The migrated database must say
 * what the code says: an edit to the plans without the migration that carries it fails here.
 * And the operator's recipe (docs/operations.md) works: a migration that changes a price
 * reaches an existing database and the API's answer.
 */
import type { Migration } from 'kysely/migration'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { buildApp } from '../src/app.ts'
import { MIGRATIONS, migrateToLatest } from '../src/db/migrations.ts'
import { PLAN_CATALOG, planConfigRows } from '../src/products/catalog.ts'
import { DIALECTS, stopPostgres, testDb, testEnv, type TestDb } from './harness.ts'

afterAll(stopPostgres)

describe.each(DIALECTS)('plans in code and in the migrated database (%s)', (dialect) => {
  let t: TestDb
  afterEach(async () => t.close())

  it('agree: every product, default price and limit of @app/contract/plans, and nothing else', async () => {
    t = await testDb(dialect)
    const products = await t.db
      .selectFrom('products')
      .select(['id', 'name', 'description', 'sort_order', 'active'])
      .orderBy('sort_order')
      .execute()
    expect(products).toEqual(
      PLAN_CATALOG.map((p) => ({ id: p.id, name: p.name, description: p.description, sort_order: p.sort_order, active: 1 })),
    )
    const prices = await t.db
      .selectFrom('prices')
      .select(['id', 'product_id', 'unit_amount', 'recurring_interval'])
      .where('is_default', '=', 1)
      .orderBy('id')
      .execute()
    expect(prices).toEqual(
      PLAN_CATALOG.map((p) => ({
        id: p.price.id,
        product_id: p.id,
        unit_amount: p.price.unit_amount,
        recurring_interval: p.price.interval,
      })).sort((a, b) => a.id.localeCompare(b.id)),
    )
    const config = await t.db
      .selectFrom('config')
      .select(['type', 'config_key', 'config_value'])
      .where('tenant_id', '=', 0)
      .where('category', '=', 'plan')
      .execute()
    const key = (r: { type: string; config_key: string }) => `${r.type}/${r.config_key}`
    expect(new Map(config.map((r) => [key(r), r.config_value]))).toEqual(new Map(planConfigRows().map((r) => [key(r), r.config_value])))
  })

  it('an operator’s price change, shipped as a new migration, reaches an existing database and the API', async () => {
    t = await testDb(dialect)
    const essentials = PLAN_CATALOG.find((p) => p.name === 'Professional')!
    // What docs/operations.md tells an operator to add (with plans.ts edited to match).
    const newPrice: Migration = {
      async up(db) {
        await db
          .updateTable('prices' as never)
          .set({ unit_amount: 599 } as never)
          .where('id' as never, '=', essentials.price.id as never)
          .execute()
      },
    }
    await migrateToLatest(t.db, { ...MIGRATIONS, '999_essentials_599': newPrice })
    const app = await buildApp({ env: testEnv({}, t.dataDir), db: t.db, logger: false })
    try {
      const res = await app.inject('/stripeapi/get-products')
      const professional = res.json().data.find((p: { id: string }) => p.id === essentials.id)
      expect(professional.default_price.unit_amount).toBe(599)
    } finally {
      await app.close()
    }
  })
})
