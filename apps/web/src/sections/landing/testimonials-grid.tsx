import { TestimonialCard } from '~/components/ui/testimonial-card'
import { LandingIcon } from './landing-icon'
import { cardClass } from './styles'
import type { SectionProps } from './types'

/** Testimonials as a static grid: no carousel code on landing pages. */
export function TestimonialsGrid({ section, heading }: SectionProps<'testimonials'>) {
  return (
    <>
      {heading}
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.name} className={cardClass}>
            <TestimonialCard
              testimonial={item}
              ratingLabel={section.ratingLabel}
              star={<LandingIcon name="star" className="size-4.5" />}
              variant="compact"
            />
          </li>
        ))}
      </ul>
    </>
  )
}
