import { cn } from '~/lib/cn'
import { bodyClass, cardClass, cardTitleClass } from './styles'
import type { SectionProps } from './types'

/** STAR-method feedback: one tile per letter, with that part of a sample answer when the page gives one. */
export function StarSection({ section, heading }: SectionProps<'star'>) {
  return (
    <>
      {heading}
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {section.letters.map((part) => (
          <li key={part.letter} className={cardClass}>
            <span
              aria-hidden="true"
              className="inline-flex size-12 items-center justify-center rounded-full bg-brand text-xl font-bold text-on-brand"
            >
              {part.letter}
            </span>
            <h3 className={cn(cardTitleClass, 'mt-4')}>{part.title}</h3>
            <p className={cn(bodyClass, 'mt-2')}>{part.body}</p>
            {part.example ? (
              <p className="mt-4 border-l-2 border-brand-tint-strong pl-3 text-sm text-body-soft">
                <span className="block text-xs font-semibold tracking-wide text-accent uppercase">{section.exampleLabel}</span>
                <q className="italic">{part.example}</q>
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </>
  )
}
