import type { Audience, SectionInput } from '~/content/landing/schema'
import { testimonials } from '~/content/testimonials'

/** Shared section "Testimonials": the home page's entries the page picks (all by default), as a static grid. */
export const testimonialsSection = ({ testimonials: names }: Audience) =>
  ({
    kind: 'testimonials',
    id: 'testimonials',
    eyebrow: 'Testimonials',
    heading: 'Job seekers who practised here',
    ratingLabel: 'Rated {rating} out of 5',
    items: names ? testimonials.filter((entry) => names.includes(entry.name)) : [...testimonials],
  }) satisfies SectionInput
