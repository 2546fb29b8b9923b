/**
 * Sends a contact or support message (SPEC §7 "Send message"): POST JSON to the mail API
 * with the 10 s timeout. Success is judged by the status alone and the body is not read;
 * a 4xx answer's `{ error, message }` explains what the API refused, so it is passed on.
 */
import { API_PATHS, type ApiError, type ContactMessage } from '@app/contract'
import { REQUEST_TIMEOUT_MS } from './constants'

export type SendOutcome = { ok: true } | { ok: false; status?: number; message?: string }

export interface SendOptions {
  /** Origin of the API; empty means this site's origin. */
  baseUrl: string
  idempotencyKey: string
  timeoutMs?: number
  fetch?: typeof fetch
}

export async function sendContactMessage(message: ContactMessage, options: SendOptions): Promise<SendOutcome> {
  const { baseUrl, idempotencyKey, timeoutMs = REQUEST_TIMEOUT_MS, fetch: doFetch = fetch } = options
  let response: Response
  try {
    response = await doFetch(`${baseUrl}${API_PATHS.submitTicket}`, {
      method: 'POST',
      mode: 'cors',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch {
    // Offline, refused, CORS or the timeout: the visitor can only try again.
    return { ok: false }
  }
  if (response.ok) return { ok: true }
  if (response.status >= 400 && response.status < 500) {
    const body: unknown = await response.json().catch(() => null)
    if (isApiError(body)) return { ok: false, status: response.status, message: body.message }
  }
  return { ok: false, status: response.status }
}

// A hand-written check rather than ApiErrorSchema: this runs in the lazily loaded form chunk,
// which should not carry zod for one two-field test.
function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false
  const { error, message } = body as Record<string, unknown>
  return typeof error === 'string' && typeof message === 'string' && message !== ''
}
