import { describe, expect, it } from 'vitest'
import { contactFormReducer, EMPTY_VALUES, initialFormState, toContactMessage, type ContactFormState } from './contact-form'

const typed = (): ContactFormState => initialFormState({ name: 'Ada', email: 'ada@example.com', message: 'Hello' })

describe('contactFormReducer', () => {
  it('starts editing with empty values, or with a restored draft', () => {
    expect(initialFormState()).toEqual({ values: EMPTY_VALUES, phase: 'editing', error: null, failures: 0, idempotencyKey: null })
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
