import { Star } from 'lucide-react'
import type { Testimonial } from '../../content/shared/testimonials'
import { fillLabel } from '../../lib/carousel'

interface TestimonialCardProps {
  testimonial: Testimonial
  ratingLabel: string
}

export function TestimonialCard({ testimonial, ratingLabel }: TestimonialCardProps) {
  const stars = Array.from({ length: testimonial.rating }, (_, i) => i)
  return (
    <figure className="mx-auto flex h-full max-w-3xl flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-10">
      <div role="img" aria-label={fillLabel(ratingLabel, { rating: testimonial.rating })} className="flex gap-1 text-amber-500">
        {stars.map((i) => (
          <Star key={i} aria-hidden="true" size={20} fill="currentColor" />
        ))}
      </div>
      <blockquote className="mt-5 text-lg text-pretty text-slate-800 sm:text-xl">
        <p>&ldquo;{testimonial.content}&rdquo;</p>
      </blockquote>
      <figcaption className="mt-auto flex items-center gap-3 pt-6 text-left">
        <img src={testimonial.image} alt="" width={48} height={48} loading="lazy" decoding="async" className="size-12 rounded-full" />
        <span>
          <span className="block font-semibold text-slate-900">{testimonial.name}</span>
          <span className="block text-sm text-slate-600">
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}
