import { Fragment, type ReactNode } from 'react'
import type { Testimonial } from '~/content/testimonials/schema'
import { fillLabel } from '~/lib/fill-label'
import { cn } from '~/lib/cn'

const VARIANTS = {
  /** One large quote at a time (the home page's carousel). */
  featured: {
    figure: 'mx-auto h-full max-w-3xl items-center rounded-2xl border border-line bg-surface p-6 text-center shadow-sm sm:p-10',
    quote: 'mt-5 text-lg text-pretty text-body sm:text-xl',
    caption: 'text-left',
    avatar: 48,
    avatarClass: 'size-12',
    person: '',
  },
  /** A card in a grid (landing pages). */
  compact: {
    figure: 'h-full',
    quote: 'mt-4 text-body',
    caption: '',
    avatar: 40,
    avatarClass: 'size-10',
    person: 'text-sm',
  },
} as const

interface TestimonialCardProps {
  testimonial: Testimonial
  /** "{rating} out of 5 stars" or the like. */
  ratingLabel: string
  /** One star icon: lucide on the home page, the build-time SVG on landing pages. */
  star: ReactNode
  variant: keyof typeof VARIANTS
}

/** A customer's quote with their rating, photo, name and role. */
export function TestimonialCard({ testimonial, ratingLabel, star, variant }: TestimonialCardProps) {
  const v = VARIANTS[variant]
  return (
    <figure className={cn('flex flex-col', v.figure)}>
      <div role="img" aria-label={fillLabel(ratingLabel, { rating: testimonial.rating })} className="flex gap-1 text-star">
        {Array.from({ length: testimonial.rating }, (_, i) => (
          <Fragment key={i}>{star}</Fragment>
        ))}
      </div>
      <blockquote className={v.quote}>
        <p>&ldquo;{testimonial.content}&rdquo;</p>
      </blockquote>
      <figcaption className={cn('mt-auto flex items-center gap-3 pt-6', v.caption)}>
        <img
          src={testimonial.image}
          alt=""
          width={v.avatar}
          height={v.avatar}
          loading="lazy"
          decoding="async"
          className={cn('rounded-full ring-1 ring-line', v.avatarClass)}
        />
        <span className={v.person}>
          <span className="block font-semibold text-heading">{testimonial.name}</span>
          <span className={cn('block text-muted', variant === 'featured' && 'text-sm')}>
            {testimonial.role}, {testimonial.company}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}
