import type { Message } from '../../content/landing/schema'
import { cn } from '../../lib/cn'
import { LandingIcon } from './landing-icon'

const bubbleClass: Record<Message['role'], string> = {
  interviewer: 'mr-8 rounded-tl-sm bg-white border border-slate-200 text-slate-800',
  candidate: 'ml-8 rounded-tr-sm bg-brand-600 text-white',
  feedback: 'mr-4 rounded-tl-sm border border-emerald-200 bg-emerald-50 text-emerald-950',
}

/** One chat bubble: the interviewer left, the candidate right, feedback highlighted. */
export function MessageBubble({ message }: { message: Message }) {
  const mine = message.role === 'candidate'
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
      <span className="mb-1 flex items-center gap-1 text-xs font-semibold text-slate-600">
        {message.role === 'feedback' && <LandingIcon name="sparkles" className="size-3.5 text-emerald-700" />}
        {message.speaker}
      </span>
      <p className={cn('rounded-2xl px-4 py-3 text-sm leading-relaxed shadow-sm', bubbleClass[message.role])}>
        {message.text}
      </p>
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
