import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { round as copy, report as reportCopy } from '~/content/practice-round.yaml'
import type { QuestionBank } from '~/content/question-banks'
import { browserStorage } from '~/lib/browser-storage'
import { fillLabel } from '~/lib/fill-label'
import {
  judgedInsight,
  type PracticeIconName,
  prepareInsight,
  prepareQuestion,
  progressSince,
  reportText,
  roleVocabulary,
  roundReport,
  type RoundReport,
  RULES_VERSION,
  summarise,
} from '~/features/answer'
import { isFinished, newRound, roundQuestions, step, type Round, type RoundEvent } from './round'
import {
  archiveRound,
  clearHistory,
  clearPracticeData,
  discardRound,
  loadKept,
  loadSeen,
  rememberScore,
  saveRound,
  type Kept,
} from './round-storage'
import { forgetAllRecordings, forgetRecordings, keepRecordingsOf } from './lazy-recording'
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
  /** What of the kept data could not be read this time (set aside: round-storage.ts), told once. */
  const [unreadable, setUnreadable] = useState<Kept['unreadable'] | null>(null)
  /** True when "Start another round" could not file this report in the history: nothing was replaced. */
  const [notFiled, setNotFiled] = useState(false)
  const focusTarget = useRef<HTMLHeadingElement>(null)
  /** The view whose heading takes focus once it shows (after a step, not on a page load). */
  const moveFocus = useRef<string | null>(null)
  // Saying the same thing twice must still be announced: the text has to change.
  const announce = (text: string) => setStatus((previous) => (previous === text ? `${text}\u00a0` : text))

  // Before the first paint: the round this browser kept, if any, or the round started before hydration.
  useLayoutEffect(() => {
    const store = writableStorage()
    setStorage(store)
    const { round: kept, history, unreadable } = loadKept(store ?? browserStorage(window), bank)
    setHistory(history)
    if (unreadable.round || unreadable.history > 0) setUnreadable(unreadable)
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
      const kept = loadKept(writableStorage() ?? browserStorage(window), bank)
      setRound(kept.round)
      setHistory(kept.history)
      if (kept.unreadable.round || kept.unreadable.history > 0) setUnreadable(kept.unreadable)
      setOpen(null)
      setNotFiled(false)
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
  // A round filed past the history's size takes its recordings with it (only where the visitor records).
  useEffect(() => {
    const kept = [...(round ? [round] : []), ...history]
    if (kept.some((r) => r.recorded))
      void keepRecordingsOf(
        bank.slug,
        kept.map((r) => r.startedAt),
      )
  }, [round?.startedAt, history, bank.slug]) // eslint-disable-line react-hooks/exhaustive-deps -- per round, not per keystroke

  // The kept rounds with the scores they were filed with (worked out again only where older rules
  // gave them); the full report of one only when it is opened.
  const filed = useMemo(
    () =>
      history.map((r) =>
        r.summary?.rules === RULES_VERSION ? r : { ...r, summary: summarise(roundReport(roundQuestions(r, bank), r.answers, vocabulary)) },
      ),
    [history, bank, vocabulary],
  )
  const opened = useMemo(() => {
    const r = open === null ? undefined : filed[open]
    return r ? { round: r, report: roundReport(roundQuestions(r, bank), r.answers, vocabulary) } : null
  }, [open, filed, bank, vocabulary])
  const shown = open === null ? (round && isFinished(round) ? { round, report } : null) : opened
  const before = open === null ? filed.find((r) => r.startedAt !== round?.startedAt) : filed[open + 1]
  const progress =
    shown?.report && before?.summary
      ? { ...progressSince(shown.report, before.summary, before.startedAt), date: dateLabel(before.startedAt) }
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
    event.type === 'edit' || event.type === 'spoken' || event.type === 'tick' || event.type === 'recorded' || event.type === 'unrecorded'
      ? setRound((r) => r && step(r, event))
      : round && show(step(round, event))

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
    forgetAllRecordings()
    try {
      clearPracticeData(window.sessionStorage)
    } catch {
      // sessionStorage blocked: nothing there to clear.
    }
    setRound(null)
    setHistory([])
    setOpen(null)
    setNotFiled(false)
    setUnreadable(null)
    moveFocus.current = viewOf(null)
    announce(copy.announce.cleared)
  }

  function discard() {
    if (round?.recorded) void forgetRecordings(bank.slug, round.startedAt)
    discardRound(storage ?? null, bank.slug)
    setRound(null)
    moveFocus.current = viewOf(null)
  }

  /**
   * Files the finished round in the history, then starts another. A round is never replaced before
   * its report is filed: where the storage refuses it (full, or forbidden), the visitor is told and
   * chooses (copy it, clear the older rounds, or start anyway: `again(true)`). `older`: the rounds
   * filed after it (none once the visitor has cleared them).
   */
  function again(anyway = false, older: readonly Round[] = filed) {
    if (round && isFinished(round) && !anyway) {
      const filedRound = report ? { ...round, summary: summarise(report) } : round
      if (!archiveRound(storage ?? null, bank, filedRound, older)) {
        setNotFiled(true)
        announce(storage ? reportCopy.notFiled.full : reportCopy.notFiled.off)
        return
      }
      setHistory(loadKept(storage ?? null, bank).history)
    }
    setNotFiled(false)
    discardRound(storage ?? null, bank.slug)
    setOpen(null)
    start()
  }

  /** Makes room for this report by forgetting the older ones, then files it and starts another. */
  function clearOlderAndAgain() {
    clearHistory(storage ?? null, bank.slug)
    setHistory([])
    again(false, [])
  }

  function openEarlier(index: number | null) {
    setOpen(index)
    moveFocus.current = null
    focusTarget.current?.focus()
  }

  return (
    <div className="practice-round">
      {unreadable && (
        <div role="alert" className="mb-6 flex flex-wrap items-start gap-3 rounded-2xl bg-warning-tint p-4 text-sm text-warning-fg">
          <p className="min-w-0 flex-1">
            {[
              unreadable.round && copy.unreadable.round,
              unreadable.history > 0 && fillLabel(copy.unreadable.history, { n: unreadable.history }),
            ]
              .filter(Boolean)
              .join(' ')}
          </p>
          <button type="button" className="btn btn-outline" onClick={() => setUnreadable(null)}>
            {copy.unreadable.dismiss}
          </button>
        </div>
      )}
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
          history={filed.map((r) => ({ date: dateLabel(r.startedAt), overall: r.summary!.overall }))}
          earlier={open === null ? null : dateLabel(shown.round.startedAt)}
          recordings={shown.round.recorded ? { slug: bank.slug, round: shown.round.startedAt } : null}
          notSaved={!saved && open === null}
          notFiled={notFiled ? (storage ? 'full' : 'off') : null}
          actions={{
            onPrint: () => window.print(),
            onCopy: copyReport,
            onAgain: () => again(),
            onAgainAnyway: () => again(true),
            onClearOlder: clearOlderAndAgain,
            onClear: clear,
            onForgetRecordings: () => {
              void forgetRecordings(bank.slug, shown.round.startedAt)
              onStep({ type: 'unrecorded' })
              announce(copy.announce.recordingsForgotten)
            },
            onEdit: (index) => onStep({ type: 'review', index }),
            onTick: (index, point, made) => onStep({ type: 'tick', index, point, made }),
            onOpen: openEarlier,
            onBack: () => openEarlier(null),
          }}
        />
      ) : (
        <RoundQuestion
          key={round.index}
          round={round}
          judge={(answer) => judgedInsight(questions[round.index]!, answer, vocabulary)}
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
