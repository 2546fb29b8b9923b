import { MessageList } from './message-bubble'
import { SectionCta } from './section-cta'
import type { SectionProps } from './types'

/** A chat demo: interviewer and candidate turns with feedback bubbles, and a button to try it. */
export function ChatSection({ section, heading }: SectionProps<'chat'>) {
  return (
    <>
      {heading}
      <div className="mx-auto mt-12 max-w-2xl rounded-3xl border border-line bg-surface-muted p-4 shadow-sm sm:p-8">
        <MessageList messages={section.messages} />
      </div>
      <SectionCta cta={section.cta} />
    </>
  )
}
