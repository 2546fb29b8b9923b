import * as contract from '@app/contract'
import { describe, expect, it } from 'vitest'
import { CONTACT_BOUNDS, HONEYPOT_FIELD, SUBMIT_TICKET_PATH } from './contact-contract'

describe('contact-contract mirrors', () => {
  it('equal the wire contract', () => {
    expect(CONTACT_BOUNDS).toEqual(contract.CONTACT_BOUNDS)
    expect(HONEYPOT_FIELD).toBe(contract.HONEYPOT_FIELD)
    expect(SUBMIT_TICKET_PATH).toBe(contract.API_PATHS.submitTicket)
  })
})
