import { Suspense, useEffect, useRef } from 'react'
import { report as copy } from '~/content/practice-round.yaml'
import { ScoreValue } from '~/components/ui/score-bar'
import { cn } from '~/lib/cn'
import { fillLabel } from '~/lib/fill-label'
import { newTabProps } from '~/lib/links'
import { andList } from '~/lib/list-format'
import {
  type AnswerInsight,
  improveText,
  pointSpans,
  PracticeIcon,
  type PracticeIconName,
  type RoundReport,
  type Span,
  TALKING_POINTS,
  workedText,
} from '~/features/answer'
import { ConfirmAction } from './confirm-action'
import { RecordingReview } from './lazy-recording'
import { card, cardTitle, chip } from './report-classes'

/** Text with the points it makes marked: green for a point the visitor made, amber for one missed. */
function Marked({ spans, made }: { spans: Span[]; made: readonly string[] }) {
  return spans.map((span, i) =>
    span.point === undefined ? (
      span.text
    ) : (
      <mark
        key={i}
        className={cn(
          'rounded-sm px-0.5 text-inherit',
          made.includes(span.point) ? 'bg-success-tint text-success-fg' : 'bg-warning-tint text-warning-fg',
        )}
      >
        {span.text}
        <span className="sr-only"> {made.includes(span.point) ? copy.pointMade : copy.pointMissed}</span>
      </mark>
    ),
  )
}

/**
 * The question's points, for the visitor to tick those their answer made: their own count beside
 * the check's, and the points they ticked that the check did not find (where the rules fall short).
 * Read-only for an earlier round.
 */
function PointTicks({ insight, onTick }: { insight: AnswerInsight; onTick?: (point: string, made: boolean) => void }) {
  const points = insight.question.terms
  const ticked = points.filter((p) => insight.answer.ticked?.includes(p))
  const found = points.filter((p) => insight.terms.used.includes(p))
  const missedByCheck = ticked.filter((p) => !found.includes(p))
  return (
    <fieldset className="mt-4">
      <legend className="font-semibold text-body">{copy.ticks.legend}</legend>
      <ul className="mt-2 flex flex-wrap gap-2">
        {points.map((point) => (
          <li key={point}>
            <label className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line bg-surface px-3 text-body has-[:checked]:border-accent has-[:disabled]:cursor-default">
              <input
                type="checkbox"
                className="size-4 accent-current"
                checked={ticked.includes(point)}
                disabled={!onTick}
                onChange={(event) => onTick?.(point, event.currentTarget.checked)}
              />
              {point}
            </label>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-muted" aria-live="polite">
        {fillLabel(copy.ticks.count, { found: found.length, ticked: ticked.length, total: points.length })}
        {missedByCheck.length > 0 && ' ' + fillLabel(copy.ticks.missedByCheck, { points: andList(missedByCheck) })}
      </p>
    </fieldset>
  )
}

/** A label and its value in the "Across the round" list. */
function Fact({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="py-3 first:pt-0 last:pb-0">
      <dt className="text-sm font-medium text-body">{label}</dt>
      <dd className="text-base font-semibold text-heading tabular-nums">{value}</dd>
      {note && <dd className="text-sm text-muted">{note}</dd>}
    </div>
  )
}

export interface RoundReportDetailsProps {
  report: RoundReport
  role: string
  signupHref: string
  icons: Record<PracticeIconName, string>
  /** The visitor's last finished rounds, newest first. */
  history: { date: string; overall: number }[]
  /** The date of the earlier round shown, or null for the latest. */
  earlier: string | null
  /** Where the round's recordings are kept, when the visitor recorded answers aloud. */
  recordings: { slug: string; round: string } | null
  /** Set when "Start another round" could not file this report (storage full, or off): nothing has changed. */
  notFiled: 'full' | 'off' | null
  actions: {
    onPrint: () => void
    onCopy: () => void
    onAgain: () => void
    /** Starts another round without filing this report. */
    onAgainAnyway: () => void
    /** Forgets the older rounds to make room, then files this report and starts another. */
    onClearOlder: () => void
    onClear: () => void
    /** Deletes this round's recordings; its answers and report stay. */
    onForgetRecordings: () => void
    onEdit: (index: number) => void
    /** Ticks (or unticks) a point of answer `index` as one the visitor made. */
    onTick: (index: number, point: string, made: boolean) => void
    onOpen: (index: number) => void
    onBack: () => void
  }
}

/**
 * The report below its overview: each question with the answer beside its feedback, the round's
 * figures, the talking points, how it was scored, the earlier rounds, what to do with the report,
 * and one sign-up.
 */
export function RoundReportDetails({
  report,
  role,
  signupHref,
  icons,
  history,
  earlier,
  recordings,
  notFiled,
  actions,
}: RoundReportDetailsProps) {
  // The choice "Start another round" could not make alone comes into view below the button pressed.
  const notFiledRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (notFiled) notFiledRef.current?.scrollIntoView?.({ block: 'nearest' })
  }, [notFiled])
  const fillers = [...report.fillers.top, ...report.hedges.top].sort((a, b) => b.count - a.count).slice(0, 3)
  return (
    <>
      <div className={cn(card, 'mt-6')}>
        <h3 className={cardTitle}>{copy.insightsTitle}</h3>
        <ol className="mt-4 divide-y divide-line">
          {report.insights.map((insight, i) => {
            const worked = workedText(insight)
            return (
              <li key={insight.question.text} className="py-5 first:pt-0 last:pb-0 print:break-inside-avoid">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <p className="max-w-prose font-medium text-heading">
                    <span className="text-muted">{i + 1}. </span>
                    {insight.question.text}
                    <span className="ml-2 text-xs font-semibold text-accent">{insight.question.category}</span>
                  </p>
                  <ScoreValue score={insight.score} />
                </div>
                <div className="mt-3 grid gap-4 text-sm lg:grid-cols-2">
                  <div>
                    <p className="font-semibold text-body">{copy.yourAnswer}</p>
                    <p className="mt-1 whitespace-pre-line text-body-soft">
                      {insight.answer.skipped ? (
                        copy.skippedAnswer
                      ) : insight.answer.text.trim() === '' ? (
                        copy.emptyAnswer
                      ) : (
                        <Marked spans={pointSpans(insight.answer.text.trim(), insight.terms.used)} made={insight.terms.used} />
                      )}
                    </p>
                    {recordings && !insight.answer.skipped && (
                      <Suspense>
                        <RecordingReview slug={recordings.slug} round={recordings.round} index={i} />
                      </Suspense>
                    )}
                    {!earlier && (
                      <button
                        type="button"
                        className="btn btn-ghost mt-1 -ml-2 px-2 text-accent print:hidden"
                        onClick={() => actions.onEdit(i)}
                      >
                        {fillLabel(copy.reviewAnswer, { n: i + 1 })}
                      </button>
                    )}
                  </div>
                  <dl className="space-y-3">
                    {worked.length > 0 && (
                      <div>
                        <dt className="font-semibold text-success-fg">{copy.went}</dt>
                        <dd className="mt-1 text-body-soft">{worked.join(' ')}</dd>
                      </div>
                    )}
                    <div>
                      <dt className="font-semibold text-warning-fg">{copy.improve}</dt>
                      <dd className="mt-1 text-body-soft">{improveText(insight)}</dd>
                    </div>
                    {insight.check && (
                      <div>
                        <dt className="font-semibold text-body">{copy.termsUsed}</dt>
                        <dd className="mt-1 text-body-soft">
                          {insight.terms.used.length > 0 ? andList(insight.terms.used) : copy.none}
                          {insight.terms.missed.length > 0 && (
                            <span className="block text-muted">
                              {copy.termsMissed}: {andList(insight.terms.missed)}
                            </span>
                          )}
                        </dd>
                      </div>
                    )}
                  </dl>
                </div>
                {insight.question.answer && (
                  <details className="model-answer mt-4 rounded-2xl bg-surface-muted p-4 text-sm">
                    <summary className="cursor-pointer font-semibold text-heading">{copy.modelAnswer}</summary>
                    <p className="mt-2 text-muted">{copy.modelAnswerNote}</p>
                    <p className="mt-2 max-w-prose text-body-soft">
                      <Marked spans={pointSpans(insight.question.answer, insight.question.terms)} made={insight.terms.used} />
                    </p>
                    {insight.check && (
                      <PointTicks insight={insight} onTick={earlier ? undefined : (point, made) => actions.onTick(i, point, made)} />
                    )}
                  </details>
                )}
              </li>
            )
          })}
        </ol>
      </div>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className={card}>
          <h3 className={cardTitle}>{copy.roundTitle}</h3>
          <dl className="mt-4 divide-y divide-line">
            {report.stories > 0 && (
              <Fact
                label={copy.star}
                value={andList(
                  (['situation', 'task', 'action', 'result'] as const).map(
                    (p) => `${p[0]!.toUpperCase()} ${report.star[p]}/${report.stories}`,
                  ),
                )}
                note={fillLabel(copy.starValue, { n: report.stories })}
              />
            )}
            <Fact
              label={copy.fillers}
              value={fillLabel(copy.fillersValue, { n: report.fillers.total + report.hedges.total, words: report.words })}
              note={fillers.length > 0 ? fillLabel(copy.fillersTop, { words: andList(fillers.map((f) => `“${f.word}”`)) }) : undefined}
            />
            <Fact label={copy.ownership} value={fillLabel(copy.ownershipValue, { i: report.ownership.i, we: report.ownership.we })} />
            <Fact label={copy.measured} value={fillLabel(copy.measuredValue, { n: report.measured, total: report.total })} />
            <Fact
              label={copy.topWords}
              value={report.topWords.length > 0 ? report.topWords.map((w) => `${w.word} (${w.count})`).join(', ') : copy.none}
            />
          </dl>
        </div>
        <div className={card}>
          <h3 className={cardTitle}>{copy.talkingPointsTitle}</h3>
          <ul className="mt-4 space-y-3">
            {TALKING_POINTS.map((point) => (
              <li key={point} className="flex items-center justify-between gap-3 text-sm">
                <span className="font-medium text-body">{copy.talkingPoints[point]}</span>
                <span
                  className={cn(chip, report.talkingPoints[point] ? 'bg-success-tint text-success-fg' : 'bg-warning-tint text-warning-fg')}
                >
                  {report.talkingPoints[point] ? copy.covered : copy.notCovered}
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>

      <details className={cn(card, 'mt-6')} open>
        <summary className="cursor-pointer text-lg font-semibold text-heading">{copy.howTitle}</summary>
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-body-soft">
          {copy.how.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>

      {history.length > 0 && (
        <div className={cn(card, 'mt-6 print:hidden')}>
          <h3 className={cardTitle}>{copy.historyTitle}</h3>
          <p className="mt-1 text-sm text-muted">{fillLabel(copy.historyNote, { n: history.length })}</p>
          <ul className="mt-4 divide-y divide-line">
            {history.map((entry, i) => (
              <li key={`${entry.date}-${i}`} className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0">
                <span className="text-sm font-medium text-body tabular-nums">
                  {fillLabel(copy.historyItem, { date: entry.date, score: entry.overall })}
                </span>
                <button type="button" className="btn btn-ghost text-accent" onClick={() => actions.onOpen(i)}>
                  {fillLabel(copy.openReport, { date: entry.date })}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}

      <div className={cn(card, 'mt-6 print:hidden')}>
        <h3 className={cardTitle}>{copy.actionsTitle}</h3>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className="btn btn-outline" onClick={actions.onPrint}>
            {copy.print}
          </button>
          <button type="button" className="btn btn-outline" onClick={actions.onCopy}>
            {copy.copy}
          </button>
          <ConfirmAction
            className="btn btn-outline"
            question={copy.againQuestion}
            confirm={copy.againConfirm}
            cancel={copy.cancel}
            onConfirm={actions.onAgain}
          >
            <PracticeIcon svg={icons.refresh} />
            {copy.again}
          </ConfirmAction>
          <ConfirmAction
            className="btn btn-ghost text-danger"
            question={copy.clearQuestion}
            confirm={copy.clearConfirm}
            cancel={copy.cancel}
            onConfirm={actions.onClear}
          >
            {copy.clear}
          </ConfirmAction>
          {recordings && !earlier && (
            <ConfirmAction
              className="btn btn-ghost text-danger"
              question={copy.forgetRecordingsQuestion}
              confirm={copy.forgetRecordingsConfirm}
              cancel={copy.cancel}
              onConfirm={actions.onForgetRecordings}
            >
              {copy.forgetRecordings}
            </ConfirmAction>
          )}
        </div>
        <p id="round-clear-note" className="mt-2 text-sm text-muted">
          {copy.clearNote}
        </p>
        {notFiled && (
          <div ref={notFiledRef} role="alert" className="mt-4 scroll-mb-32 rounded-2xl bg-warning-tint p-4 text-sm text-warning-fg">
            <p>{copy.notFiled[notFiled]}</p>
            <div className="mt-3 flex flex-wrap gap-3">
              <button type="button" className="btn btn-outline" onClick={actions.onCopy}>
                {copy.copy}
              </button>
              {notFiled === 'full' && history.length > 0 && (
                <button type="button" className="btn btn-outline" onClick={actions.onClearOlder}>
                  {copy.notFiled.clearOlder}
                </button>
              )}
              <button type="button" className="btn btn-ghost text-danger" onClick={actions.onAgainAnyway}>
                {copy.notFiled.anyway}
              </button>
            </div>
          </div>
        )}
      </div>

      <div className="mt-6 rounded-3xl bg-brand-tint p-6 sm:p-8 print:hidden">
        <h3 className="text-xl font-bold text-heading">{copy.ctaTitle}</h3>
        <p className="mt-2 max-w-2xl text-body-soft">{copy.ctaBody}</p>
        <div className="mt-4 flex flex-col items-start gap-3 sm:flex-row sm:items-center">
          <a href={signupHref} {...newTabProps} className="btn btn-primary px-5 sm:text-base">
            {fillLabel(copy.cta, { role })}
            <PracticeIcon svg={icons.arrow} className="size-4.5" />
          </a>
          <p className="text-sm text-muted">{copy.ctaNote}</p>
        </div>
      </div>
    </>
  )
}
