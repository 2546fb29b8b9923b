import { z } from 'zod'
import { uniqueBy } from '~/content/fields'

/**
 * The testimonials, testimonials.yaml (product.md §3 "Testimonial"): the home page shows them all,
 * a landing page those its audience names. The role field holds a city and the company field a
 * country, as in the original site. The people are illustrative placeholders until the operator
 * supplies real, consented quotes; the avatars are our own initials images in public/avatars/.
 */
export const TestimonialSchema = z.object({
  name: z.string().trim().min(2).max(60).describe('Who said it; landing pages pick testimonials by this name'),
  role: z.string().trim().min(2).max(40).describe('A city'),
  company: z.string().trim().min(2).max(40).describe('A country'),
  image: z
    .string()
    .regex(/^\/avatars\/[a-z0-9-]+\.svg$/, 'an image under public/avatars/, e.g. /avatars/priya-raman.svg')
    .describe('The person’s picture, a file of the avatars folder'),
  rating: z.literal(5),
  content: z.string().trim().min(40).max(320).describe('The quote'),
})
export type Testimonial = z.infer<typeof TestimonialSchema>

export const TestimonialsSchema = z.object({
  items: z
    .array(TestimonialSchema)
    .min(1)
    .max(6)
    .superRefine(uniqueBy('name', 'testimonial'))
    .describe(
      'The testimonials, in the order the home page shows them. Until real quotes come, with each person’s consent, these are illustrative placeholders',
    ),
})
