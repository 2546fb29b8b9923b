/**
 * The contact and support form as a pure state machine: what the visitor typed, which fields
 * are invalid, whether a send is in flight, and the Idempotency-Key of the message being sent.
 * No React, no I/O.
 */
import type { ContactMessage, ContactType } from '@app/contract'
import { HONEYPOT_FIELD, isEmailAddress } from '@app/contract/ticket'

export interface ContactValues {
  name: string
  email: string
  message: string
  /** The invisible trap field (HONEYPOT_FIELD); people never fill it. */
  website: string
}

export type ContactField = keyof ContactValues

export const EMPTY_VALUES: ContactValues = { name: '', email: '', message: '', website: '' }
/** Every field of the form, the trap included. */
export const CONTACT_FIELDS = Object.keys(EMPTY_VALUES) as ContactField[]

/** The fields a visitor fills, in the order they are shown (and checked). */
const VISIBLE_FIELDS = ['name', 'email', 'message'] as const
export type VisibleField = (typeof VISIBLE_FIELDS)[number]

/** Why a field is refused: left empty (or only spaces), or not an e-mail address. */
export type FieldError = 'missing' | 'email'
export type ContactErrors = Partial<Record<VisibleField, FieldError>>

/** What is wrong with one field's value, or null. Spaces alone count as empty (the API trims). */
export function fieldError(field: VisibleField, value: string): FieldError | null {
  const trimmed = value.trim()
  if (trimmed === '') return 'missing'
  // The browser's email-type rule, which the API applies too (@app/contract/ticket).
  if (field === 'email' && !isEmailAddress(trimmed)) return 'email'
  return null
}

/** Every invalid field with its reason, in the order of the form; {} when all is well. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {}
  for (const field of VISIBLE_FIELDS) {
    const error = fieldError(field, values[field])
    if (error) errors[field] = error
  }
  return errors
}

/** The first invalid field in the order of the form, where focus goes after a refused submit. */
export function firstInvalidField(errors: ContactErrors): VisibleField | null {
  return VISIBLE_FIELDS.find((field) => errors[field] !== undefined) ?? null
}

export interface ContactFormState {
  values: ContactValues
  phase: 'editing' | 'submitting'
  /** The API's explanation of the last rejected send, shown inline; null when there is none. */
  error: string | null
  /** The fields the last submit found invalid, each until it is corrected. */
  fieldErrors: ContactErrors
  /** Counts submits refused for invalid fields, so the view moves focus once per refusal. */
  refusals: number
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
  /** A submit with invalid fields: nothing is sent, every value stays as typed. */
  | { type: 'invalid'; errors: ContactErrors }
  /** `key` is used only when the message has none yet; the caller makes it (randomness is I/O). */
  | { type: 'submit'; key: string }
  | { type: 'failed'; message?: string | undefined }
  | { type: 'succeeded' }

export function initialFormState(values: Partial<ContactValues> = {}): ContactFormState {
  return {
    values: { ...EMPTY_VALUES, ...values },
    phase: 'editing',
    error: null,
    fieldErrors: {},
    refusals: 0,
    failures: 0,
    idempotencyKey: null,
  }
}

export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  switch (action.type) {
    case 'edit':
      // Nothing changes under a send in flight: the request carries the values as they were.
      if (state.phase === 'submitting' || state.values[action.field] === action.value) return state
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        fieldErrors: recheck(state.fieldErrors, action.field, action.value),
        idempotencyKey: null,
      }
    case 'invalid':
      if (state.phase === 'submitting') return state
      return { ...state, fieldErrors: action.errors, error: null, refusals: state.refusals + 1 }
    case 'submit':
      if (state.phase === 'submitting') return state
      return { ...state, phase: 'submitting', error: null, fieldErrors: {}, idempotencyKey: state.idempotencyKey ?? action.key }
    case 'failed':
      if (state.phase !== 'submitting') return state
      return { ...state, phase: 'editing', error: action.message ?? null, failures: state.failures + 1 }
    case 'succeeded':
      if (state.phase !== 'submitting') return state
      return initialFormState()
  }
}

/**
 * A field shown as invalid is checked again as it is edited, so its message goes (or changes)
 * as soon as the value is right; fields not yet flagged stay quiet until the next submit.
 */
function recheck(errors: ContactErrors, field: ContactField, value: string): ContactErrors {
  if (field === HONEYPOT_FIELD || errors[field] === undefined) return errors
  const { [field]: _previous, ...others } = errors
  const error = fieldError(field, value)
  return error ? { ...others, [field]: error } : others
}

/** The JSON body of submit-ticket. The trap field goes along only when something filled it. */
export function toContactMessage(values: ContactValues, type: ContactType): ContactMessage {
  const message: ContactMessage = { name: values.name, email: values.email, message: values.message, type }
  if (values.website !== '') message[HONEYPOT_FIELD] = values.website
  return message
}
