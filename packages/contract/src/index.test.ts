import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { ProductsResponseSchema } from './index.ts'

describe('the contract module', () => {
  it('turns zod jitless, so parsing never probes for eval under the pages’ CSP', () => {
    const probes: string[] = []
    const original = globalThis.Function
    // Any `new Function(...)` during a parse would land here.
    globalThis.Function = new Proxy(original, {
      construct(target, args: string[]) {
        probes.push(args.join(','))
        return Reflect.construct(target, args) as object
      },
    })
    try {
      expect(z.config().jitless).toBe(true)
      expect(ProductsResponseSchema.safeParse({ data: [{ id: 'p', name: 'Basic', active: true }] }).success).toBe(true)
    } finally {
      globalThis.Function = original
    }
    expect(probes).toEqual([])
  })
})
