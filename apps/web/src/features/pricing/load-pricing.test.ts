import type { ConfigRecord, Product } from '@app/contract'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fallbackPlanCards, toPlanCards, type PricingPlan } from './pricing'
import { loadPricing, type PlansSource } from './load-pricing'

// product.md §4/§8: every path from "both calls answer" to "the config asked for alone fails too".

const PRODUCTS = '/stripeapi/get-products'
const CONFIG = '/api/generalConfig/tenant/all?tenantId=0'

const products: Product[] = [
  { id: 'p1', name: 'Starter', active: true, default_price: { unit_amount: 0, recurring: null } },
  { id: 'p2', name: 'Professional', active: true, default_price: { unit_amount: 499, recurring: { interval: 'month' } } },
  { id: 'p3', name: 'Enterprise', active: true, default_price: { unit_amount: 1499, recurring: { interval: 'month' } } },
]
const config: ConfigRecord[] = [
  { category: 'plan', active: 1, type: 'Professional', configKey: 'mockinterviewcount', configValue: '9' },
  { category: 'plan', active: 1, type: 'Enterprise', configKey: 'resumecount', configValue: '11' },
]

type Answer = Response | Error | 'hang'
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

/** A fake API: each URL answers from its queue (the last answer repeats). */
function api(answers: Record<string, Answer[]>) {
  const calls: string[] = []
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = String(input)
    calls.push(url)
    const queue = answers[url] ?? [new Error(`unexpected ${url}`)]
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!
    if (answer === 'hang') {
      return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
    }
    if (answer instanceof Error) throw answer
    return answer.clone()
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls, fetchMock }
}

async function run(signal?: AbortSignal) {
  const shown: { plans: PricingPlan[]; source: PlansSource }[] = []
  await loadPricing((plans, source) => shown.push({ plans, source }), signal)
  return shown
}

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('loadPricing', () => {
  it('asks for products and config in parallel and shows the API’s plans', async () => {
    const { calls } = api({ [PRODUCTS]: [json({ data: products })], [CONFIG]: [json(config)] })
    const pending = run()
    // Both requests are out before either answer is awaited.
    expect([...calls].sort()).toEqual([CONFIG, PRODUCTS])
    expect(await pending).toEqual([{ plans: toPlanCards(products, config), source: 'api' }])
    expect(calls).toHaveLength(2)
    expect(warn).not.toHaveBeenCalled()
  })

  it('falls back on a non-OK products answer, logging both statuses, and reuses the config it got', async () => {
    const { calls } = api({ [PRODUCTS]: [json({}, 500)], [CONFIG]: [json(config)] })
    expect(await run()).toEqual([{ plans: fallbackPlanCards(config), source: 'fallback' }])
    expect(warn).toHaveBeenCalledExactlyOnceWith('Failed to fetch data: Products 500, Config OK')
    expect(calls.filter((c) => c === CONFIG)).toHaveLength(1)
  })

  it('falls back on a non-OK config answer, then shows the config asked for alone', async () => {
    const { calls } = api({ [PRODUCTS]: [json({ data: products })], [CONFIG]: [json([], 502), json(config)] })
    expect(await run()).toEqual([
      { plans: fallbackPlanCards(), source: 'fallback' },
      { plans: fallbackPlanCards(config), source: 'fallback' },
    ])
    expect(warn).toHaveBeenCalledExactlyOnceWith('Failed to fetch data: Products OK, Config 502')
    expect(calls.filter((c) => c === CONFIG)).toHaveLength(2)
  })

  it('keeps the static features, silently, when the config asked for alone fails too', async () => {
    api({ [PRODUCTS]: [json({}, 500)], [CONFIG]: [json([], 500)] })
    expect(await run()).toEqual([{ plans: fallbackPlanCards(), source: 'fallback' }])
    expect(warn).toHaveBeenCalledExactlyOnceWith('Failed to fetch data: Products 500, Config 500')
  })

  it('falls back on a network error', async () => {
    api({ [PRODUCTS]: [new TypeError('Failed to fetch')], [CONFIG]: [json(config)] })
    expect(await run()).toEqual([{ plans: fallbackPlanCards(config), source: 'fallback' }])
    expect(warn).toHaveBeenCalledExactlyOnceWith('Failed to fetch data: Products network error, Config OK')
  })

  it('falls back on a timeout', async () => {
    const timeout = AbortSignal.timeout.bind(AbortSignal)
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => timeout(20))
    api({ [PRODUCTS]: ['hang'], [CONFIG]: [json(config)] })
    expect(await run()).toEqual([{ plans: fallbackPlanCards(config), source: 'fallback' }])
    expect(warn).toHaveBeenCalledExactlyOnceWith('Failed to fetch data: Products timeout, Config OK')
  })

  it('falls back on a malformed answer', async () => {
    api({ [PRODUCTS]: [json({ data: [{ id: 1, name: 'Starter' }] })], [CONFIG]: [json({ rows: [] })] })
    const shown = await run()
    expect(shown[0]).toEqual({ plans: fallbackPlanCards(), source: 'fallback' })
    expect(warn).toHaveBeenCalledExactlyOnceWith('Failed to fetch data: Products invalid response, Config invalid response')
  })

  it('falls back when the product list is empty', async () => {
    api({ [PRODUCTS]: [json({ data: [] })], [CONFIG]: [json(config)] })
    expect(await run()).toEqual([{ plans: fallbackPlanCards(config), source: 'fallback' }])
    expect(warn).toHaveBeenCalledExactlyOnceWith('No products found in API response')
  })

  it('falls back when no product matches a plan', async () => {
    const unknown = products.map((p) => ({ ...p, name: `${p.name} Plus` }))
    api({ [PRODUCTS]: [json({ data: unknown })], [CONFIG]: [json(config)] })
    expect(await run()).toEqual([{ plans: fallbackPlanCards(config), source: 'fallback' }])
    expect(warn).toHaveBeenCalledExactlyOnceWith('No matching plans found')
  })

  it('shows and logs nothing once its signal aborts', async () => {
    api({ [PRODUCTS]: ['hang'], [CONFIG]: ['hang'] })
    const controller = new AbortController()
    const pending = run(controller.signal)
    controller.abort()
    expect(await pending).toEqual([])
    expect(warn).not.toHaveBeenCalled()
  })
})
