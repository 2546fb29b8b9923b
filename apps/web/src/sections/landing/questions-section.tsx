import { cn } from '~/lib/cn'
import { LandingIcon } from './landing-icon'
import { cardClass, cardTitleClass, iconBadgeClass } from './styles'
import type { SectionProps } from './types'

const columnClass: Record<number, string> = { 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3', 4: 'md:grid-cols-2' }

/** Sample questions or prompts, one card per group (e.g. per role). */
export function QuestionsSection({ section, heading }: SectionProps<'questions'>) {
  const { groups } = section
  return (
    <>
      {heading}
      <div className={cn('mt-12 grid gap-6', columnClass[groups.length])}>
        {groups.map((group, index) => (
          <div key={group.title ?? index} className={cn(cardClass, groups.length === 1 && 'mx-auto w-full max-w-3xl')}>
            {group.title && (
              <div className="mb-5 flex items-center gap-3">
                {group.icon && (
                  <span className={iconBadgeClass}>
                    <LandingIcon name={group.icon} />
                  </span>
                )}
                <h3 className={cardTitleClass}>{group.title}</h3>
              </div>
            )}
            <ul className="space-y-3">
              {group.questions.map((question) => (
                <li key={question} className="flex gap-3 rounded-xl bg-surface-alt p-3 text-body-soft">
                  <LandingIcon name="message" className="mt-0.5 size-4.5 text-accent-soft" />
                  <span>{question}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </>
  )
}
