import { Suspense, useEffect, useRef, useState } from 'react'
import { form as formCopy, messages } from '~/content/practice.yaml'
import {
  type AnswerInsight,
  AnswerReportCard,
  checkAnswer,
  countWords,
  improveText,
  installOnDeviceSpeech,
  PracticeIcon,
  type PracticeIconName,
  type RoundAnswer,
  speechErrorText,
  speechWhere,
  type SpeechWhere,
  useSoftTimer,
  useSpeechInput,
} from '~/features/answer'
import { round as copy, recording as recordingCopy } from '~/content/practice-round.yaml'
import type { QuestionKind } from '~/content/question-banks'
import { cn } from '~/lib/cn'
import { ANSWER_MAX_CHARS } from '~/lib/constants'
import { fillLabel } from '~/lib/fill-label'
import { scoreLabel } from '~/lib/score'
import { ConfirmAction } from './confirm-action'
import type { TakeDictation } from '~/features/recording'
import { RecordAnswer } from './lazy-recording'
import type { Round, RoundEvent } from './round'

/** The id of a part of the round, e.g. `round-answer`. */
const roundId = (part: string) => `round-${part}`
const wordsLabel = (n: number) => fillLabel(n === 1 ? formCopy.words.one : formCopy.words.other, { n })

export interface RoundQuestionProps {
  round: Round
  /** The report's judgement of an answer to this question: the check shows it, so the two agree. */
  judge: (answer: RoundAnswer) => AnswerInsight
  category: string
  kind: QuestionKind
  terms: readonly string[]
  icons: Record<PracticeIconName, string>
  headingRef: React.Ref<HTMLHeadingElement>
  onStep: (event: RoundEvent) => void
  onDiscard: () => void
  announce: (text: string) => void
  storageOff: boolean
  /** The storage refused the last save: a reload would lose this round. */
  storageFull: boolean
}

/** One question: the answer box with its soft timer and dictation, Back, Skip, Next, and the optional check. */
export function RoundQuestion({
  round,
  judge,
  category,
  kind,
  terms,
  icons,
  headingRef,
  onStep,
  onDiscard,
  announce,
  storageOff,
  storageFull,
}: RoundQuestionProps) {
  const index = round.index
  const total = round.questions.length
  const answer = round.answers[index]!
  const last = index === total - 1
  const [checked, setChecked] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [where, setWhere] = useState<SpeechWhere>('service')
  /** The visitor chose to record this answer aloud, with the camera or not (the recording feature loads then). */
  const [recordAsked, setRecordAsked] = useState<'sound' | 'camera' | null>(null)
  const local = where === 'device'
  const speech = useSpeechInput()
  const reportRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    void speechWhere().then(setWhere)
  }, [])

  const timer = useSoftTimer(() => announce(messages.timeUp))
  const reading = timer.reading

  useEffect(() => {
    if (checked) reportRef.current?.focus()
  }, [checked])

  function edit(text: string) {
    onStep({ type: 'edit', text })
    setChecked(false)
    if (!timer.running && text.trim() !== '') timer.start()
  }

  function move(event: RoundEvent) {
    // What was said is in this question's box already; what the browser would still send belongs to no other.
    takeWords.current?.settle(null)
    takeWords.current = null
    speech.cancel()
    onStep(event)
  }

  function toggleCheck() {
    if (checked) return setChecked(false)
    if (countWords(answer.text) === 0) {
      setMessage(messages.empty)
      return
    }
    setMessage(null)
    timer.pause()
    setChecked(true)
  }

  /** Dictated words written into the box after `base` as they come, and counted for the pace when dictation ends. */
  function intoTheBox(base: string) {
    const startedAt = Date.now()
    return {
      text: (final: string, interim: string) => onStep({ type: 'edit', text: base + final + interim }),
      end: (final: string) => {
        onStep({ type: 'edit', text: base + final })
        onStep({ type: 'spoken', words: countWords(final), ms: Date.now() - startedAt })
      },
    }
  }

  function toggleSpeech() {
    if (speech.listening) return speech.stop()
    const box = intoTheBox(answer.text.trim() === '' ? '' : `${answer.text.trimEnd()} `)
    let failed = false
    timer.start()
    setMessage(messages.listening)
    announce(messages.listening)
    speech.start(
      {
        onText: box.text,
        onEnd: (final) => {
          box.end(final)
          // An error (no microphone, permission refused, no network) stays until the visitor acts.
          if (failed) return
          setMessage(null)
          announce(messages.stopped)
        },
        onError: (code) => {
          if (code === 'aborted') return
          failed = true
          const text = speechErrorText(code)
          setMessage(text)
          announce(text)
        },
      },
      { processLocally: local },
    )
  }

  /** The words heard while a take is recorded: settled when its dictation ends, or with null when the question is left. */
  const takeWords = useRef<{ heard: Promise<string | null>; settle: (words: string | null) => void } | null>(null)
  /** The box's text now (a take starts after the permission prompt or the countdown, when the visitor may have typed). */
  const answerNow = useRef(answer.text)
  answerNow.current = answer.text
  const takeDictation: TakeDictation = {
    onDevice: local,
    start() {
      // Dictation already running (Speak) goes on into the box; the take then keeps no words of its own.
      if (speech.listening) return
      // Into an empty box the take's words are the answer, as with Speak; else they stay with the take.
      const box = answerNow.current.trim() === '' ? intoTheBox('') : null
      let settle: (words: string | null) => void = () => undefined
      const heard = new Promise<string | null>((resolve) => (settle = resolve))
      takeWords.current = { heard, settle }
      speech.start(
        {
          onText: (final, interim) => box?.text(final, interim),
          onEnd: (final) => {
            box?.end(final)
            settle(final)
          },
          onError: () => settle(null),
        },
        { processLocally: local },
      )
    },
    async stop() {
      const take = takeWords.current
      takeWords.current = null
      if (!take) return null
      speech.stop()
      // A recogniser that never ends (no network) leaves the take without words rather than unsaved,
      // and is let go: the box stays editable, the next take can dictate.
      const late = window.setTimeout(() => {
        take.settle(null)
        speech.cancel()
      }, 3_000)
      const heard = await take.heard
      window.clearTimeout(late)
      return heard
    },
  }

  const words = countWords(answer.text)
  const insight = checked ? judge(answer) : null
  const check = checked
    ? (insight?.check ??
      checkAnswer({ text: answer.text, keywords: terms, kind, speech: answer.speech?.words ? answer.speech : undefined }))
    : null
  const verdict = insight?.check
    ? {
        score: insight.score,
        label: scoreLabel(insight.score),
        caption: copy.checkVerdict,
        text: improveText(insight),
        points: insight.terms,
      }
    : undefined
  return (
    <div className="rounded-3xl border border-line bg-surface p-4 shadow-sm sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <p className="text-sm font-semibold text-accent">{fillLabel(copy.progress, { n: index + 1, total })}</p>
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">{fillLabel(copy.category, { category })}</p>
      </div>
      <ol aria-label={copy.progressLabel} className="mt-3 grid grid-cols-5 gap-1.5">
        {round.answers.map((a, i) => (
          <li
            key={round.questions[i]}
            className={cn(
              'h-1.5 rounded-full',
              i === index ? 'bg-brand' : a.skipped ? 'bg-warning-fg/40' : a.text.trim() ? 'bg-brand/60' : 'bg-surface-strong',
            )}
          >
            <span className="sr-only">
              {fillLabel(copy.progress, { n: i + 1, total })}:{' '}
              {i === index ? '' : a.skipped ? copy.skipped : a.text.trim() ? copy.answered : copy.notAnswered}
            </span>
          </li>
        ))}
      </ol>
      <h2
        id={roundId('question')}
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-lg font-medium text-pretty text-heading outline-none sm:text-xl"
      >
        {round.questions[index]}
      </h2>
      <label htmlFor={roundId('answer')} className="mt-6 block text-sm font-semibold text-body">
        {formCopy.answerLabel}
      </label>
      <p id={roundId('hint')} className="text-sm text-muted">
        {formCopy.answerHints[kind]}
      </p>
      <textarea
        id={roundId('answer')}
        rows={8}
        maxLength={ANSWER_MAX_CHARS}
        spellCheck
        readOnly={speech.listening}
        aria-describedby={`${roundId('question')} ${roundId('hint')} ${roundId('privacy')}`}
        value={answer.text}
        onChange={(event) => edit(event.target.value)}
        className="mt-2 block w-full resize-y rounded-xl border border-line-strong bg-surface px-3 py-2 text-base text-heading focus:border-brand-line focus:outline-2 focus:outline-focus read-only:bg-surface-alt"
      />
      <div className="mt-2 flex flex-wrap justify-between gap-x-4 text-sm text-muted tabular-nums">
        <span>{wordsLabel(words)}</span>
        <span role="timer" className={reading.over ? 'font-semibold text-warning-fg' : undefined}>
          <span className="sr-only">{formCopy.timerLabel}: </span>
          {fillLabel(reading.over ? formCopy.timeOver : formCopy.timeLeft, { time: reading.time })}
        </span>
      </div>
      {message && <p className="mt-2 text-sm font-medium text-body-soft">{message}</p>}
      <div className="mt-5 flex flex-wrap gap-3">
        {speech.supported && (
          <button type="button" onClick={toggleSpeech} aria-describedby={roundId('speech-note')} className="btn btn-outline">
            <PracticeIcon svg={speech.listening ? icons.stop : icons.mic} />
            {speech.listening ? formCopy.stop : formCopy.speak}
          </button>
        )}
        {!recordAsked && !round.recorded && (
          <>
            <button type="button" onClick={() => setRecordAsked('sound')} className="btn btn-outline">
              <PracticeIcon svg={icons.mic} />
              {recordingCopy.start}
            </button>
            <button type="button" onClick={() => setRecordAsked('camera')} className="btn btn-outline">
              <PracticeIcon svg={icons.video} />
              {recordingCopy.startWithCamera}
            </button>
          </>
        )}
        <button type="button" onClick={toggleCheck} aria-expanded={checked} aria-controls={roundId('check')} className="btn btn-outline">
          {checked ? copy.hideCheck : copy.check}
        </button>
      </div>
      {(recordAsked || round.recorded) && (
        <Suspense>
          <RecordAnswer
            slug={round.slug}
            round={round.startedAt}
            index={index}
            question={round.questions[index]!}
            autoStart={recordAsked !== null}
            withCamera={recordAsked === 'camera'}
            dictation={speech.supported ? takeDictation : null}
            answer={answer.text}
            judgeWords={(text) => {
              const insight = judge({ text, skipped: false })
              const { fillers } = insight.check ?? checkAnswer({ text, keywords: terms, kind })
              return { score: insight.score, fillers: fillers.top }
            }}
            onUseWords={edit}
            onRecorded={() => onStep({ type: 'recorded' })}
            announce={announce}
          />
        </Suspense>
      )}
      <p id={roundId('privacy')} className={cn('mt-4 text-sm', storageFull ? 'font-medium text-warning-fg' : 'text-muted')}>
        {storageOff ? copy.storageOff : storageFull ? copy.storageFull : copy.privacy}
      </p>
      {speech.supported && (
        <p id={roundId('speech-note')} className="mt-1 text-sm text-muted">
          {local ? copy.speechLocal : where === 'downloadable' ? copy.speechDownloadable : formCopy.speechNote}
        </p>
      )}
      {speech.supported && where === 'downloadable' && (
        <button
          type="button"
          className="btn btn-ghost -ml-2 px-2 text-sm text-accent"
          onClick={() => void installOnDeviceSpeech().then((ok) => ok && setWhere('device'))}
        >
          {copy.speechInstall}
        </button>
      )}
      <div id={roundId('check')}>{check && <AnswerReportCard report={check} verdict={verdict} headingRef={reportRef} />}</div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn btn-ghost" onClick={() => move({ type: 'back' })} disabled={index === 0}>
            {copy.back}
          </button>
          <ConfirmAction
            className="btn btn-ghost text-muted"
            question={copy.discardQuestion}
            confirm={copy.discardConfirm}
            cancel={copy.discardCancel}
            onConfirm={onDiscard}
          >
            {copy.discardRound}
          </ConfirmAction>
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn btn-outline" onClick={() => move({ type: 'skip' })}>
            {copy.skip}
          </button>
          <button id={roundId('next')} type="button" className="btn btn-primary" onClick={() => move({ type: 'next' })}>
            {last ? copy.finish : copy.next}
            <PracticeIcon svg={icons.arrow} />
          </button>
        </div>
      </div>
    </div>
  )
}
