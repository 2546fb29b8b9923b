import { cn } from '~/lib/cn'
import { bodyClass, cardTitleClass } from './styles'
import type { SectionProps } from './types'

const columnClass: Record<number, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'md:grid-cols-2 lg:grid-cols-4',
}

/** Numbered steps: 01, 02, 03 … */
export function StepsSection({ section, heading }: SectionProps<'steps'>) {
  return (
    <>
      {heading}
      <ol className={cn('mt-12 grid gap-8', columnClass[section.items.length] ?? 'md:grid-cols-3')}>
        {section.items.map((step, index) => (
          <li key={step.title} className="relative border-t-2 border-brand-line pt-6">
            <span className="text-sm font-bold text-accent tabular-nums">{String(index + 1).padStart(2, '0')}</span>
            <h3 className={cn(cardTitleClass, 'mt-2')}>{step.title}</h3>
            <p className={cn(bodyClass, 'mt-2')}>{step.body}</p>
          </li>
        ))}
      </ol>
    </>
  )
}
