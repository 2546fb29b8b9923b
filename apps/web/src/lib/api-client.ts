/**
 * The site's calls to its API (product.md §7): base URL from `env.API_BASE_URL` (empty = same
 * origin), CORS mode, JSON, and a 10 s timeout on every call. Every failure is thrown as an
 * `ApiRequestError` saying what went wrong, so callers branch on `kind` instead of parsing
 * messages.
 *
 * zod is imported for types only: a caller passes the schema, so this file adds no validator
 * to a bundle that does not already carry one.
 */
import type { z } from 'zod'
import { env } from '~/config/env'
import { REQUEST_TIMEOUT_MS } from './constants'

export type ApiFailureKind =
  /** The server answered with a non-2xx status (see `status` and `response`). */
  | 'http'
  /** No answer within the timeout. */
  | 'timeout'
  /** The caller's own signal aborted the call. */
  | 'aborted'
  /** Offline, DNS, refused connection or a CORS refusal. */
  | 'network'
  /** The body was not JSON, or not of the expected shape. */
  | 'invalid'

export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError'
  readonly kind: ApiFailureKind
  readonly path: string
  readonly status: number | undefined
  /** The unread response of an 'http' failure, for callers that want its error body. */
  readonly response: Response | undefined

  constructor(kind: ApiFailureKind, path: string, details: { status?: number; response?: Response; cause?: unknown } = {}) {
    super(`${path}: ${kind === 'http' ? `HTTP ${details.status}` : kind}`, { cause: details.cause })
    this.kind = kind
    this.path = path
    this.status = details.status
    this.response = details.response
  }
}

export interface ApiRequestOptions extends Omit<RequestInit, 'mode'> {
  /** Query parameters appended to the path. */
  query?: Record<string, string | number>
  /** Defaults to REQUEST_TIMEOUT_MS (product.md §9: 10 s). */
  timeoutMs?: number
}

/** The absolute (or same-origin) URL of an API path. */
export function apiUrl(path: string, query?: Record<string, string | number>): string {
  const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}` : ''
  return `${env.API_BASE_URL}${path}${search}`
}

function failureKind(error: unknown, timeout: AbortSignal, callerSignal: AbortSignal | null | undefined): ApiFailureKind {
  if (timeout.aborted) return 'timeout'
  if (callerSignal?.aborted) return 'aborted'
  if (error instanceof SyntaxError) return 'invalid'
  return 'network'
}

/**
 * The caller's signal and the timeout together. AbortSignal.any is missing before Safari 17.4;
 * there, one controller follows both, so the timeout still holds.
 */
export function withTimeout(timeout: AbortSignal, signal: AbortSignal | null | undefined): AbortSignal {
  if (!signal) return timeout
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([signal, timeout])
  const both = new AbortController()
  for (const source of [signal, timeout]) {
    if (source.aborted) both.abort(source.reason)
    else source.addEventListener('abort', () => both.abort(source.reason), { once: true })
  }
  return both.signal
}

function withDefault(headers: HeadersInit | undefined, name: string, value: string): Headers {
  const result = new Headers(headers)
  if (!result.has(name)) result.set(name, value)
  return result
}

/**
 * fetch with the API defaults; resolves only for a 2xx answer. `read` consumes the body under
 * the same timeout, so a server that sends headers and then stalls still fails in time.
 */
async function request<T>(path: string, options: ApiRequestOptions, read: (response: Response) => Promise<T>): Promise<T> {
  const { query, timeoutMs = REQUEST_TIMEOUT_MS, signal, headers, ...init } = options
  const timeout = AbortSignal.timeout(timeoutMs)
  try {
    const response = await fetch(apiUrl(path, query), {
      ...init,
      mode: 'cors',
      // GETs send Accept only: a JSON Content-Type on a bodiless request would force a CORS
      // preflight when the API lives on another origin. Bodies set their own Content-Type.
      headers: withDefault(headers, 'Accept', 'application/json'),
      signal: withTimeout(timeout, signal),
    })
    if (!response.ok) throw new ApiRequestError('http', path, { status: response.status, response })
    return await read(response)
  } catch (error) {
    if (error instanceof ApiRequestError) throw error
    throw new ApiRequestError(failureKind(error, timeout, signal), path, { cause: error })
  }
}

/** GET a JSON answer and validate it; a body of another shape throws kind 'invalid'. */
export function getJson<T>(path: string, schema: z.ZodType<T>, options: ApiRequestOptions = {}): Promise<T> {
  return request(path, { ...options, method: 'GET' }, async (response) => {
    const body: unknown = await response.json()
    const parsed = schema.safeParse(body)
    if (!parsed.success) throw new ApiRequestError('invalid', path, { status: response.status, cause: parsed.error })
    return parsed.data
  })
}

/**
 * POST a JSON body. Without a schema the answer's body is not read (success is the status
 * alone, as product.md §7 asks of the mail API); with one, the answer is parsed and validated.
 */
export function postJson(path: string, body: unknown, options?: ApiRequestOptions): Promise<void>
export function postJson<T>(path: string, body: unknown, options: ApiRequestOptions & { schema: z.ZodType<T> }): Promise<T>
export function postJson<T>(path: string, body: unknown, options: ApiRequestOptions & { schema?: z.ZodType<T> } = {}): Promise<T | void> {
  const { schema, headers, ...rest } = options
  const init: ApiRequestOptions = {
    ...rest,
    method: 'POST',
    headers: withDefault(headers, 'Content-Type', 'application/json'),
    body: JSON.stringify(body),
  }
  return request(path, init, async (response) => {
    if (!schema) return undefined
    const parsed = schema.safeParse(await response.json())
    if (!parsed.success) throw new ApiRequestError('invalid', path, { status: response.status, cause: parsed.error })
    return parsed.data
  })
}
