import { describe, expect, it, vi } from 'vitest'
import { sendContactMessage } from './submit-ticket'

const message = { name: 'Ada', email: 'ada@example.com', message: 'Hello', type: 'support' as const }
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

describe('sendContactMessage', () => {
  it('POSTs the JSON message with its Idempotency-Key to submit-ticket', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => json(201, { id: 't1' }))
    await expect(sendContactMessage(message, { baseUrl: 'https://api.example.com', idempotencyKey: 'k1', fetch })).resolves.toEqual({
      ok: true,
    })
    const [url, init] = fetch.mock.calls[0]!
    expect(url).toBe('https://api.example.com/stripeapi/submit-ticket')
    expect(init?.method).toBe('POST')
    expect(init?.mode).toBe('cors')
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
    expect(new Headers(init?.headers).get('idempotency-key')).toBe('k1')
    expect(JSON.parse(init?.body as string)).toEqual(message)
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  it('judges success by the status only, without reading the body', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('not json', { status: 200 }))
    await expect(sendContactMessage(message, { baseUrl: '', idempotencyKey: 'k', fetch })).resolves.toEqual({ ok: true })
    expect(fetch.mock.calls[0]![0]).toBe('/stripeapi/submit-ticket')
  })

  it("passes on a 4xx answer's message", async () => {
    const fetch = async () => json(400, { error: 'Bad Request', message: 'Email must be a valid address' })
    await expect(sendContactMessage(message, { baseUrl: '', idempotencyKey: 'k', fetch })).resolves.toEqual({
      ok: false,
      status: 400,
      message: 'Email must be a valid address',
    })
  })

  it('fails without a message on a 5xx or an unexpected body', async () => {
    await expect(
      sendContactMessage(message, { baseUrl: '', idempotencyKey: 'k', fetch: async () => json(500, { error: 'x', message: 'boom' }) }),
    ).resolves.toEqual({ ok: false, status: 500 })
    await expect(
      sendContactMessage(message, { baseUrl: '', idempotencyKey: 'k', fetch: async () => new Response('<html>', { status: 413 }) }),
    ).resolves.toEqual({ ok: false, status: 413 })
  })

  it('fails when the network does', async () => {
    const fetch = async () => Promise.reject(new TypeError('Failed to fetch'))
    await expect(sendContactMessage(message, { baseUrl: '', idempotencyKey: 'k', fetch })).resolves.toEqual({ ok: false })
  })

  it('gives up after the timeout', async () => {
    const fetch: typeof globalThis.fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
    await expect(sendContactMessage(message, { baseUrl: '', idempotencyKey: 'k', fetch, timeoutMs: 20 })).resolves.toEqual({ ok: false })
  })
})
