import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest'
import { sendContactMessage } from './submit-ticket'

const message = { name: 'Ada', email: 'ada@example.com', message: 'Hello', type: 'support' as const }
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

let fetchMock: Mock<typeof fetch>
beforeEach(() => {
  fetchMock = vi.fn<typeof fetch>(async () => json(201, { id: 't1' }))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

describe('sendContactMessage', () => {
  it('POSTs the JSON message with its Idempotency-Key to submit-ticket, in CORS mode, with a timeout', async () => {
    await expect(sendContactMessage(message, { idempotencyKey: 'k1' })).resolves.toEqual({ ok: true })
    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('/stripeapi/submit-ticket')
    expect(init?.method).toBe('POST')
    expect(init?.mode).toBe('cors')
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json')
    expect(new Headers(init?.headers).get('idempotency-key')).toBe('k1')
    expect(JSON.parse(init?.body as string)).toEqual(message)
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  it('judges success by the status only, without reading the body', async () => {
    fetchMock.mockImplementation(async () => new Response('not json', { status: 200 }))
    await expect(sendContactMessage(message, { idempotencyKey: 'k' })).resolves.toEqual({ ok: true })
  })

  it("passes on a 4xx answer's message", async () => {
    fetchMock.mockImplementation(async () => json(400, { error: 'Bad Request', message: 'Email must be a valid address' }))
    await expect(sendContactMessage(message, { idempotencyKey: 'k' })).resolves.toEqual({
      ok: false,
      status: 400,
      message: 'Email must be a valid address',
    })
  })

  it('fails without a message on a 5xx or an unexpected body', async () => {
    fetchMock.mockImplementation(async () => json(500, { error: 'x', message: 'boom' }))
    await expect(sendContactMessage(message, { idempotencyKey: 'k' })).resolves.toEqual({ ok: false, status: 500 })
    fetchMock.mockImplementation(async () => new Response('<html>', { status: 413 }))
    await expect(sendContactMessage(message, { idempotencyKey: 'k' })).resolves.toEqual({ ok: false, status: 413 })
  })

  it('fails when the network does', async () => {
    fetchMock.mockImplementation(async () => Promise.reject(new TypeError('Failed to fetch')))
    await expect(sendContactMessage(message, { idempotencyKey: 'k' })).resolves.toEqual({ ok: false })
  })

  it('gives up after the timeout', async () => {
    fetchMock.mockImplementation(
      (_url, init) => new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    )
    await expect(sendContactMessage(message, { idempotencyKey: 'k', timeoutMs: 20 })).resolves.toEqual({ ok: false })
  })
})
