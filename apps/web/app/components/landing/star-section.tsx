import { cn } from '../../lib/cn'
import { bodyClass, cardClass, cardTitleClass } from './styles'
import type { SectionProps } from './types'

/** STAR-method feedback: one tile per letter. */
export function StarSection({ section, heading }: SectionProps<'star'>) {
  return (
    <>
      {heading}
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.letters.map((part) => (
          <li key={part.letter} className={cardClass}>
            <span
              aria-hidden="true"
              className="inline-flex size-12 items-center justify-center rounded-full bg-brand-600 text-xl font-bold text-white"
            >
              {part.letter}
            </span>
            <h3 className={cn(cardTitleClass, 'mt-4')}>{part.title}</h3>
            <p className={cn(bodyClass, 'mt-2')}>{part.body}</p>
          </li>
        ))}
      </ol>
    </>
  )
}
