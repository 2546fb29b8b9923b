/**
 * Sends a contact or support message (product.md §7 "Send message") through the site's API client:
 * POST JSON with the 10 s timeout and the message's Idempotency-Key. Success is judged by the
 * status alone and the body is not read; a 4xx answer's `{ error, message }` explains what the
 * API refused, so its message is passed on.
 */
import type { ApiError, ContactMessage } from '@app/contract'
import { ApiRequestError, postJson } from '~/lib/api-client'
import { API_PATHS } from '@app/contract/api-paths'

export type SendOutcome = { ok: true } | { ok: false; status?: number | undefined; message?: string }

export interface SendOptions {
  idempotencyKey: string
  timeoutMs?: number
}

export async function sendContactMessage(message: ContactMessage, options: SendOptions): Promise<SendOutcome> {
  try {
    await postJson(API_PATHS.submitTicket, message, {
      headers: { 'Idempotency-Key': options.idempotencyKey },
      ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    })
    return { ok: true }
  } catch (error) {
    // Offline, refused, CORS or the timeout: the visitor can only try again.
    if (!(error instanceof ApiRequestError) || error.kind !== 'http') return { ok: false }
    const status = error.status
    if (status !== undefined && status >= 400 && status < 500 && error.response) {
      const body: unknown = await error.response.json().catch(() => null)
      if (isApiError(body)) return { ok: false, status, message: body.message }
    }
    return { ok: false, status }
  }
}

// A hand-written check rather than ApiErrorSchema: this runs in the lazily loaded form chunk,
// which should not carry zod for one two-field test.
function isApiError(body: unknown): body is ApiError {
  if (typeof body !== 'object' || body === null) return false
  const { error, message } = body as Record<string, unknown>
  return typeof error === 'string' && typeof message === 'string' && message !== ''
}
