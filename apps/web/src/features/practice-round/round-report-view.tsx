import { type Ref, useDeferredValue } from 'react'
import { report as copy } from '~/content/practice-round.yaml'
import { ScoreBar, ScoreValue } from '~/components/ui/score-bar'
import { Tile } from '~/components/ui/tile'
import { cn } from '~/lib/cn'
import { fillLabel } from '~/lib/fill-label'
import { type Progress, recommendationText, type RoundReport, signed, SKILLS } from '~/features/answer'
import { card, cardTitle, chip } from './report-classes'
import { RoundReportDetails, type RoundReportDetailsProps } from './round-report-details'

export interface RoundReportViewProps extends Omit<RoundReportDetailsProps, 'report'> {
  /** The round's report; null for the moment between the tap on Finish and the report worked out. */
  report: RoundReport | null
  /** The day the round was taken, as the visitor reads dates. */
  date: string
  headingRef: Ref<HTMLHeadingElement>
  /** The change since the round before this one, with its date as the visitor reads dates. */
  progress: (Progress & { date: string }) | null
  /** True when the storage is full and this report is not kept: it goes with a reload. */
  notSaved: boolean
}

function Change({ value }: { value: number }) {
  return (
    <span
      className={cn(
        chip,
        'tabular-nums',
        value > 0 ? 'bg-success-tint text-success-fg' : value < 0 ? 'bg-warning-tint text-warning-fg' : 'bg-surface-strong text-body',
      )}
    >
      {signed(value)}
    </span>
  )
}

/**
 * The report of a round, laid out like the sample report (features/instant-interview-feedback-reports):
 * summary tiles, the four skills and the recommendations, then its details (RoundReportDetails).
 */
export function RoundReportView({ date, headingRef, progress, report, notSaved, ...rest }: RoundReportViewProps) {
  const { role, earlier, actions } = rest
  // A tap on Finish paints the heading at once (report null while it is worked out, a frame later);
  // then the overview; then the details, in a render of their own (a deferred value), so that each
  // step paints within 100 ms on a slow phone. The heading stays the same element throughout, so
  // it keeps the focus the tap gave it.
  const complete = useDeferredValue(report !== null, false)
  const heading = (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <h2
        id="round-report-title"
        ref={headingRef}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight text-heading outline-none sm:text-3xl"
      >
        {copy.heading}
      </h2>
      <span className={cn(chip, 'bg-brand-tint-strong text-accent-strong')}>{copy.badge}</span>
    </div>
  )
  if (!report) {
    return (
      <section aria-labelledby="round-report-title" aria-busy="true" className="round-report">
        {heading}
        <p className="mt-2 text-sm text-muted">{copy.scoring}</p>
      </section>
    )
  }
  const perAnswer = report.answered === 0 ? 0 : Math.round(report.words / report.answered)
  return (
    <section aria-labelledby="round-report-title" className="round-report">
      {heading}
      <p className="mt-2 text-sm text-muted">
        {fillLabel(copy.subheading, { role, date, answered: report.answered, total: report.total })}
      </p>
      {notSaved && (
        <p role="alert" className="mt-3 rounded-2xl bg-warning-tint p-3 text-sm text-warning-fg print:hidden">
          {copy.notSaved}
        </p>
      )}
      {earlier && (
        <p className="mt-3 flex flex-wrap items-center gap-3 rounded-2xl bg-info-tint p-3 text-sm text-info-fg print:hidden">
          {fillLabel(copy.viewing, { date: earlier })}
          <button type="button" className="btn btn-outline" onClick={actions.onBack}>
            {copy.backToLatest}
          </button>
        </p>
      )}

      <dl className="mt-6 grid gap-4 sm:grid-cols-3">
        <Tile
          size="large"
          className={card}
          label={copy.overall}
          value={`${report.overall}/100`}
          caption={
            progress ? fillLabel(copy.progressOverall, { change: signed(progress.overall), date: progress.date }) : copy.overallCaption
          }
        >
          <dd className="mt-2">
            <ScoreValue score={report.overall} />
          </dd>
        </Tile>
        <Tile
          size="large"
          className={card}
          label={copy.wordsTile}
          value={String(report.words)}
          caption={fillLabel(copy.wordsCaption, { n: perAnswer })}
        />
        <Tile
          size="large"
          className={card}
          label={copy.paceTile}
          value={report.pace ? `${report.pace.wpm}/min` : '—'}
          caption={report.pace ? copy.paceCaption[report.pace.verdict] : copy.noPace}
        />
      </dl>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <div className={card}>
          <h3 className={cardTitle}>{copy.skillsTitle}</h3>
          {progress && <p className="mt-1 text-sm text-muted">{fillLabel(copy.progressCaption, { date: progress.date })}</p>}
          <ul className="mt-5 space-y-5">
            {SKILLS.map((skill) => (
              <li key={skill}>
                <p className="flex items-center justify-between gap-3 text-sm">
                  <span className="font-medium text-body">{copy.skills[skill]}</span>
                  <span className="flex items-center gap-2">
                    {progress && <Change value={progress.skills[skill]} />}
                    <ScoreValue score={report.skills[skill]} />
                  </span>
                </p>
                <ScoreBar value={report.skills[skill]} className="mt-2" />
              </li>
            ))}
          </ul>
        </div>
        <div className={card}>
          <h3 className={cardTitle}>{copy.recommendationsTitle}</h3>
          <ol className="mt-5 space-y-4">
            {report.recommendations.map((r, i) => (
              <li key={r.id} className="flex gap-3 text-sm text-body-soft">
                <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand text-xs font-bold text-on-brand">
                  {i + 1}
                </span>
                <span>{recommendationText(r)}</span>
              </li>
            ))}
          </ol>
        </div>
      </div>

      {complete && <RoundReportDetails report={report} {...rest} />}
    </section>
  )
}
