/**
 * Addresses on both sides of the browser's email-type rule (product.md §5), which the form and the API
 * share (@app/contract/ticket): the unit test runs them through both, the e2e test checks
 * Chromium's own rule agrees.
 */
export const ACCEPTED_EMAILS = [
  'ada@example.com',
  'ada.lovelace+jobs@mail.example.co.uk',
  "o'brien@example.ie",
  'ada@localhost', // the browser accepts it, so the API does too (zod's z.email() refused it)
  '  ada@example.com  ', // the browser strips the spaces of an email field
  'a@b-c.d',
]

export const REFUSED_EMAILS = [
  'ada',
  'ada@',
  '@example.com',
  'ada@@example.com',
  'ada @example.com',
  'ada@exa mple.com',
  'ada@-example.com',
  'ada@example-.com',
  'ada@example..com',
  'ada@example.com.',
  'ada@exämple.com',
  `ada@${'a'.repeat(64)}.com`,
]
