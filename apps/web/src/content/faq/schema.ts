import { z } from 'zod'
import { template, uniqueBy } from '~/content/fields'

/** The FAQ's one file, faq.yaml: its entries in the order the dialog shows them. */
const FaqItemSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lower case letters, digits and dashes')
    .meta({ title: 'Short name' })
    .describe('A short name for the entry that stays when its words change: lower case and dashes, e.g. "free-trial"'),
  question: z.string().trim().min(10).max(160).describe('The question, as a visitor would ask it'),
  answer: template(10, 600, ['email'], 'The answer; {email} becomes a link to the support address'),
})

export const FaqSchema = z.object({
  items: z
    .array(FaqItemSchema)
    .min(1)
    .max(20)
    .superRefine(uniqueBy('id', 'entry'))
    .describe('Questions and answers, in the order the dialog shows them'),
})
