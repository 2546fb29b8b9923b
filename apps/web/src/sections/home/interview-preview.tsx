import { Bot, Check, Timer, UserRound } from 'lucide-react'
import type { HomeContent } from '~/content/home'
import { bankForRole } from '~/content/question-banks'
import { cn } from '~/lib/cn'
import { fillLabel } from '~/lib/fill-label'
import { ScoreValue } from '~/components/ui/score-bar'
import { answerInsight, roleVocabulary } from '~/features/answer'
import { andList } from '~/lib/list-format'

type Preview = HomeContent['hero']['preview']

/**
 * What the practice round's own check says of the preview's answer (worked out at build: the
 * hero is static HTML), in the preview's words: so the advert can never claim more than the product.
 */
export function previewFeedback(content: Preview) {
  const bank = bankForRole(content.role)
  const question = bank.questions.find((q) => q.text === content.question)
  if (!question) throw new Error(`the hero's preview asks "${content.question}", which is not a question of the ${bank.slug} bank`)
  const insight = answerInsight(question, { text: content.answer, skipped: false }, roleVocabulary(bank.questions))
  const check = insight.check!
  const fillers = check.fillers.top.map((f) => `“${f.word}”`)
  const n = check.fillers.total
  return {
    score: insight.score,
    starFound: check.starFound,
    star: check.starFound === 4 ? content.starFound.all : fillLabel(content.starFound.some, { n: check.starFound }),
    fillers: fillLabel(n === 0 ? content.fillers.none : n === 1 ? content.fillers.one : content.fillers.other, {
      n,
      words: andList(fillers),
    }),
  }
}

/**
 * The interview screen, drawn in HTML and CSS beside the home page's headline: the interviewer's
 * question, the answer, and the feedback the product gives. An illustration (`role="img"` with
 * the same facts in its label), so a screen reader does not read a conversation that never
 * happened. The feedback's chips appear once, one after another (app.css, `.preview-reveal`),
 * and not at all under reduced motion; nothing moves after that.
 */
export function InterviewPreview({ content, className }: { content: Preview; className?: string }) {
  const feedback = previewFeedback(content)
  const label = fillLabel(content.label, {
    star: feedback.starFound === 4 ? 'all four' : `${feedback.starFound} of the four`,
    score: feedback.score,
    fillers: feedback.fillers,
  })
  return (
    <div role="img" aria-label={label} className={cn('rounded-2xl border border-line bg-surface text-left shadow-xl', className)}>
      <div className="flex items-center gap-2 border-b border-line px-4 py-2.5">
        <span className="flex gap-1.5" aria-hidden="true">
          <span className="size-2.5 rounded-full bg-surface-strong" />
          <span className="size-2.5 rounded-full bg-surface-strong" />
          <span className="size-2.5 rounded-full bg-surface-strong" />
        </span>
        <span className="ml-2 truncate text-xs font-medium text-muted">{content.windowTitle}</span>
      </div>
      <div className="space-y-4 p-4 sm:p-5">
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs font-medium">
          <span className="text-body-soft">
            {content.position} · {content.category}
          </span>
          <span className="inline-flex items-center gap-1 rounded-full bg-brand-tint px-2.5 py-0.5 text-accent-strong">
            <Timer aria-hidden="true" size={14} />
            {content.remaining}
          </span>
        </div>
        <div className="flex gap-3">
          <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand text-on-brand">
            <Bot aria-hidden="true" size={16} />
          </span>
          <div className="rounded-2xl rounded-tl-sm bg-surface-muted px-3 py-2 text-sm text-heading">
            <p className="text-xs font-semibold text-accent">{content.interviewer}</p>
            <p className="mt-0.5">{content.question}</p>
          </div>
        </div>
        <div className="flex flex-row-reverse gap-3">
          <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-surface-strong text-body">
            <UserRound aria-hidden="true" size={16} />
          </span>
          <div className="rounded-2xl rounded-tr-sm border border-line px-3 py-2 text-sm text-body-soft">
            <p className="text-xs font-semibold text-body">{content.candidate}</p>
            <p className="mt-0.5">{content.answer}</p>
          </div>
        </div>
        <div className="rounded-xl border border-brand-line/40 bg-brand-tint p-3">
          <p className="text-xs font-semibold tracking-wide text-accent-strong uppercase">{content.feedbackTitle}</p>
          <ul className="mt-2 flex flex-wrap items-center gap-2 text-xs font-semibold">
            <li className="preview-reveal inline-flex items-center gap-1 rounded-full bg-success-tint px-2.5 py-1 text-success-fg">
              <Check aria-hidden="true" size={14} />
              {feedback.star}
            </li>
            <li className="preview-reveal inline-flex items-center gap-2 rounded-full bg-surface px-2.5 py-0.5 text-body">
              {content.scoreLabel}
              <ScoreValue score={feedback.score} />
            </li>
            <li className="preview-reveal rounded-full bg-warning-tint px-2.5 py-1 text-warning-fg">{feedback.fillers}</li>
          </ul>
        </div>
      </div>
    </div>
  )
}
