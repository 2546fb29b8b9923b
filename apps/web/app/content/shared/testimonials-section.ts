import type { SectionInput } from '../landing/schema'
import { testimonials } from './testimonials'

/** Shared section "Testimonials": the home page's entries, shown as a static grid. */
export const testimonialsSection = {
  kind: 'testimonials',
  id: 'testimonials',
  eyebrow: 'Testimonials',
  heading: 'Job seekers who practised here',
  ratingLabel: 'Rated {rating} out of 5',
  items: [...testimonials],
} satisfies SectionInput
