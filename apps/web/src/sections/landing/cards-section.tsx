import { cn } from '~/lib/cn'
import { CheckList } from './check-list'
import { LandingIcon } from './landing-icon'
import { ScoreBar } from '~/components/ui/score-bar'
import { bodyClass, cardClass, cardTitleClass, iconBadgeClass } from './styles'
import type { SectionProps } from './types'

const columnClass = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
} as const

export function CardsSection({ section, heading }: SectionProps<'cards'>) {
  return (
    <>
      {heading}
      <ul className={cn('mt-12 grid gap-6', columnClass[section.columns])}>
        {section.items.map((item) => (
          <li key={item.title} className={cn(cardClass, 'flex flex-col')}>
            <div className="flex items-start justify-between gap-3">
              {item.icon && (
                <span className={iconBadgeClass}>
                  <LandingIcon name={item.icon} />
                </span>
              )}
              {item.tag && (
                <span className="rounded-full bg-surface-muted px-2.5 py-1 text-xs font-semibold text-body-soft">{item.tag}</span>
              )}
            </div>
            <h3 className={cn(cardTitleClass, item.icon || item.tag ? 'mt-4' : undefined)}>{item.title}</h3>
            <p className={cn(bodyClass, 'mt-2')}>{item.body}</p>
            {item.bullets && <CheckList items={item.bullets} className="mt-4 text-sm" />}
            {item.score && (
              <div className="mt-auto pt-6">
                <p className="flex items-baseline justify-between text-sm">
                  <span className="font-medium text-body-soft">{item.score.label}</span>
                  <span className="text-lg font-bold text-heading">{item.score.value}%</span>
                </p>
                <ScoreBar value={item.score.value} className="mt-2" />
              </div>
            )}
          </li>
        ))}
      </ul>
    </>
  )
}
