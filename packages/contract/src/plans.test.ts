import { describe, expect, it } from 'vitest'
import { CONFIG_TYPE_BY_PLAN, PLAN_LIMITS, PLAN_NAME_BY_PRODUCT, PLAN_NAMES, PLAN_PRICES, PLAN_TYPES } from './plans.ts'

describe('product.md §9 plans', () => {
  it('maps each plan to its own config type, and the product of that type back to the plan', () => {
    expect(new Set(Object.values(CONFIG_TYPE_BY_PLAN)).size).toBe(PLAN_NAMES.length)
    for (const name of PLAN_NAMES) expect(PLAN_NAME_BY_PRODUCT[CONFIG_TYPE_BY_PLAN[name].toLowerCase()]).toBe(name)
  })

  it('gives more of everything to each plan up, at a higher price', () => {
    for (let i = 1; i < PLAN_TYPES.length; i++) {
      const [lower, higher] = [PLAN_LIMITS[PLAN_TYPES[i - 1]!], PLAN_LIMITS[PLAN_TYPES[i]!]]
      for (const key of Object.keys(lower) as (keyof typeof lower)[]) expect(higher[key]).toBeGreaterThan(lower[key])
      expect(PLAN_PRICES[PLAN_NAMES[i]!].unitAmount).toBeGreaterThan(PLAN_PRICES[PLAN_NAMES[i - 1]!].unitAmount)
    }
  })

  it('has the free plan free forever and the others monthly', () => {
    expect(PLAN_PRICES['Free tier']).toEqual({ unitAmount: 0, interval: null })
    expect(PLAN_PRICES.Essentials.interval).toBe('month')
    expect(PLAN_PRICES.Premium.interval).toBe('month')
  })
})
