import { cn } from '~/lib/cn'
import { CheckList } from './check-list'
import { LandingIcon } from './landing-icon'
import { cardClass, cardTitleClass, iconBadgeClass } from './styles'
import type { SectionProps } from './types'

/** Two lists side by side, then the advice that ties them together. */
export function ComparisonSection({ section, heading }: SectionProps<'comparison'>) {
  return (
    <>
      {heading}
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {section.columns.map((column) => (
          <div key={column.title} className={cardClass}>
            <div className="flex items-center gap-3">
              <span className={iconBadgeClass}>
                <LandingIcon name={column.icon} />
              </span>
              <h3 className={cardTitleClass}>{column.title}</h3>
            </div>
            <CheckList items={column.items} className="mt-6" />
          </div>
        ))}
      </div>
      <div className="mt-6 flex gap-4 rounded-2xl bg-brand-strong p-6 text-on-brand sm:p-8">
        <LandingIcon name="lightbulb" className="size-7" />
        <div>
          <h3 className={cn(cardTitleClass, 'text-on-brand')}>{section.advice.title}</h3>
          <p className="mt-2 text-on-brand-soft">{section.advice.body}</p>
        </div>
      </div>
    </>
  )
}
