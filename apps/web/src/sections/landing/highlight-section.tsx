import { CheckList } from './check-list'
import { LandingIcon } from './landing-icon'
import { MessageList } from './message-bubble'
import type { SectionProps } from './types'

/** A selling point: text and bullets beside a small demo conversation. */
export function HighlightSection({ section, heading }: SectionProps<'highlight'>) {
  return (
    <div className="grid items-center gap-12 lg:grid-cols-2">
      <div>
        {heading}
        <p className="mt-5 text-lg leading-relaxed text-body-soft">{section.body}</p>
        <CheckList items={section.bullets} className="mt-6" />
      </div>
      <div className="rounded-3xl bg-gradient-to-br from-brand-tint to-surface-muted p-6 sm:p-10">
        <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand text-on-brand shadow">
          <LandingIcon name={section.icon} />
        </span>
        {section.demo && <MessageList messages={section.demo} className="mt-6" />}
      </div>
    </div>
  )
}
