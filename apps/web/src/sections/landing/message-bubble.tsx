import type { Message } from '~/content/landing/schema'
import { cn } from '~/lib/cn'
import { LandingIcon } from './landing-icon'

const bubbleClass: Record<Message['role'], string> = {
  interviewer: 'mr-8 rounded-tl-sm bg-surface border border-line text-body',
  candidate: 'ml-8 rounded-tr-sm bg-brand text-on-brand',
  feedback: 'mr-4 rounded-tl-sm border border-success-line bg-success-tint text-success-fg',
}

/** One chat bubble: the interviewer left, the candidate right, feedback highlighted. */
function MessageBubble({ message }: { message: Message }) {
  const mine = message.role === 'candidate'
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      <span className="mb-1 flex items-center gap-1 text-xs font-semibold text-muted">
        {message.role === 'feedback' && <LandingIcon name="sparkles" className="size-3.5 text-success" />}
        {message.speaker}
      </span>
      <p className={cn('rounded-2xl px-4 py-3 text-sm leading-relaxed shadow-sm', bubbleClass[message.role])}>{message.text}</p>
    </li>
  )
}

/** A short conversation as a list of bubbles. */
export function MessageList({ messages, className }: { messages: readonly Message[]; className?: string }) {
  return (
    <ol className={cn('space-y-4', className)}>
      {messages.map((message) => (
        <MessageBubble key={message.text} message={message} />
      ))}
    </ol>
  )
}
