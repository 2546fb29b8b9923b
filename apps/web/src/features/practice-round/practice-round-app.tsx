import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { round as copy } from '~/content/practice-round.yaml'
import type { QuestionBank } from '~/content/question-banks'
import { browserStorage } from '~/lib/browser-storage'
import { fillLabel } from '~/lib/fill-label'
import { type PracticeIconName, roleVocabulary } from '~/features/practice'
import { reportText } from './report-text'
import {
  archiveRound,
  clearPracticeData,
  discardRound,
  isFinished,
  loadHistory,
  rememberScore,
  loadRound,
  loadSeen,
  newRound,
  roundQuestions,
  saveRound,
  step,
  type Round,
  type RoundEvent,
} from './round'
import { prepareInsight, prepareQuestion, progressSince, roundReport, type RoundReport } from './round-report'
import { RoundQuestion } from './round-question'
import { RoundReportView } from './round-report-view'
import { RoundStart } from './round-start'
import { historyKey, roundKey } from '~/lib/storage-keys'

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

// One formatter for every date: making one is slow (a tenth of the report's time on a slow phone).
const dateFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'long', year: 'numeric' })
const dateLabel = (iso: string) => dateFormat.format(new Date(iso))

/** Runs `work` when the browser is idle (Safari has no requestIdleCallback: shortly after). */
const idle = typeof requestIdleCallback === 'function'
const whenIdle = (work: () => void): number => (idle ? requestIdleCallback(work, { timeout: 2000 }) : window.setTimeout(work, 300))
const cancelIdle = (id: number) => (idle ? cancelIdleCallback(id) : window.clearTimeout(id))

/** Runs `work` once the next frame has painted; returns what cancels it. */
function afterPaint(work: () => void): () => void {
  let timer: number | undefined
  const frame = requestAnimationFrame(() => (timer = window.setTimeout(work)))
  return () => {
    cancelAnimationFrame(frame)
    window.clearTimeout(timer)
  }
}

/** How long the visitor stops typing before the answer is judged ahead of "Finish". */
const TYPING_PAUSE_MS = 300

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

  // Every tab follows the kept round: another tab's answer, its next question, its "Clear", and this
  // page brought back from the back/forward cache. A save of what is stored already is no change,
  // so two tabs never echo each other (a storage event comes only when the value changes).
  useEffect(() => {
    const reload = () => {
      const store = writableStorage()
      setRound(loadRound(store ?? browserStorage(window), bank))
      setHistory(loadHistory(store, bank))
      setOpen(null)
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === roundKey(bank.slug) || event.key === historyKey(bank.slug)) reload()
    }
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) reload()
    }
    window.addEventListener('storage', onStorage)
    window.addEventListener('pageshow', onShow)
    return () => {
      window.removeEventListener('storage', onStorage)
      window.removeEventListener('pageshow', onShow)
    }
  }, [bank])

  useEffect(() => {
    if (moveFocus.current === null || moveFocus.current !== viewOf(round)) return
    moveFocus.current = null
    focusTarget.current?.focus()
  })

  const questions = useMemo(() => (round ? roundQuestions(round, bank) : []), [round, bank])
  const vocabulary = useMemo(() => roleVocabulary(bank.questions), [bank])
  /** On the last question, the report of the answers as they stand, worked out in an idle moment (below). */
  const reportAhead = useRef<{ answers: Round['answers']; report: RoundReport } | null>(null)
  /** True from a tap on Finish, when the report was not worked out ahead, until the heading has painted. */
  const [scoring, setScoring] = useState(false)
  const report = useMemo(() => {
    if (!round || !isFinished(round)) return null
    // The answers of a round are a new array after every change: the same array, the same report.
    if (reportAhead.current?.answers === round.answers) return reportAhead.current.report
    return scoring ? null : roundReport(questions, round.answers, vocabulary)
  }, [round, questions, vocabulary, scoring])
  useEffect(() => (scoring ? afterPaint(() => setScoring(false)) : undefined), [scoring])
  // Each answer left behind is judged in an idle moment, and the question showing is readied, so
  // the report paints soon after "Finish".
  const index = round?.index
  useEffect(() => {
    if (!round || index === undefined || isFinished(round)) return
    const asked = roundQuestions(round, bank)
    const left = round.answers.flatMap((answer, i) => (i < index && !answer.skipped ? [{ question: asked[i]!, answer }] : []))
    const id = whenIdle(() => {
      left.forEach(({ question, answer }) => prepareInsight(question, answer, vocabulary))
      prepareQuestion(asked[index]!, vocabulary)
    })
    return () => cancelIdle(id)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per move, not per keystroke
  }, [index, bank, vocabulary])
  // …and the answer being written, once the visitor pauses; on the last question, the whole report.
  const draft = round && index !== undefined && !isFinished(round) ? round.answers[index] : undefined
  const draftQuestion = index === undefined ? undefined : questions[index]
  const answers = round?.answers
  const last = round !== null && index === round.questions.length - 1
  useEffect(() => {
    if (!draft || draft.skipped || !draftQuestion || !answers) return
    let id: number | undefined
    const judge = () => {
      // On the last question the report judges the draft with the rest.
      if (last) reportAhead.current = { answers, report: roundReport(questions, answers, vocabulary) }
      else prepareInsight(draftQuestion, draft, vocabulary)
    }
    const pause = window.setTimeout(() => (id = whenIdle(judge)), TYPING_PAUSE_MS)
    return () => {
      window.clearTimeout(pause)
      if (id !== undefined) cancelIdle(id)
    }
  }, [draft, draftQuestion, vocabulary, answers, last, questions])
  // The role's card on /practice shows the last finished round's score.
  useEffect(() => {
    if (round && report) rememberScore(storage ?? null, bank.slug, { overall: report.overall, at: round.startedAt })
  }, [storage, bank.slug, round, report])
  // The kept rounds' reports, and each report's change since the round before it.
  const reports = useMemo(
    () => history.map((r) => ({ round: r, report: roundReport(roundQuestions(r, bank), r.answers, vocabulary) })),
    [history, bank, vocabulary],
  )
  const shown = open === null ? (round && isFinished(round) ? { round, report } : null) : (reports[open] ?? null)
  const before = open === null ? reports.find((r) => r.round.startedAt !== round?.startedAt) : reports[open + 1]
  const progress =
    shown?.report && before
      ? { ...progressSince(shown.report, before.report, before.round.startedAt), date: dateLabel(before.round.startedAt) }
      : null

  // The report of a round just finished is announced once it is worked out (once, in `report`).
  const announceReport = useRef(false)
  useEffect(() => {
    if (!report || !announceReport.current) return
    announceReport.current = false
    announce(fillLabel(copy.announce.report, { score: report.overall, label: report.overallLabel }))
  }, [report])

  function show(next: Round) {
    setRound(next)
    moveFocus.current = viewOf(next)
    if (isFinished(next)) {
      announceReport.current = true
      setScoring(reportAhead.current?.answers !== next.answers)
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
    if (!shown?.report) return
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
