/**
 * The rules of a contact or support ticket that both sides apply: the form checks them as the
 * visitor types, the API (ContactMessageSchema in ./index.ts) on arrival. Zod-free, like
 * `./plans`, so the lazily loaded form imports them without the schemas (~25 KB gzip).
 */

export const CONTACT_BOUNDS = {
  name: { min: 1, max: 100 },
  email: { max: 254 },
  message: { min: 1, max: 5000 },
} as const

export const CONTACT_TYPES = ['support', 'contact'] as const

/**
 * C0 and C1 controls, DEL, and the Unicode line and paragraph separators: refused in a name (the
 * schema), written escaped in a log line (the API's logger).
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const CONTROL_OR_LINE_BREAK = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/u

/** The form's invisible trap field: bots fill it, people never see it. */
export const HONEYPOT_FIELD = 'website'

/**
 * What an e-mail address is, for the form and the API alike: HTML's "valid e-mail address", the
 * rule browsers apply to `<input type="email">`. One rule, so that an address the form lets
 * through (`ada@localhost`) is never refused by the API with a message the visitor cannot act
 * on. It allows no space, quote, angle bracket, comma or line break, so an address is always
 * safe in a mail header.
 */
export const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/

export function isEmailAddress(text: string): boolean {
  return EMAIL_PATTERN.test(text)
}

/**
 * Contact and support tickets are deleted this many days after they were received. The API
 * applies it; the privacy policy states it, so the two cannot drift apart.
 */
export const TICKET_RETENTION_DAYS = 365
