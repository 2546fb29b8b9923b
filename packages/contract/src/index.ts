/**
 * The wire contract between the website and the API service.
 * Both sides import these schemas, so a change of shape is a type error on both.
 */
import { z } from 'zod'
import { CONTACT_BOUNDS, CONTACT_TYPES, CONTROL_OR_LINE_BREAK, EMAIL_PATTERN, HONEYPOT_FIELD } from './ticket.ts'

// No `new Function('')` probe: the site's pages forbid eval (CSP), and browsers report the probe
// as a violation (Firefox logs it as an error) even though zod catches it. Validation then runs
// without zod's generated code, which costs nothing at the sizes parsed here.
z.config({ jitless: true })

// ---------------------------------------------------------------- products

export const RecurringSchema = z.object({
  interval: z.enum(['day', 'week', 'month', 'year']),
  interval_count: z.number().int().positive().optional(),
})

export const PriceSchema = z.object({
  id: z.string().optional(),
  currency: z.string().optional(),
  /** Amount in the smallest currency unit (cents). */
  unit_amount: z.number().int().nonnegative().nullable(),
  recurring: RecurringSchema.nullable().optional(),
})

export const ProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  active: z.boolean(),
  description: z.string().nullable().optional(),
  default_price: PriceSchema.nullable().optional(),
})

export const ProductsResponseSchema = z.object({ data: z.array(ProductSchema) })

export type Recurring = z.infer<typeof RecurringSchema>
export type Price = z.infer<typeof PriceSchema>
export type Product = z.infer<typeof ProductSchema>
export type ProductsResponse = z.infer<typeof ProductsResponseSchema>

// ---------------------------------------------------------------- plan config

export const ConfigRecordSchema = z.object({
  category: z.string(),
  /** 1 means on. */
  active: z.number().int(),
  /** Plan type: Starter, Professional, Enterprise. */
  type: z.string(),
  configKey: z.string(),
  configValue: z.string(),
})

export const ConfigResponseSchema = z.array(ConfigRecordSchema)

export type ConfigRecord = z.infer<typeof ConfigRecordSchema>

export { CONFIG_KEYS } from './plans.ts'

// ---------------------------------------------------------------- contact messages

export { API_PATHS } from './api-paths.ts'
export { CONTACT_BOUNDS, CONTACT_TYPES, EMAIL_PATTERN, HONEYPOT_FIELD, isEmailAddress, TICKET_RETENTION_DAYS } from './ticket.ts'

// Half of a UTF-16 surrogate pair on its own: JSON can carry one (`"\ud800"`), UTF-8 cannot.
const LONE_SURROGATE = /\p{Cs}/u

// Invisible format characters (Unicode Cf): bidi embeddings, overrides, isolates and marks
// reorder what a line shows (U+202E makes "moc.live" read "evil.com"); zero-width spaces, word
// joiners, BOM, soft hyphen and tag characters hide text. ZWNJ and ZWJ stay: Persian and Indic
// names and emoji sequences need them.
const HIDDEN_FORMAT = /(?![\u200c\u200d])\p{Cf}/gu

/**
 * A string field that must be well-formed Unicode. A lone surrogate is refused (400), not
 * replaced by U+FFFD: no browser form produces one, so it comes from a broken or hostile
 * client, which learns why; and what is stored is always exactly what was sent.
 */
const unicodeText = (label: string) =>
  z.string().refine((v) => !LONE_SURROGATE.test(v), `${label} must be well-formed Unicode (no unpaired surrogate)`)

export const ContactMessageSchema = z
  .object({
    name: unicodeText('Name')
      // Stripped, not refused: they are invisible, so a person could not see what to fix, and a
      // name still says the same without them. The message keeps them (mixed-script text).
      .overwrite((v) => v.replace(HIDDEN_FORMAT, ''))
      .trim()
      .min(CONTACT_BOUNDS.name.min, 'Name is required')
      .max(CONTACT_BOUNDS.name.max, `Name must be at most ${CONTACT_BOUNDS.name.max} characters`)
      .refine((v) => !CONTROL_OR_LINE_BREAK.test(v), 'Name must not contain control characters or line breaks'),
    email: unicodeText('Email')
      .trim()
      .max(CONTACT_BOUNDS.email.max, `Email must be at most ${CONTACT_BOUNDS.email.max} characters`)
      // The form's rule exactly (ticket.ts), not zod's stricter z.email(): what the form lets
      // through is never refused here.
      .regex(EMAIL_PATTERN, 'Email must be a valid address'),
    message: unicodeText('Message')
      .trim()
      .min(CONTACT_BOUNDS.message.min, 'Message is required')
      .max(CONTACT_BOUNDS.message.max, `Message must be at most ${CONTACT_BOUNDS.message.max} characters`)
      // PostgreSQL text cannot hold U+0000, and no form produces one: refused on both databases.
      .refine((v) => !v.includes('\u0000'), 'Message must not contain a NUL character'),
    type: z.enum(CONTACT_TYPES),
    [HONEYPOT_FIELD]: unicodeText('Website').max(500).optional(),
  })
  .strict()

export type ContactMessage = z.infer<typeof ContactMessageSchema>
export type ContactType = ContactMessage['type']

export const TicketCreatedSchema = z.object({ id: z.string() })
export type TicketCreated = z.infer<typeof TicketCreatedSchema>

/** Every error answer of the API has this shape. */
export const ApiErrorSchema = z.object({ error: z.string(), message: z.string() })
export type ApiError = z.infer<typeof ApiErrorSchema>
