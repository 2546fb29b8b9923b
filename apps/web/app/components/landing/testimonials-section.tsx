import { LandingIcon } from './landing-icon'
import { cardClass } from './styles'
import type { SectionProps } from './types'

/** Testimonials as a static grid: no carousel code on landing pages. */
export function TestimonialsSection({ section, heading }: SectionProps<'testimonials'>) {
  return (
    <>
      {heading}
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {section.items.map((item) => (
          <li key={item.name} className={cardClass}>
            <figure className="flex h-full flex-col">
              <div
                role="img"
                aria-label={section.ratingLabel.replace('{rating}', String(item.rating))}
                className="flex gap-1 text-amber-500"
              >
                {Array.from({ length: item.rating }, (_, i) => (
                  <LandingIcon key={i} name="star" className="size-4.5" />
                ))}
              </div>
              <blockquote className="mt-4 text-slate-800">
                <p>&ldquo;{item.content}&rdquo;</p>
              </blockquote>
              <figcaption className="mt-auto flex items-center gap-3 pt-6">
                <img src={item.image} alt="" width={40} height={40} loading="lazy" decoding="async" className="size-10 rounded-full" />
                <span className="text-sm">
                  <span className="block font-semibold text-slate-900">{item.name}</span>
                  <span className="block text-slate-600">
                    {item.role}, {item.company}
                  </span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </>
  )
}
