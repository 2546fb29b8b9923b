import { z } from 'zod'

/**
 * Testimonial entries (product.md §3 "Testimonial"): the role field holds a city and
 * the company field a country, as in the original site. The people are
 * illustrative placeholders until the operator supplies real, consented quotes;
 * the avatars are our own initials images in public/avatars/.
 */
export const TestimonialSchema = z.object({
  name: z.string().trim().min(2).max(60),
  role: z.string().trim().min(2).max(40).describe('A city'),
  company: z.string().trim().min(2).max(40).describe('A country'),
  image: z
    .string()
    .regex(/^\/avatars\/[a-z0-9-]+\.svg$/)
    .describe('Avatar under public/avatars/'),
  rating: z.literal(5),
  content: z.string().trim().min(40).max(320),
})
export type Testimonial = z.infer<typeof TestimonialSchema>

export const testimonials: readonly Testimonial[] = [
  {
    name: 'Priya Raman',
    role: 'Bengaluru',
    company: 'India',
    image: '/avatars/priya-raman.svg',
    rating: 5,
    content:
      'I froze in every technical round until I started practising here. After ten mock interviews the follow-up questions stopped scaring me, and I accepted a backend offer last month.',
  },
  {
    name: 'Daniel Okafor',
    role: 'Lagos',
    company: 'Nigeria',
    image: '/avatars/daniel-okafor.svg',
    rating: 5,
    content:
      'The feedback on my tone and pace was blunt and useful. I cut my answers by half, used the STAR structure every time, and my product manager interviews finally felt like conversations.',
  },
  {
    name: 'Sofia Martins',
    role: 'Lisbon',
    company: 'Portugal',
    image: '/avatars/sofia-martins.svg',
    rating: 5,
    content:
      'As a fresher I had no one to practise with. Being able to repeat the HR questions at midnight, as often as I wanted, gave me the confidence I was missing.',
  },
]
