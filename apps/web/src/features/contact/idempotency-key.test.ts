import { describe, expect, it } from 'vitest'
import { newIdempotencyKey } from './idempotency-key'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('newIdempotencyKey', () => {
  it('uses crypto.randomUUID where the context offers it', () => {
    expect(newIdempotencyKey({ randomUUID: () => '00000000-0000-4000-8000-000000000000', getRandomValues: (a) => a })).toBe(
      '00000000-0000-4000-8000-000000000000',
    )
  })

  it('makes a v4 UUID from getRandomValues in an insecure context', () => {
    const insecure: Pick<Crypto, 'getRandomValues'> = { getRandomValues: (a) => crypto.getRandomValues(a) }
    const keys = new Set(Array.from({ length: 200 }, () => newIdempotencyKey(insecure)))
    expect(keys.size).toBe(200)
    for (const key of keys) expect(key).toMatch(UUID_V4)
  })

  it('sets the version and variant bits even from all-ones bytes', () => {
    const ones = { getRandomValues: (a: Uint8Array) => a.fill(0xff) } as unknown as Pick<Crypto, 'getRandomValues'>
    expect(newIdempotencyKey(ones)).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff')
  })

  it('gives a different key each call by default', () => {
    expect(newIdempotencyKey()).not.toBe(newIdempotencyKey())
  })
})
