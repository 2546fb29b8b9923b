import { cn } from '~/lib/cn'
import { ScoreBar, ScoreValue } from '~/components/ui/score-bar'
import { cardClass, cardTitleClass } from './styles'
import type { SectionProps } from './types'

/**
 * A static sample of the full product's report: summary cards, skills breakdown, question
 * insights, recommendations. Its note says so, so no one reads it as the free round's check.
 */
export function SampleReportSection({ section, heading }: SectionProps<'sample-report'>) {
  return (
    <>
      {heading}
      <p className="mx-auto mt-6 max-w-2xl rounded-xl border border-line bg-surface px-4 py-3 text-center text-sm text-body-soft">
        {section.note}
      </p>
      <div className="mt-8 rounded-3xl border border-line bg-surface-alt p-4 shadow-sm sm:p-8">
        <ul className="grid gap-4 sm:grid-cols-3">
          {section.summary.map((card) => (
            <li key={card.label} className={cardClass}>
              <p className="text-sm font-medium text-muted">{card.label}</p>
              <p className="mt-1 text-3xl font-bold text-heading">{card.value}</p>
              {card.score !== undefined && <ScoreBar value={card.score} className="mt-3" />}
              <p className="mt-3 text-sm text-muted">{card.caption}</p>
            </li>
          ))}
        </ul>
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <div className={cardClass}>
            <h3 className={cardTitleClass}>{section.skillsTitle}</h3>
            <ul className="mt-5 space-y-5">
              {section.skills.map((skill) => (
                <li key={skill.name}>
                  <p className="flex items-center justify-between gap-3 text-sm">
                    <span className="font-medium text-body">{skill.name}</span>
                    <ScoreValue score={skill.score} />
                  </p>
                  <ScoreBar value={skill.score} className="mt-2" />
                </li>
              ))}
            </ul>
          </div>
          <div className={cardClass}>
            <h3 className={cardTitleClass}>{section.recommendationsTitle}</h3>
            <ol className="mt-5 space-y-4">
              {section.recommendations.map((item, index) => (
                <li key={item} className="flex gap-3 text-sm text-body-soft">
                  <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand text-xs font-bold text-on-brand">
                    {index + 1}
                  </span>
                  <span>{item}</span>
                </li>
              ))}
            </ol>
          </div>
        </div>
        <div className={cn(cardClass, 'mt-6')}>
          <h3 className={cardTitleClass}>{section.insightsTitle}</h3>
          <ul className="mt-5 divide-y divide-line">
            {section.insights.map((insight) => (
              <li key={insight.question} className="py-4 first:pt-0 last:pb-0">
                <p className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-medium text-heading">{insight.question}</span>
                  <ScoreValue score={insight.score} />
                </p>
                <dl className="mt-3 grid gap-3 text-sm sm:grid-cols-2">
                  <div>
                    <dt className="font-semibold text-success-fg">{section.insightLabels.went}</dt>
                    <dd className="mt-1 text-body-soft">{insight.went}</dd>
                  </div>
                  <div>
                    <dt className="font-semibold text-warning-fg">{section.insightLabels.improve}</dt>
                    <dd className="mt-1 text-body-soft">{insight.improve}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </>
  )
}
