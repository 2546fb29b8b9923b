/**
 * The constants of `@app/contract` that the contact form needs at run time. Importing them as
 * values would pull the whole contract module, and zod with it (~25 KB gzip), into the lazily
 * loaded form. Each mirror is typed with the contract's own literal type (`as const` there),
 * so any change in the contract fails the typecheck here; contact-contract.test.ts also
 * compares the values.
 */
import type {
  API_PATHS as ContractPaths,
  CONTACT_BOUNDS as ContractBounds,
  HONEYPOT_FIELD as ContractHoneypot,
} from '@app/contract'

export const CONTACT_BOUNDS: typeof ContractBounds = {
  name: { min: 1, max: 100 },
  email: { max: 254 },
  message: { min: 1, max: 5000 },
}

export const HONEYPOT_FIELD: typeof ContractHoneypot = 'website'

export const SUBMIT_TICKET_PATH: (typeof ContractPaths)['submitTicket'] = '/stripeapi/submit-ticket'
