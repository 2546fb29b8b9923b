import type { ConfigRecord, Product } from '@app/contract'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { env } from '~/config/env'
import { site } from '~/content/site'
import {
  choosePlans,
  CONFIG_TYPE_BY_PLAN,
  fallbackPlanCards,
  formatPeriod,
  formatPrice,
  parseLimit,
  planFeatures,
  planLimits,
  planNameOf,
  plansJsonLd,
  PRICING_LOG,
  sortOrder,
  toPlanCards,
  type PricingPlan,
} from './pricing'

// ---------------------------------------------------------------- fixtures

function product(name: string, cents: number | null, overrides: Partial<Product> = {}): Product {
  return {
    id: `prod_${name.toLowerCase().replace(/\s+/g, '_')}`,
    name,
    active: true,
    description: null,
    default_price: { id: `price_${name}`, currency: 'usd', unit_amount: cents, recurring: cents ? { interval: 'month' } : null },
    ...overrides,
  }
}

const row = (type: string, configKey: string, configValue: string, extra: Partial<ConfigRecord> = {}): ConfigRecord => ({
  category: 'plan',
  active: 1,
  type,
  configKey,
  configValue,
  ...extra,
})

/** The plan rows the API's migrations write (apps/api): product.md §9's limits for the three types. */
const planConfig: ConfigRecord[] = (
  [
    ['Starter', 1, 30, 1, 1],
    ['Professional', 3, 600, 3, 3],
    ['Enterprise', 5, 3000, 5, 5],
  ] as const
).flatMap(([type, interviews, minutes, resumes, jds]) => [
  row(type, 'mockinterviewcount', String(interviews)),
  row(type, 'totalAllowedTimeinMins', String(minutes)),
  row(type, 'resumecount', String(resumes)),
  row(type, 'jobdescription', String(jds)),
])

const planProducts: Product[] = [product('Starter', 0), product('Professional', 499), product('Enterprise', 1499)]

const names = (plans: PricingPlan[]) => plans.map((p) => p.name)
const featureTexts = (plan: PricingPlan | undefined) => plan?.features.map((f) => `${f.available ? '+' : '-'} ${f.text}`)
const signup = (plan: string) => `${env.APP_URL}/auth/registration?plan=${encodeURIComponent(plan)}`

// ---------------------------------------------------------------- names and order

describe('planNameOf', () => {
  it.each([
    ['Starter', 'Free tier'],
    ['Professional', 'Essentials'],
    ['Gold Plan', 'Essentials'],
    ['Enterprise', 'Premium'],
    ['Prime', 'Premium'],
  ])('maps the product %s to the plan %s', (productName, plan) => {
    expect(planNameOf(productName)).toBe(plan)
  })

  it('ignores case and surrounding spaces', () => {
    expect(planNameOf('  gold PLAN ')).toBe('Essentials')
  })

  it.each(['Free tier', 'Essentials', 'Premium', 'Basic', '', 'constructor', 'toString', '__proto__'])(
    'knows no plan for the product name %j',
    (productName) => {
      expect(planNameOf(productName)).toBeUndefined()
    },
  )
})

describe('CONFIG_TYPE_BY_PLAN', () => {
  it('maps Free tier to Starter, Essentials to Professional and Premium to Enterprise', () => {
    expect(CONFIG_TYPE_BY_PLAN).toEqual({ 'Free tier': 'Starter', Essentials: 'Professional', Premium: 'Enterprise' })
  })
})

describe('sortOrder', () => {
  it('orders Free tier 0, Essentials 1, Premium 2 and anything else 999', () => {
    expect(['Free tier', 'Essentials', 'Premium', 'Starter', ''].map(sortOrder)).toEqual([0, 1, 2, 999, 999])
  })
})

// ---------------------------------------------------------------- price and period

describe('formatPrice', () => {
  it.each([
    [0, '$0'],
    [499, '$4.99'],
    [1499, '$14.99'],
    [999, '$9.99'],
    [450, '$4.50'],
    [5, '$0.05'],
    [1500, '$15'],
    [123456, '$1,234.56'],
  ])('shows %i cents as %s', (cents, text) => {
    expect(formatPrice(cents)).toBe(text)
  })

  it('shows any amount as dollars with at most two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        const text = formatPrice(cents)
        expect(text).toMatch(/^\$\d{1,3}(,\d{3})*(\.\d{2})?$/)
        expect(Math.round(Number(text.slice(1).replaceAll(',', '')) * 100)).toBe(cents)
      }),
    )
  })
})

describe('formatPeriod', () => {
  it('calls a free plan "Free Forever", recurring or not', () => {
    expect(formatPeriod(0, null)).toBe('Free Forever')
    expect(formatPeriod(0, { interval: 'month' })).toBe('Free Forever')
  })

  it.each(['day', 'week', 'month', 'year'] as const)('shows a recurring price per %s', (interval) => {
    expect(formatPeriod(499, { interval })).toBe(`per ${interval}`)
    expect(formatPeriod(499, { interval, interval_count: 1 })).toBe(`per ${interval}`)
  })

  it('names the count of a multi-interval price', () => {
    expect(formatPeriod(499, { interval: 'month', interval_count: 3 })).toBe('per 3 months')
  })

  it('shows a price without recurrence as one-time', () => {
    expect(formatPeriod(499, null)).toBe('one-time')
    expect(formatPeriod(499, undefined)).toBe('one-time')
  })
})

// ---------------------------------------------------------------- features

describe('parseLimit', () => {
  it.each([
    ['3', 3],
    ['0', 0],
    [' 7 ', 7],
    ['3.9', 3],
    ['10 mins', 10],
    ['3000', 3000],
  ])('parses %j as the integer %i', (value, n) => {
    expect(parseLimit(value)).toBe(n)
  })

  it.each(['', 'abc', '-1', 'NaN', '99999999999999999999'])('rejects %j', (value) => {
    expect(parseLimit(value)).toBeUndefined()
  })
})

describe('planLimits', () => {
  it('uses product.md §9 limits when there are no config rows', () => {
    expect(planLimits('Starter', [])).toEqual({ mockInterviewCount: 1, totalMinutes: 30, resumeCount: 1, jobDescriptionCount: 1 })
    expect(planLimits('Professional', [])).toEqual({ mockInterviewCount: 3, totalMinutes: 600, resumeCount: 3, jobDescriptionCount: 3 })
    expect(planLimits('Enterprise', [])).toEqual({ mockInterviewCount: 5, totalMinutes: 3000, resumeCount: 5, jobDescriptionCount: 5 })
  })

  it('takes every key from active plan rows of its own type', () => {
    const rows = [
      row('Professional', 'mockinterviewcount', '10'),
      row('Professional', 'totalAllowedTimeinMins', '900'),
      row('Professional', 'resumecount', '4'),
      row('Professional', 'jobdescription', '6'),
      row('Starter', 'resumecount', '99'),
    ]
    expect(planLimits('Professional', rows)).toEqual({ mockInterviewCount: 10, totalMinutes: 900, resumeCount: 4, jobDescriptionCount: 6 })
  })

  it('ignores rows that are inactive or of another category', () => {
    const rows = [
      row('Starter', 'resumecount', '8', { active: 0 }),
      row('Starter', 'resumecount', '8', { active: 2 }),
      row('Starter', 'resumecount', '8', { category: 'feature' }),
      row('Starter', 'resumecount', '8', { type: 'starter' }),
    ]
    expect(planLimits('Starter', rows).resumeCount).toBe(1)
  })

  it('keeps the static value of a key whose row is missing, unknown or unreadable', () => {
    const rows = [row('Enterprise', 'resumecount', 'lots'), row('Enterprise', 'unknownKey', '42'), row('Enterprise', 'jobdescription', '8')]
    expect(planLimits('Enterprise', rows)).toEqual({ mockInterviewCount: 5, totalMinutes: 3000, resumeCount: 5, jobDescriptionCount: 8 })
  })

  it('lets a later row win over an earlier one for the same key', () => {
    const rows = [row('Starter', 'mockinterviewcount', '2'), row('Starter', 'mockinterviewcount', '4')]
    expect(planLimits('Starter', rows).mockInterviewCount).toBe(4)
  })
})

describe('planFeatures', () => {
  const limits = { mockInterviewCount: 3, totalMinutes: 600, resumeCount: 3, jobDescriptionCount: 3 }

  it('writes the product.md §9 feature texts', () => {
    expect(planFeatures('Professional', limits).map((f) => f.text)).toEqual([
      '3 Mockinterview For 600 mins',
      '3 Resume',
      '3 Job Description',
      'Add Multiple Jobs',
      `${site.name} History`,
    ])
  })

  it('includes multiple jobs and history for Enterprise only, listing them as unavailable otherwise', () => {
    const extras = (type: 'Starter' | 'Professional' | 'Enterprise') =>
      planFeatures(type, limits)
        .slice(3)
        .map((f) => f.available)
    expect(extras('Enterprise')).toEqual([true, true])
    expect(extras('Professional')).toEqual([false, false])
    expect(extras('Starter')).toEqual([false, false])
    expect(
      planFeatures('Starter', limits)
        .slice(0, 3)
        .every((f) => f.available),
    ).toBe(true)
  })

  it('names the product in the history feature', () => {
    expect(planFeatures('Enterprise', limits, 'Acme')[4]).toEqual({ text: 'Acme History', available: true })
  })
})

// ---------------------------------------------------------------- plans

describe('toPlanCards', () => {
  it('turns the seeded products and config into the three plans of product.md §9', () => {
    const plans = toPlanCards(planProducts, planConfig)
    expect(plans).toEqual([
      {
        id: 'prod_starter',
        name: 'Free tier',
        price: '$0',
        period: 'Free Forever',
        description: expect.any(String),
        features: [
          { text: '1 Mockinterview For 30 mins', available: true },
          { text: '1 Resume', available: true },
          { text: '1 Job Description', available: true },
          { text: 'Add Multiple Jobs', available: false },
          { text: `${site.name} History`, available: false },
        ],
        ctaText: 'Get Started Free',
        ctaUrl: signup('Free tier'),
        popular: false,
        configType: 'Starter',
      },
      {
        id: 'prod_professional',
        name: 'Essentials',
        price: '$4.99',
        period: 'per month',
        description: expect.any(String),
        features: [
          { text: '3 Mockinterview For 600 mins', available: true },
          { text: '3 Resume', available: true },
          { text: '3 Job Description', available: true },
          { text: 'Add Multiple Jobs', available: false },
          { text: `${site.name} History`, available: false },
        ],
        ctaText: 'Choose Plan',
        ctaUrl: signup('Essentials'),
        popular: true,
        configType: 'Professional',
      },
      {
        id: 'prod_enterprise',
        name: 'Premium',
        price: '$14.99',
        period: 'per month',
        description: expect.any(String),
        features: [
          { text: '5 Mockinterview For 3000 mins', available: true },
          { text: '5 Resume', available: true },
          { text: '5 Job Description', available: true },
          { text: 'Add Multiple Jobs', available: true },
          { text: `${site.name} History`, available: true },
        ],
        ctaText: 'Choose Plan',
        ctaUrl: signup('Premium'),
        popular: false,
        configType: 'Enterprise',
      },
    ])
  })

  it('encodes the plan name in the signup link', () => {
    expect(toPlanCards(planProducts, [])[0]?.ctaUrl).toBe(`${env.APP_URL}/auth/registration?plan=Free%20tier`)
  })

  it('sorts Free tier, Essentials, Premium whatever the API order', () => {
    const reversed = [product('Prime', 1499), product('Gold Plan', 499), product('Starter', 0)]
    expect(names(toPlanCards(reversed, []))).toEqual(['Free tier', 'Essentials', 'Premium'])
  })

  it('leaves out inactive products', () => {
    const plans = toPlanCards([product('Starter', 0), product('Professional', 499, { active: false })], [])
    expect(names(plans)).toEqual(['Free tier'])
  })

  it('leaves out products without a default price, or whose price has no amount', () => {
    const plans = toPlanCards(
      [
        product('Starter', 0, { default_price: null }),
        product('Professional', 499, { default_price: undefined }),
        product('Enterprise', null),
      ],
      [],
    )
    expect(plans).toEqual([])
  })

  it('leaves out products whose name maps to no plan', () => {
    expect(toPlanCards([product('Basic', 199), product('Team', 2999)], [])).toEqual([])
    expect(names(toPlanCards([product('Basic', 199), product('Enterprise', 1499)], []))).toEqual(['Premium'])
  })

  it('shows a yearly price of 999 cents as "$9.99" "per year"', () => {
    const plans = toPlanCards([product('Professional', 999, { default_price: { unit_amount: 999, recurring: { interval: 'year' } } })], [])
    expect(plans[0]).toMatchObject({ name: 'Essentials', price: '$9.99', period: 'per year' })
  })

  it('shows a non-recurring paid price as one-time', () => {
    const plans = toPlanCards([product('Prime', 4900, { default_price: { unit_amount: 4900, recurring: null } })], [])
    expect(plans[0]).toMatchObject({ name: 'Premium', price: '$49', period: 'one-time' })
  })

  it('lists a plan once when two products map to it, keeping the first', () => {
    const plans = toPlanCards([product('Gold Plan', 599), product('Professional', 499)], [])
    expect(plans.map((p) => [p.name, p.price])).toEqual([['Essentials', '$5.99']])
  })

  it('marks Essentials, and only Essentials, as popular', () => {
    expect(toPlanCards(planProducts, []).map((p) => p.popular)).toEqual([false, true, false])
  })

  it('uses the product description, or the plan’s own when the product has none', () => {
    const plans = toPlanCards(
      [product('Starter', 0, { description: '  Free practice.  ' }), product('Professional', 499, { description: '' })],
      [],
    )
    expect(plans[0]?.description).toBe('Free practice.')
    expect(plans[1]?.description).toMatch(/\w/)
  })

  it('takes features from config rows, with inactive rows ignored', () => {
    const rows = [...planConfig, row('Professional', 'mockinterviewcount', '7'), row('Professional', 'resumecount', '50', { active: 0 })]
    const essentials = toPlanCards(planProducts, rows)[1]
    expect(featureTexts(essentials)).toEqual([
      '+ 7 Mockinterview For 600 mins',
      '+ 3 Resume',
      '+ 3 Job Description',
      '- Add Multiple Jobs',
      `- ${site.name} History`,
    ])
  })

  it('always yields known, unique plans in order, each with five features', () => {
    const anyProduct = fc.record({
      id: fc.string(),
      name: fc.constantFrom('Starter', 'Professional', 'Gold Plan', 'Enterprise', 'Prime', 'Basic', ''),
      active: fc.boolean(),
      description: fc.option(fc.string(), { nil: undefined }),
      default_price: fc.option(
        fc.record({
          unit_amount: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
          recurring: fc.option(fc.record({ interval: fc.constantFrom('day', 'week', 'month', 'year') as fc.Arbitrary<'month'> }), {
            nil: null,
          }),
        }),
        { nil: null },
      ),
    })
    fc.assert(
      fc.property(fc.array(anyProduct, { maxLength: 8 }), (products) => {
        const plans = toPlanCards(products, planConfig)
        const order = plans.map((p) => sortOrder(p.name))
        expect(order).toEqual([...new Set(order)].sort())
        expect(order.every((o) => o < 999)).toBe(true)
        for (const plan of plans) {
          expect(plan.features).toHaveLength(5)
          expect(plan.price).toMatch(/^\$/)
        }
      }),
    )
  })
})

describe('fallbackPlanCards', () => {
  it('is exactly the static plans of product.md §3/§9 with their static features', () => {
    const plans = fallbackPlanCards()
    expect(
      plans.map(({ id, name, price, period, popular, configType, ctaText }) => ({ id, name, price, period, popular, configType, ctaText })),
    ).toEqual([
      {
        id: 'fallback-free',
        name: 'Free tier',
        price: '$0',
        period: 'Free Forever',
        popular: false,
        configType: 'Starter',
        ctaText: 'Get Started Free',
      },
      {
        id: 'fallback-essentials',
        name: 'Essentials',
        price: '$4.99',
        period: 'per month',
        popular: true,
        configType: 'Professional',
        ctaText: 'Choose Plan',
      },
      {
        id: 'fallback-premium',
        name: 'Premium',
        price: '$14.99',
        period: 'per month',
        popular: false,
        configType: 'Enterprise',
        ctaText: 'Choose Plan',
      },
    ])
    expect(plans.map(featureTexts)).toEqual([
      ['+ 1 Mockinterview For 30 mins', '+ 1 Resume', '+ 1 Job Description', '- Add Multiple Jobs', `- ${site.name} History`],
      ['+ 3 Mockinterview For 600 mins', '+ 3 Resume', '+ 3 Job Description', '- Add Multiple Jobs', `- ${site.name} History`],
      ['+ 5 Mockinterview For 3000 mins', '+ 5 Resume', '+ 5 Job Description', '+ Add Multiple Jobs', `+ ${site.name} History`],
    ])
    expect(plans.map((p) => p.ctaUrl)).toEqual([signup('Free tier'), signup('Essentials'), signup('Premium')])
    expect(plans.every((p) => p.description.length > 0)).toBe(true)
  })

  it('takes the features from config rows when it has them', () => {
    const plans = fallbackPlanCards([row('Enterprise', 'resumecount', '12')])
    expect(plans[2]?.features[1]?.text).toBe('12 Resume')
    expect(plans[0]?.features[1]?.text).toBe('1 Resume')
  })
})

// ---------------------------------------------------------------- choosing

describe('choosePlans', () => {
  const ok = <T>(value: T) => ({ ok: true as const, value })
  const failed = (failure: string) => ({ ok: false as const, failure })

  it('shows the API’s plans when both calls succeed and a plan matches', () => {
    const choice = choosePlans(ok({ data: planProducts }), ok(planConfig))
    expect(choice).toEqual({ source: 'api', plans: toPlanCards(planProducts, planConfig) })
  })

  it('falls back with both statuses when the products call fails, keeping the config it got', () => {
    expect(choosePlans(failed('500'), ok(planConfig))).toEqual({
      source: 'fallback',
      reason: 'Failed to fetch data: Products 500, Config OK',
      configRows: planConfig,
    })
  })

  it('falls back when only the config call fails, leaving the config to be asked for again', () => {
    expect(choosePlans(ok({ data: planProducts }), failed('503'))).toEqual({
      source: 'fallback',
      reason: 'Failed to fetch data: Products OK, Config 503',
      configRows: null,
    })
  })

  it('names non-HTTP failures in the same message', () => {
    expect(choosePlans(failed('timeout'), failed('network error'))).toMatchObject({
      reason: 'Failed to fetch data: Products timeout, Config network error',
      configRows: null,
    })
  })

  it('falls back when the product list is empty', () => {
    expect(choosePlans(ok({ data: [] }), ok(planConfig))).toEqual({
      source: 'fallback',
      reason: PRICING_LOG.noProducts,
      configRows: planConfig,
    })
    expect(PRICING_LOG.noProducts).toBe('No products found in API response')
  })

  it('falls back when no product matches a plan', () => {
    const data = [product('Basic', 199), product('Starter', 0, { active: false }), product('Professional', 499, { default_price: null })]
    expect(choosePlans(ok({ data }), ok(planConfig))).toEqual({ source: 'fallback', reason: PRICING_LOG.noMatch, configRows: planConfig })
    expect(PRICING_LOG.noMatch).toBe('No matching plans found')
  })
})

// ---------------------------------------------------------------- structured data

describe('plansJsonLd', () => {
  it('describes each static plan as an Offer of one Product, with monthly prices per month', () => {
    const data = plansJsonLd(
      [
        { id: 'a', name: 'Free tier', unitAmount: 0, recurring: null },
        { id: 'b', name: 'Essentials', unitAmount: 499, recurring: { interval: 'month' } },
        { id: 'c', name: 'Premium', unitAmount: 9999, recurring: { interval: 'year' } },
      ],
      { name: 'Brand', description: 'Desc', url: 'https://example.test/#pricing' },
    )
    expect(data).toMatchObject({ '@context': 'https://schema.org', '@type': 'Product', name: 'Brand', brand: { name: 'Brand' } })
    expect(data.offers).toEqual([
      {
        '@type': 'Offer',
        name: 'Free tier',
        url: signup('Free tier'),
        price: '0.00',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
      expect.objectContaining({
        name: 'Essentials',
        price: '4.99',
        priceSpecification: expect.objectContaining({
          price: '4.99',
          referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
        }),
      }),
      expect.objectContaining({
        name: 'Premium',
        price: '99.99',
        priceSpecification: expect.objectContaining({ referenceQuantity: expect.objectContaining({ unitCode: 'ANN' }) }),
      }),
    ])
  })
})
