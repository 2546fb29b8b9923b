import type { ReactNode } from 'react'
import type { HomeContent } from '~/content/home'
import { FadeIn } from '~/features/fade-in'
import { SectionHeading } from '~/components/ui/section-heading'
import { TestimonialCarousel } from './testimonial-carousel'

interface TestimonialsSectionProps {
  content: HomeContent['testimonials']
  /** The carousel, when a build renders it apart (an island). */
  carousel?: ReactNode
}

export function TestimonialsSection({ content, carousel }: TestimonialsSectionProps) {
  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className="py-20 sm:py-24">
      <FadeIn className="container-page">
        <SectionHeading
          id="testimonials-heading"
          eyebrow={content.eyebrow}
          heading={content.heading}
          intro={content.intro}
          className="max-w-2xl"
        />
        {carousel ?? <TestimonialCarousel content={content} />}
      </FadeIn>
    </section>
  )
}
