import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { env } from '~/config/env'
import { ApiRequestError, apiUrl, getJson, postJson, withTimeout } from './api-client'
import { REQUEST_TIMEOUT_MS } from './constants'

// An API on an origin of its own. `env` is the build's inlined object, one for the worker's test
// files (vitest.config.ts: no isolation): set here, put back after.
const sameOrigin = env.API_BASE_URL
beforeAll(() => void Object.assign(env, { API_BASE_URL: 'https://api.example.test' }))
afterAll(() => void Object.assign(env, { API_BASE_URL: sameOrigin }))

const ItemSchema = z.object({ id: z.number() })
const fetchMock = vi.fn<typeof fetch>()

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })

/** A fetch that never answers, but rejects like the browser when its signal aborts. */
const hangingFetch: typeof fetch = (_input, init) =>
  new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(init.signal?.reason))
  })

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail')
    },
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiRequestError)
  return error as ApiRequestError
}

beforeEach(() => vi.stubGlobal('fetch', fetchMock))
afterEach(() => {
  fetchMock.mockReset()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('apiUrl', () => {
  it('joins the API base, the path and the query', () => {
    expect(apiUrl('/api/generalConfig/tenant/all', { tenantId: 0 })).toBe(
      'https://api.example.test/api/generalConfig/tenant/all?tenantId=0',
    )
    expect(apiUrl('/stripeapi/get-products')).toBe('https://api.example.test/stripeapi/get-products')
  })

  it('encodes query values', () => {
    expect(apiUrl('/x', { q: 'a b&c' })).toBe('https://api.example.test/x?q=a+b%26c')
  })
})

describe('getJson', () => {
  it('GETs JSON from the API base in CORS mode and returns the validated body', async () => {
    fetchMock.mockResolvedValue(json({ id: 7, extra: true }))
    await expect(getJson('/items', ItemSchema, { query: { tenantId: 0 } })).resolves.toEqual({ id: 7 })

    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('https://api.example.test/items?tenantId=0')
    expect(init).toMatchObject({ method: 'GET', mode: 'cors' })
    const headers = new Headers(init?.headers)
    expect(headers.get('Accept')).toBe('application/json')
    // No Content-Type without a body: it would cost a CORS preflight.
    expect(headers.has('Content-Type')).toBe(false)
    expect(init?.signal).toBeInstanceOf(AbortSignal)
  })

  it(`gives every call a ${REQUEST_TIMEOUT_MS} ms timeout by default`, async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    fetchMock.mockResolvedValue(json({ id: 1 }))
    await getJson('/items', ItemSchema)
    expect(REQUEST_TIMEOUT_MS).toBe(10_000)
    expect(timeout).toHaveBeenCalledWith(10_000)
  })

  it('throws kind "http" with the status and the unread response on a non-OK answer', async () => {
    fetchMock.mockResolvedValue(json({ error: 'Oops', message: 'Down' }, 503))
    const error = await failure(getJson('/items', ItemSchema))
    expect(error).toMatchObject({ kind: 'http', status: 503, path: '/items' })
    expect(error.message).toBe('/items: HTTP 503')
    await expect(error.response?.json()).resolves.toEqual({ error: 'Oops', message: 'Down' })
  })

  it('throws kind "timeout" when no answer comes in time', async () => {
    fetchMock.mockImplementation(hangingFetch)
    const error = await failure(getJson('/items', ItemSchema, { timeoutMs: 20 }))
    expect(error.kind).toBe('timeout')
    expect(error.status).toBeUndefined()
  })

  it('throws kind "timeout" when the body stalls after the headers', async () => {
    fetchMock.mockImplementation(async (_input, init) => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"id":'))
          init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason))
        },
      })
      return new Response(body, { status: 200 })
    })
    expect((await failure(getJson('/items', ItemSchema, { timeoutMs: 20 }))).kind).toBe('timeout')
  })

  it('throws kind "aborted" when the caller aborts', async () => {
    fetchMock.mockImplementation(hangingFetch)
    const controller = new AbortController()
    const pending = getJson('/items', ItemSchema, { signal: controller.signal })
    controller.abort()
    expect((await failure(pending)).kind).toBe('aborted')
  })

  it('throws kind "network" when the request cannot be made', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    const error = await failure(getJson('/items', ItemSchema))
    expect(error.kind).toBe('network')
    expect(error.cause).toBeInstanceOf(TypeError)
  })

  it('throws kind "invalid" for a body that is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>maintenance</html>', { status: 200 }))
    expect((await failure(getJson('/items', ItemSchema))).kind).toBe('invalid')
  })

  it('throws kind "invalid" for JSON of the wrong shape', async () => {
    fetchMock.mockResolvedValue(json({ id: 'seven' }))
    const error = await failure(getJson('/items', ItemSchema))
    expect(error).toMatchObject({ kind: 'invalid', status: 200 })
  })
})

describe('postJson', () => {
  it('POSTs the body as JSON and, without a schema, leaves the answer unread', async () => {
    const answer = json({ id: 'ticket' }, 201)
    fetchMock.mockResolvedValue(answer)
    await expect(postJson('/tickets', { name: 'Ada' }, { headers: { 'Idempotency-Key': 'k1' } })).resolves.toBeUndefined()

    const [url, init] = fetchMock.mock.calls[0]!
    expect(url).toBe('https://api.example.test/tickets')
    expect(init).toMatchObject({ method: 'POST', mode: 'cors', body: '{"name":"Ada"}' })
    const headers = new Headers(init?.headers)
    expect(headers.get('Content-Type')).toBe('application/json')
    expect(headers.get('Idempotency-Key')).toBe('k1')
    expect(answer.bodyUsed).toBe(false)
  })

  it('parses the answer with a schema', async () => {
    fetchMock.mockResolvedValue(json({ id: 3 }, 201))
    await expect(postJson('/tickets', {}, { schema: ItemSchema })).resolves.toEqual({ id: 3 })
  })

  it('throws kind "http" on a non-OK answer', async () => {
    fetchMock.mockResolvedValue(json({ error: 'Bad Request', message: 'Email must be a valid address' }, 400))
    expect(await failure(postJson('/tickets', {}))).toMatchObject({ kind: 'http', status: 400 })
  })
})

describe('withTimeout without AbortSignal.any (Safari before 17.4)', () => {
  const any = AbortSignal.any
  beforeEach(() => {
    // @ts-expect-error: simulating an older browser
    delete AbortSignal.any
  })
  afterEach(() => {
    AbortSignal.any = any
  })

  it('aborts when the timeout fires, though the caller never aborts', () => {
    const timeout = new AbortController()
    const combined = withTimeout(timeout.signal, new AbortController().signal)
    expect(combined.aborted).toBe(false)
    timeout.abort(new DOMException('timed out', 'TimeoutError'))
    expect(combined.aborted).toBe(true)
    expect((combined.reason as DOMException).name).toBe('TimeoutError')
  })

  it('aborts when the caller aborts, and at once when one signal already has', () => {
    const caller = new AbortController()
    const combined = withTimeout(new AbortController().signal, caller.signal)
    caller.abort()
    expect(combined.aborted).toBe(true)
    expect(withTimeout(AbortSignal.abort(), new AbortController().signal).aborted).toBe(true)
  })
})
