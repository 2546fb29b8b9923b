import type { HomeContent } from '../../content/home'
import { FadeIn } from './fade-in'
import { SectionHeading } from '../ui/section-heading'
import { TestimonialCarousel } from './testimonial-carousel'

export function TestimonialsSection({ content }: { content: HomeContent['testimonials'] }) {
  return (
    <section id="testimonials" aria-labelledby="testimonials-heading" className="py-20 sm:py-24">
      <FadeIn className="container-page">
        <SectionHeading id="testimonials-heading" eyebrow={content.eyebrow} heading={content.heading} intro={content.intro} className="max-w-2xl" />
        <TestimonialCarousel content={content} />
      </FadeIn>
    </section>
  )
}
