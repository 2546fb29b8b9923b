import { describe, expect, it } from 'vitest'
import {
  contactFormReducer,
  EMPTY_VALUES,
  fieldError,
  firstInvalidField,
  initialFormState,
  toContactMessage,
  validateContact,
  type ContactFormState,
} from './contact-form'
import { ContactMessageSchema } from '@app/contract'
import { CONTACT_BOUNDS } from '@app/contract/ticket'
import fc from 'fast-check'
import { ACCEPTED_EMAILS, REFUSED_EMAILS } from '~test/support/email-samples'

/** What the API's schema says of `email` in an otherwise valid ticket. */
const apiAcceptsEmail = (email: string) => ContactMessageSchema.safeParse({ name: 'Ada', email, message: 'Hello', type: 'contact' }).success

const typed = (): ContactFormState => initialFormState({ name: 'Ada', email: 'ada@example.com', message: 'Hello' })

describe('contactFormReducer', () => {
  it('starts editing with empty values, or with a restored draft', () => {
    expect(initialFormState()).toEqual({
      values: EMPTY_VALUES,
      phase: 'editing',
      error: null,
      fieldErrors: {},
      refusals: 0,
      failures: 0,
      idempotencyKey: null,
    })
    expect(typed().values).toEqual({ name: 'Ada', email: 'ada@example.com', message: 'Hello', website: '' })
  })

  it('records an edit of one field', () => {
    const state = contactFormReducer(typed(), { type: 'edit', field: 'message', value: 'Hello there' })
    expect(state.values.message).toBe('Hello there')
    expect(state.values.name).toBe('Ada')
  })

  it('enters submitting with the given key', () => {
    const state = contactFormReducer(typed(), { type: 'submit', key: 'k1' })
    expect(state.phase).toBe('submitting')
    expect(state.idempotencyKey).toBe('k1')
  })

  it('ignores a second submit while one is in flight', () => {
    const once = contactFormReducer(typed(), { type: 'submit', key: 'k1' })
    expect(contactFormReducer(once, { type: 'submit', key: 'k2' })).toBe(once)
  })

  it('ignores edits while submitting, so the values sent are the values shown', () => {
    const sending = contactFormReducer(typed(), { type: 'submit', key: 'k1' })
    expect(contactFormReducer(sending, { type: 'edit', field: 'name', value: 'Bob' })).toBe(sending)
  })

  it('keeps every value after a failure, counts it and shows the API message', () => {
    const sending = contactFormReducer(typed(), { type: 'submit', key: 'k1' })
    const failed = contactFormReducer(sending, { type: 'failed', message: 'Email must be a valid address' })
    expect(failed.phase).toBe('editing')
    expect(failed.values).toEqual(typed().values)
    expect(failed.failures).toBe(1)
    expect(failed.error).toBe('Email must be a valid address')
    const again = contactFormReducer(contactFormReducer(failed, { type: 'submit', key: 'k2' }), { type: 'failed' })
    expect(again.failures).toBe(2)
    expect(again.error).toBeNull()
  })

  it('retries the same message with the same key, and a changed message with a new one', () => {
    const failed = contactFormReducer(contactFormReducer(typed(), { type: 'submit', key: 'k1' }), { type: 'failed' })
    expect(contactFormReducer(failed, { type: 'submit', key: 'k2' }).idempotencyKey).toBe('k1')
    const edited = contactFormReducer(failed, { type: 'edit', field: 'message', value: 'Hello!' })
    expect(edited.idempotencyKey).toBeNull()
    expect(contactFormReducer(edited, { type: 'submit', key: 'k2' }).idempotencyKey).toBe('k2')
  })

  it('an edit that changes nothing keeps the key', () => {
    const failed = contactFormReducer(contactFormReducer(typed(), { type: 'submit', key: 'k1' }), { type: 'failed' })
    expect(contactFormReducer(failed, { type: 'edit', field: 'name', value: 'Ada' })).toBe(failed)
  })

  it('empties the form after a successful send', () => {
    const sent = contactFormReducer(contactFormReducer(typed(), { type: 'submit', key: 'k1' }), { type: 'succeeded' })
    expect(sent).toEqual(initialFormState())
  })

  it('ignores an outcome when nothing is being sent', () => {
    const state = typed()
    expect(contactFormReducer(state, { type: 'succeeded' })).toBe(state)
    expect(contactFormReducer(state, { type: 'failed' })).toBe(state)
  })
})

describe('toContactMessage', () => {
  it('sends name, email, message and type', () => {
    expect(toContactMessage(typed().values, 'support')).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello',
      type: 'support',
    })
  })

  it('adds the trap field only when something filled it', () => {
    const values = { ...typed().values, website: 'http://spam.example' }
    expect(toContactMessage(values, 'contact')).toEqual({
      name: 'Ada',
      email: 'ada@example.com',
      message: 'Hello',
      type: 'contact',
      website: 'http://spam.example',
    })
    expect(toContactMessage(typed().values, 'contact')).not.toHaveProperty('website')
  })
})

describe('fieldError', () => {
  it('refuses an empty field, and one of spaces only (the API trims)', () => {
    for (const field of ['name', 'email', 'message'] as const) {
      expect(fieldError(field, '')).toBe('missing')
      expect(fieldError(field, '  \n\t ')).toBe('missing')
    }
    expect(fieldError('name', 'Ada')).toBeNull()
    expect(fieldError('message', ' Hello ')).toBeNull()
  })

  it.each(ACCEPTED_EMAILS)('accepts %s, as the browser email-type rule and the API do', (email) => {
    expect(fieldError('email', email)).toBeNull()
    expect(apiAcceptsEmail(email)).toBe(true)
  })

  it.each(REFUSED_EMAILS)('refuses %s, as the browser email-type rule and the API do', (email) => {
    expect(fieldError('email', email)).toBe('email')
    expect(apiAcceptsEmail(email)).toBe(false)
  })

  it('accepts exactly the addresses the API accepts, over generated addresses and near misses', () => {
    // Up to the field's length (the input's maxLength), as a visitor can type them.
    const candidates = fc.oneof(
      fc.emailAddress(),
      fc.emailAddress().map((a) => a.replace('.', '')), // ada@localhost and the like
      fc
        .tuple(fc.emailAddress(), fc.constantFrom(' ', '..', '.', '-', '@', '_', 'ä', '"', '\n', '<'))
        .map(([a, bit]) => a.replace(/.(?=[^@]*$)/, bit)),
      fc.string({ maxLength: 40 }),
    )
    let accepted = 0
    fc.assert(
      fc.property(
        candidates.filter((a) => a.length <= CONTACT_BOUNDS.email.max),
        (address) => {
          const formAccepts = fieldError('email', address) === null
          if (formAccepts) accepted++
          expect(apiAcceptsEmail(address), JSON.stringify(address)).toBe(formAccepts)
        },
      ),
      { numRuns: 2000 },
    )
    // Both sides of the rule were reached.
    expect(accepted).toBeGreaterThan(200)
    expect(accepted).toBeLessThan(1900)
  })

  it('applies the email rule to the email field only', () => {
    expect(fieldError('name', 'not an address')).toBeNull()
  })
})

describe('validateContact', () => {
  it('finds nothing wrong with a complete message, trap field or not', () => {
    expect(validateContact(typed().values)).toEqual({})
    expect(validateContact({ ...typed().values, website: 'x' })).toEqual({})
  })

  it('names every invalid field with its reason, in the order of the form', () => {
    const errors = validateContact({ ...EMPTY_VALUES, email: 'ada@' })
    expect(errors).toEqual({ name: 'missing', email: 'email', message: 'missing' })
    expect(Object.keys(errors)).toEqual(['name', 'email', 'message'])
    expect(firstInvalidField(errors)).toBe('name')
    expect(firstInvalidField({ message: 'missing', email: 'email' })).toBe('email')
    expect(firstInvalidField({})).toBeNull()
  })
})

describe('contactFormReducer with invalid fields', () => {
  const refused = () =>
    contactFormReducer(initialFormState({ email: 'ada@' }), {
      type: 'invalid',
      errors: validateContact({ ...EMPTY_VALUES, email: 'ada@' }),
    })

  it('keeps every value typed, records the errors and counts the refusal', () => {
    const state = refused()
    expect(state.values).toEqual({ ...EMPTY_VALUES, email: 'ada@' })
    expect(state.fieldErrors).toEqual({ name: 'missing', email: 'email', message: 'missing' })
    expect(state.refusals).toBe(1)
    expect(state.phase).toBe('editing')
  })

  it('checks a flagged field again as it is edited: the message changes, then goes', () => {
    let state = contactFormReducer(refused(), { type: 'edit', field: 'email', value: '' })
    expect(state.fieldErrors.email).toBe('missing')
    state = contactFormReducer(state, { type: 'edit', field: 'email', value: 'ada@example.com' })
    expect(state.fieldErrors).toEqual({ name: 'missing', message: 'missing' })
    state = contactFormReducer(state, { type: 'edit', field: 'name', value: 'Ada' })
    expect(state.fieldErrors).toEqual({ message: 'missing' })
  })

  it('leaves fields that were not flagged quiet until the next submit', () => {
    const state = contactFormReducer(contactFormReducer(initialFormState(), { type: 'invalid', errors: { name: 'missing' } }), {
      type: 'edit',
      field: 'email',
      value: 'not yet',
    })
    expect(state.fieldErrors).toEqual({ name: 'missing' })
  })

  it('clears the errors when a send starts', () => {
    const state = contactFormReducer(refused(), { type: 'submit', key: 'k1' })
    expect(state.fieldErrors).toEqual({})
  })

  it('ignores a refusal while a send is in flight', () => {
    const sending = contactFormReducer(typed(), { type: 'submit', key: 'k1' })
    expect(contactFormReducer(sending, { type: 'invalid', errors: { name: 'missing' } })).toBe(sending)
  })
})
