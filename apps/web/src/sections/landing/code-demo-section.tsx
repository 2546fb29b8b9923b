import { cn } from '~/lib/cn'
import { CheckList } from './check-list'
import { LandingIcon } from './landing-icon'
import { SectionCta } from './section-cta'
import { cardClass } from './styles'
import type { SectionProps } from './types'

const panelLabelClass = 'text-xs font-semibold tracking-wide uppercase'

/** A technical demo: the prompt, the candidate's solution and the AI's feedback on it. */
export function CodeDemoSection({ section, heading }: SectionProps<'code-demo'>) {
  const { prompt, solution, feedback } = section
  return (
    <>
      {heading}
      <div className="mt-12 grid gap-6 lg:grid-cols-3">
        <div className={cardClass}>
          <p className={cn(panelLabelClass, 'text-accent')}>{prompt.label}</p>
          <p className="mt-3 text-body">{prompt.text}</p>
        </div>
        <div className="min-w-0 rounded-2xl bg-inverse p-6 shadow-sm">
          <p className={cn(panelLabelClass, 'text-on-inverse-soft')}>
            {solution.label} <span className="font-normal normal-case">({solution.language})</span>
          </p>
          {/* tabIndex: a scrollable region must be reachable by keyboard. */}
          <pre tabIndex={0} className="mt-3 overflow-x-auto text-sm leading-relaxed text-on-inverse">
            <code>{solution.code}</code>
          </pre>
        </div>
        <div className="rounded-2xl border border-success-line bg-success-tint p-6 shadow-sm">
          <p className={cn(panelLabelClass, 'text-success-fg')}>{feedback.label}</p>
          <p className="mt-3 flex gap-2 font-semibold text-success-fg">
            <LandingIcon name="circle-check" className="mt-0.5 size-5 text-success" />
            {feedback.verdict}
          </p>
          <CheckList items={feedback.points} className="mt-4 text-sm" />
        </div>
      </div>
      <SectionCta cta={section.cta} />
    </>
  )
}
