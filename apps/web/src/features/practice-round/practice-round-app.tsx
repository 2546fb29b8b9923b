import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { practiceFormCopy as formCopy, practiceMessages as messages } from '~/content/practice'
import { roundCopy as copy } from '~/content/practice-round'
import type { QuestionBank, QuestionKind } from '~/content/question-banks'
import { browserStorage } from '~/lib/browser-storage'
import { cn } from '~/lib/cn'
import { ANSWER_MAX_CHARS } from '~/lib/constants'
import { fillLabel } from '~/lib/fill-label'
import {
  AnswerReportCard,
  checkAnswer,
  countWords,
  elapsedMs,
  IDLE_TIMER,
  isRunning,
  onDeviceSpeech,
  pauseTimer,
  PracticeIcon,
  type PracticeIconName,
  runTimer,
  type SoftTimer,
  timerReading,
  useSpeechInput,
  roleVocabulary,
} from '~/features/practice'
import { reportText } from './report-text'
import {
  archiveRound,
  clearPracticeData,
  discardRound,
  isFinished,
  loadHistory,
  loadRound,
  loadSeen,
  newRound,
  roundQuestions,
  saveRound,
  step,
  type Round,
  type RoundEvent,
} from './round'
import { progressSince, roundReport } from './round-report'
import { RoundReportView } from './round-report-view'

export interface PracticeRoundAppProps {
  bank: QuestionBank
  signupHref: string
  icons: Record<PracticeIconName, string>
}

/** Set on <html> by the page's inline script when "Start the round" is tapped before hydration. */
const STARTED_EARLY = 'data-round-started'
/**
 * That inline script (its hash is in the page's CSP like every other inline script's): a tap on
 * Start in an island Astro has not hydrated yet (it drops `ssr` when it has).
 */
export const START_BEFORE_HYDRATION = `addEventListener('click',e=>{e.target.closest?.('astro-island[ssr] [data-round-start]')&&document.documentElement.setAttribute('${STARTED_EARLY}','')})`

/** The id of a part of the round, e.g. `round-answer`. */
const roundId = (part: string) => `round-${part}`
const wordsLabel = (n: number) => fillLabel(n === 1 ? formCopy.words.one : formCopy.words.other, { n })
const dateLabel = (iso: string) => new Date(iso).toLocaleDateString('en', { day: 'numeric', month: 'long', year: 'numeric' })

/** What shows: the start screen, a question, or the report. */
const viewOf = (round: Round | null): string => (round === null ? 'start' : isFinished(round) ? 'report' : `question-${round.index}`)

/** localStorage where this browser lets the page write to it; null where it does not (the round lives in the tab). */
function writableStorage(): Storage | null {
  const storage = browserStorage(window)
  try {
    storage?.setItem('practice-round:?', '')
    storage?.removeItem('practice-round:?')
    return storage
  } catch {
    return null
  }
}

/**
 * The practice round (product.md §11): a start screen (the page's HTML), then five questions one
 * at a time, then the report. The round is kept in localStorage after every change and taken up
 * again on the next visit; nothing is ever sent anywhere.
 */
export function PracticeRoundApp({ bank, signupHref, icons }: PracticeRoundAppProps) {
  const [round, setRound] = useState<Round | null>(null)
  const [storage, setStorage] = useState<Storage | null | undefined>()
  const [status, setStatus] = useState('')
  /** The visitor's last finished rounds, newest first, and which of them is open (null: the latest). */
  const [history, setHistory] = useState<Round[]>([])
  const [open, setOpen] = useState<number | null>(null)
  /** False once the storage refused to save: the round then lives in this tab only, and the visitor is told. */
  const [saved, setSaved] = useState(true)
  const focusTarget = useRef<HTMLHeadingElement>(null)
  /** The view whose heading takes focus once it shows (after a step, not on a page load). */
  const moveFocus = useRef<string | null>(null)
  // Saying the same thing twice must still be announced: the text has to change.
  const announce = (text: string) => setStatus((previous) => (previous === text ? `${text}\u00a0` : text))

  // Before the first paint: the round this browser kept, if any, or the round started before hydration.
  useLayoutEffect(() => {
    const store = writableStorage()
    setStorage(store)
    const kept = loadRound(store ?? browserStorage(window), bank)
    setHistory(loadHistory(store, bank))
    const root = document.documentElement
    if (!kept && root.hasAttribute(STARTED_EARLY)) {
      const round = newRound(bank, loadSeen(store, bank.slug), new Date())
      setRound(round)
      moveFocus.current = viewOf(round)
      announce(fillLabel(copy.announce.question, { n: 1, total: round.questions.length, question: round.questions[0]! }))
    } else setRound(kept)
    root.removeAttribute(STARTED_EARLY)
  }, [bank])

  useEffect(() => {
    if (round && storage) setSaved(saveRound(storage, round))
  }, [round, storage])

  useEffect(() => {
    if (moveFocus.current === null || moveFocus.current !== viewOf(round)) return
    moveFocus.current = null
    focusTarget.current?.focus()
  })

  const questions = useMemo(() => (round ? roundQuestions(round, bank) : []), [round, bank])
  const vocabulary = useMemo(() => roleVocabulary(bank.questions), [bank])
  const report = useMemo(
    () => (round && isFinished(round) ? roundReport(questions, round.answers, vocabulary) : null),
    [round, questions, vocabulary],
  )
  // The kept rounds' reports, and each report's change since the round before it.
  const reports = useMemo(
    () => history.map((r) => ({ round: r, report: roundReport(roundQuestions(r, bank), r.answers, vocabulary) })),
    [history, bank, vocabulary],
  )
  const shown = open === null ? (report && round ? { round, report } : null) : (reports[open] ?? null)
  const before = open === null ? reports.find((r) => r.round.startedAt !== round?.startedAt) : reports[open + 1]
  const progress =
    shown && before
      ? { ...progressSince(shown.report, before.report, before.round.startedAt), date: dateLabel(before.round.startedAt) }
      : null

  function show(next: Round) {
    setRound(next)
    moveFocus.current = viewOf(next)
    if (isFinished(next)) {
      const r = roundReport(roundQuestions(next, bank), next.answers, vocabulary)
      announce(fillLabel(copy.announce.report, { score: r.overall, label: r.overallLabel }))
    } else {
      announce(
        fillLabel(copy.announce.question, { n: next.index + 1, total: next.questions.length, question: next.questions[next.index]! }),
      )
    }
  }

  const start = () => show(newRound(bank, loadSeen(storage ?? null, bank.slug), new Date()))
  const onStep = (event: RoundEvent) =>
    event.type === 'edit' || event.type === 'spoken' ? setRound((r) => r && step(r, event)) : round && show(step(round, event))

  async function copyReport() {
    if (!shown) return
    try {
      await navigator.clipboard.writeText(reportText(shown.report, { role: bank.label, date: dateLabel(shown.round.startedAt), progress }))
      announce(copy.announce.copied)
    } catch {
      announce(copy.announce.copyFailed)
    }
  }

  function clear() {
    clearPracticeData(storage ?? null)
    try {
      clearPracticeData(window.sessionStorage)
    } catch {
      // sessionStorage blocked: nothing there to clear.
    }
    setRound(null)
    setHistory([])
    setOpen(null)
    moveFocus.current = viewOf(null)
    announce(copy.announce.cleared)
  }

  function discard() {
    discardRound(storage ?? null, bank.slug)
    setRound(null)
    moveFocus.current = viewOf(null)
  }

  function again() {
    if (round && archiveRound(storage ?? null, bank, round)) setHistory(loadHistory(storage ?? null, bank))
    discardRound(storage ?? null, bank.slug)
    setOpen(null)
    start()
  }

  function openEarlier(index: number | null) {
    setOpen(index)
    moveFocus.current = null
    focusTarget.current?.focus()
  }

  return (
    <div className="practice-round">
      {round === null ? (
        <RoundStart onStart={start} headingRef={focusTarget} storageOff={storage === null} />
      ) : shown ? (
        <RoundReportView
          report={shown.report}
          role={bank.label}
          date={dateLabel(shown.round.startedAt)}
          signupHref={signupHref}
          icons={icons}
          headingRef={focusTarget}
          progress={progress}
          history={reports.map((r) => ({ date: dateLabel(r.round.startedAt), overall: r.report.overall }))}
          earlier={open === null ? null : dateLabel(shown.round.startedAt)}
          actions={{
            onPrint: () => window.print(),
            onCopy: copyReport,
            onAgain: again,
            onClear: clear,
            onEdit: (index) => onStep({ type: 'review', index }),
            onOpen: openEarlier,
            onBack: () => openEarlier(null),
          }}
        />
      ) : (
        <RoundQuestion
          key={round.index}
          round={round}
          category={questions[round.index]!.category}
          kind={questions[round.index]!.kind}
          terms={questions[round.index]!.terms}
          icons={icons}
          headingRef={focusTarget}
          onStep={onStep}
          onDiscard={discard}
          announce={announce}
          storageOff={storage === null}
          storageFull={!saved}
        />
      )}
      <p role="status" className="sr-only">
        {status}
      </p>
    </div>
  )
}

/** The start screen: also what the page's HTML shows before the island hydrates. */
function RoundStart({
  onStart,
  headingRef,
  storageOff = false,
}: {
  onStart?: () => void
  headingRef?: React.Ref<HTMLHeadingElement>
  storageOff?: boolean
}) {
  return (
    <div className="rounded-3xl border border-line bg-surface p-6 text-center shadow-sm sm:p-10">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-heading outline-none sm:text-2xl">
        {copy.startTitle}
      </h2>
      <p className="mt-2 text-sm text-muted">{copy.startNote}</p>
      <button type="button" className="btn btn-primary mt-6 px-6 text-base" onClick={onStart} data-round-start="">
        {copy.start}
      </button>
      {storageOff && <p className="mt-4 text-sm text-warning-fg">{copy.storageOff}</p>}
    </div>
  )
}

interface RoundQuestionProps {
  round: Round
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
function RoundQuestion({
  round,
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
  const [timer, setTimer] = useState<SoftTimer>(IDLE_TIMER)
  const [now, setNow] = useState(0)
  const [checked, setChecked] = useState(false)
  const [message, setMessage] = useState<string | null>(null)
  const [local, setLocal] = useState(false)
  const speech = useSpeechInput()
  const reportRef = useRef<HTMLHeadingElement>(null)

  useEffect(() => {
    void onDeviceSpeech().then(setLocal)
  }, [])

  const running = isRunning(timer)
  useEffect(() => {
    if (!running) return
    const id = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(id)
  }, [running])
  const reading = timerReading(elapsedMs(timer, now))
  useEffect(() => {
    if (reading.over && running) announce(messages.timeUp)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- announce once, when the limit passes
  }, [reading.over, running])

  useEffect(() => {
    if (checked) reportRef.current?.focus()
  }, [checked])

  function startTimer() {
    const at = Date.now()
    setTimer((t) => runTimer(t, at))
    setNow(at)
  }

  function edit(text: string) {
    onStep({ type: 'edit', text })
    setChecked(false)
    if (!running && text.trim() !== '') startTimer()
  }

  function move(event: RoundEvent) {
    // What was said is in this question's box already; what the browser would still send belongs to no other.
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
    setTimer((t) => pauseTimer(t, Date.now()))
    setChecked(true)
  }

  function toggleSpeech() {
    if (speech.listening) return speech.stop()
    const base = answer.text.trim() === '' ? '' : `${answer.text.trimEnd()} `
    const startedAt = Date.now()
    let failed = false
    startTimer()
    setMessage(messages.listening)
    announce(messages.listening)
    speech.start(
      {
        onText: (final, interim) => onStep({ type: 'edit', text: base + final + interim }),
        onEnd: (final) => {
          onStep({ type: 'edit', text: base + final })
          onStep({ type: 'spoken', words: countWords(final), ms: Date.now() - startedAt })
          // An error (no microphone, permission refused, no network) stays until the visitor acts.
          if (failed) return
          setMessage(null)
          announce(messages.stopped)
        },
        onError: (code) => {
          if (code === 'aborted') return
          failed = true
          const text = messages.speechErrors[code as keyof typeof messages.speechErrors] ?? messages.speechErrors.other
          setMessage(text)
          announce(text)
        },
      },
      { processLocally: local },
    )
  }

  const words = countWords(answer.text)
  const check = checked
    ? checkAnswer({ text: answer.text, keywords: terms, kind, speech: answer.speech?.words ? answer.speech : undefined })
    : null
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
        <button type="button" onClick={toggleCheck} aria-expanded={checked} aria-controls={roundId('check')} className="btn btn-outline">
          {checked ? copy.hideCheck : copy.check}
        </button>
      </div>
      <p id={roundId('privacy')} className={cn('mt-4 text-sm', storageFull ? 'font-medium text-warning-fg' : 'text-muted')}>
        {storageOff ? copy.storageOff : storageFull ? copy.storageFull : copy.privacy}
      </p>
      {speech.supported && (
        <p id={roundId('speech-note')} className="mt-1 text-sm text-muted">
          {local ? copy.speechLocal : formCopy.speechNote}
        </p>
      )}
      <div id={roundId('check')}>{check && <AnswerReportCard report={check} headingRef={reportRef} />}</div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn btn-ghost" onClick={() => move({ type: 'back' })} disabled={index === 0}>
            {copy.back}
          </button>
          <button type="button" className="btn btn-ghost text-muted" onClick={onDiscard}>
            {copy.discardRound}
          </button>
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
