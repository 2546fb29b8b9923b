/**
 * The contact and support form as a pure state machine: what the visitor typed, whether a
 * send is in flight, and the Idempotency-Key of the message being sent. No React, no I/O.
 */
import type { ContactMessage, ContactType } from '@app/contract'
import { HONEYPOT_FIELD } from './contact-contract'

export interface ContactValues {
  name: string
  email: string
  message: string
  /** The invisible trap field (HONEYPOT_FIELD); people never fill it. */
  website: string
}

export type ContactField = keyof ContactValues

export const EMPTY_VALUES: ContactValues = { name: '', email: '', message: '', website: '' }

export interface ContactFormState {
  values: ContactValues
  phase: 'editing' | 'submitting'
  /** The API's explanation of the last rejected send, shown inline; null when there is none. */
  error: string | null
  /** Counts failed sends, so the view can react to each failure once (alert, focus). */
  failures: number
  /**
   * Key of the message as typed now. A retry of the very same message (after a timeout or a
   * 5xx) sends the same key, so the API stores it at most once; any edit makes a new message.
   */
  idempotencyKey: string | null
}

export type ContactFormAction =
  | { type: 'edit'; field: ContactField; value: string }
  /** `key` is used only when the message has none yet; the caller makes it (randomness is I/O). */
  | { type: 'submit'; key: string }
  | { type: 'failed'; message?: string | undefined }
  | { type: 'succeeded' }

export function initialFormState(values: Partial<ContactValues> = {}): ContactFormState {
  return { values: { ...EMPTY_VALUES, ...values }, phase: 'editing', error: null, failures: 0, idempotencyKey: null }
}

export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  switch (action.type) {
    case 'edit':
      // Nothing changes under a send in flight: the request carries the values as they were.
      if (state.phase === 'submitting' || state.values[action.field] === action.value) return state
      return { ...state, values: { ...state.values, [action.field]: action.value }, idempotencyKey: null }
    case 'submit':
      if (state.phase === 'submitting') return state
      return { ...state, phase: 'submitting', error: null, idempotencyKey: state.idempotencyKey ?? action.key }
    case 'failed':
      if (state.phase !== 'submitting') return state
      return { ...state, phase: 'editing', error: action.message ?? null, failures: state.failures + 1 }
    case 'succeeded':
      if (state.phase !== 'submitting') return state
      return initialFormState()
  }
}

/** The JSON body of submit-ticket. The trap field goes along only when something filled it. */
export function toContactMessage(values: ContactValues, type: ContactType): ContactMessage {
  const message: ContactMessage = { name: values.name, email: values.email, message: values.message, type }
  if (values.website !== '') message[HONEYPOT_FIELD] = values.website
  return message
}
