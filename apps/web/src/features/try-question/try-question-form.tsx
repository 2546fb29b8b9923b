import type { Ref } from 'react'
import type { PracticeCopy } from '~/content/practice/schema'
import type { QuestionKind } from '~/content/question-banks'
import { fillLabel } from '~/lib/fill-label'
import { cn } from '~/lib/cn'
import { countWords, PracticeIcon } from '~/features/answer'
import { ANSWER_MAX_CHARS } from '~/lib/constants'
import { TRY_QUESTION_SECTION_ID, type TryQuestionData } from './try-question'

/** The id of a part of the widget, e.g. `try-a-question-answer`. */
const tryQuestionId = (part: string): string => `${TRY_QUESTION_SECTION_ID}-${part}`

type SpeechState = 'available' | 'listening' | 'unavailable'

export interface TryQuestionFormProps {
  copy: PracticeCopy['form']
  icons: TryQuestionData['icons']
  question: string
  /** What the question asks for: the hint under it says what a full answer of that kind holds. */
  kind: QuestionKind
  index: number
  total: number
  answer: string
  timer: { over: boolean; time: string }
  speech: SpeechState
  /** A line under the answer box: an invalid answer (empty), or a note about speech input. */
  message?: { text: string; invalid: boolean } | null
  /** The live region's text: feedback ready, question changed, listening, time up. */
  status?: string
  actions: {
    onAnswer: (text: string) => void
    onNext: () => void
    onCheck: () => void
    onSpeak: () => void
  }
  answerRef?: Ref<HTMLTextAreaElement>
}

/**
 * The question and the answer box. Buttons are type="button" and nothing has a name: there
 * is no form that could ever submit the answer anywhere.
 */
export function TryQuestionForm(props: TryQuestionFormProps) {
  const { copy, icons, question, kind, index, total, answer, timer, speech, message, status, actions, answerRef } = props
  const words = countWords(answer)
  const describedBy = [tryQuestionId('question'), tryQuestionId('hint'), message ? tryQuestionId('error') : null, tryQuestionId('privacy')]
    .filter(Boolean)
    .join(' ')
  const listening = speech === 'listening'
  return (
    <div className="rounded-3xl border border-line bg-surface p-4 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p id={tryQuestionId('count')} className="text-sm font-semibold text-accent">
          {fillLabel(copy.questionCount, { n: index + 1, total })}
        </p>
        <button
          id={tryQuestionId('next')}
          type="button"
          data-action="next"
          onClick={actions.onNext}
          className="btn btn-ghost -mr-2 px-2 text-accent noscript:hidden"
        >
          <PracticeIcon svg={icons.refresh} />
          {copy.another}
        </button>
      </div>
      <p id={tryQuestionId('question')} className="mt-2 text-lg font-medium text-pretty text-heading sm:text-xl">
        {question}
      </p>
      <div className="mt-6 noscript:hidden">
        <label htmlFor={tryQuestionId('answer')} className="text-sm font-semibold text-body">
          {copy.answerLabel}
        </label>
        <p id={tryQuestionId('hint')} className="text-sm text-muted">
          {copy.answerHints[kind]}
        </p>
        <textarea
          id={tryQuestionId('answer')}
          ref={answerRef}
          rows={7}
          maxLength={ANSWER_MAX_CHARS}
          spellCheck
          readOnly={listening}
          aria-invalid={message?.invalid || undefined}
          aria-describedby={describedBy}
          value={answer}
          onChange={(event) => actions.onAnswer(event.target.value)}
          className="mt-2 block w-full resize-y rounded-xl border border-line-strong px-3 py-2 text-base text-heading focus:border-brand-line focus:outline-2 focus:outline-focus read-only:bg-surface-alt"
        />
        <div className="mt-2 flex flex-wrap justify-between gap-x-4 text-sm text-muted tabular-nums">
          <span id={tryQuestionId('words')}>{fillLabel(words === 1 ? copy.words.one : copy.words.other, { n: words })}</span>
          <span id={tryQuestionId('timer')} role="timer" className={timer.over ? 'font-semibold text-warning-fg' : undefined}>
            <span className="sr-only">{copy.timerLabel}: </span>
            {fillLabel(timer.over ? copy.timeOver : copy.timeLeft, { time: timer.time })}
          </span>
        </div>
        {message && (
          <p id={tryQuestionId('error')} className={cn('mt-2 text-sm font-medium', message.invalid ? 'text-danger' : 'text-body-soft')}>
            {message.text}
          </p>
        )}
        <div className="mt-5 flex flex-wrap gap-3">
          <button id={tryQuestionId('check')} type="button" data-action="check" onClick={actions.onCheck} className="btn btn-primary">
            {copy.check}
          </button>
          {speech !== 'unavailable' && (
            <button
              id={tryQuestionId('speak')}
              type="button"
              onClick={actions.onSpeak}
              aria-describedby={tryQuestionId('speech-note')}
              className="btn btn-outline"
            >
              <PracticeIcon svg={listening ? icons.stop : icons.mic} />
              {listening ? copy.stop : copy.speak}
            </button>
          )}
        </div>
        <p id={tryQuestionId('privacy')} className="mt-4 text-sm text-muted">
          {copy.privacy}
        </p>
        {speech !== 'unavailable' && (
          <p id={tryQuestionId('speech-note')} className="mt-1 text-sm text-muted">
            {copy.speechNote}
          </p>
        )}
        <p role="status" className="sr-only">
          {status}
        </p>
      </div>
    </div>
  )
}
