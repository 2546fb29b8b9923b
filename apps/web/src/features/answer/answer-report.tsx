import { useId, type ReactNode, type Ref } from 'react'
import { form as practiceFormCopy, report as copy } from '~/content/practice.yaml'
import { KIND_PARTS, STAR_PARTS, type AnswerReport, type NextStep } from './answer-check'
import { fillLabel } from '~/lib/fill-label'
import { cn } from '~/lib/cn'
import { newTabProps } from '~/lib/links'
import { PracticeIcon } from './practice-icon'
import { andList, orList } from '~/lib/list-format'
import { Tile } from '~/components/ui/tile'

const quoted = (words: readonly string[]) => words.map((w) => `“${w}”`)

/** The copy of one next step, with its values filled in. */
export function stepText(step: NextStep): string {
  switch (step.id) {
    case 'star':
      return fillLabel(copy.steps.star, { parts: andList(step.parts.map((part) => copy.star[part].name.toLowerCase())) })
    case 'fillers':
      return fillLabel(copy.steps.fillers, { words: andList(quoted(step.words)) })
    case 'pace':
      return copy.steps.pace[step.verdict]
    case 'shape':
      return fillLabel(copy.steps.shape, { parts: andList(step.parts.map((part) => copy.shape[part])) })
    case 'expand':
    case 'tighten':
      return copy.steps[step.id][step.kind]
    case 'keywords':
      return fillLabel(copy.steps.keywords, { keywords: orList(step.suggestions) })
    default:
      return copy.steps[step.id]
  }
}

function starCaption(report: AnswerReport): string {
  const missing = STAR_PARTS.filter((part) => report.star[part] === null).map((part) => copy.star[part].name)
  return missing.length === 0 ? copy.starAll : fillLabel(copy.starMissing, { parts: andList(missing) })
}

const tileClass = 'rounded-2xl border border-line bg-surface p-3 shadow-sm sm:p-4'
const badgeClass = 'rounded-full px-2.5 py-0.5 text-xs font-semibold'
const subTitleClass = 'text-base font-semibold text-heading'

function Block({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-2xl border border-line bg-surface p-5 shadow-sm', className)}>
      <h4 className={subTitleClass}>{title}</h4>
      {children}
    </div>
  )
}

interface AnswerReportCardProps {
  report: AnswerReport
  /** Sign-up, with its arrow: left out inside a practice round, whose report ends with it. */
  signupHref?: string
  arrowIcon?: string
  headingRef: Ref<HTMLHeadingElement>
  /**
   * Inside a practice round: what the round's report will say of this answer (its score, label and
   * first thing to change, and the points credited with a sentence), so the check and the report
   * never disagree about the same text.
   */
  verdict?: { score: number; label: string; text: string; caption: string; points: { used: string[]; missed: string[] } }
}

/** The quick check, laid out like the sample report: summary tiles, STAR coverage, details, next steps, sign-up. */
export function AnswerReportCard({ report, signupHref, arrowIcon, headingRef, verdict }: AnswerReportCardProps) {
  const id = useId()
  const { summary } = copy
  const words = fillLabel(report.words === 1 ? practiceFormCopy.words.one : practiceFormCopy.words.other, { n: report.words })
  const { used, missed: unused } = verdict?.points ?? { used: report.keywords.used, missed: report.keywords.unused }
  return (
    <section aria-labelledby={`${id}title`} className="mt-6 rounded-3xl border border-line bg-surface-muted p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}title`} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-heading">
          {copy.heading}
        </h3>
        <span className={cn(badgeClass, 'bg-brand-tint-strong text-accent-strong')}>{copy.badge}</span>
      </div>
      <p className="mt-2 text-sm text-body-soft">{copy.disclaimer}</p>
      {!report.english && <p className="mt-4 rounded-xl bg-warning-tint p-3 text-sm text-warning-fg">{copy.notEnglish}</p>}
      {verdict && (
        <p className="mt-4 rounded-xl bg-surface p-3 text-sm text-body">
          <span className="font-semibold text-heading tabular-nums">
            {verdict.score}/100 · {verdict.label}
          </span>{' '}
          <span className="text-muted">{verdict.caption}</span> {verdict.text}
        </p>
      )}

      <dl className="mt-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {report.kind === 'story' ? (
          <Tile
            size="compact"
            className={tileClass}
            label={summary.star.label}
            value={fillLabel(summary.star.value, { found: report.starFound })}
            caption={starCaption(report)}
          />
        ) : (
          <Tile
            size="compact"
            className={tileClass}
            label={summary.shape.label[report.kind]}
            value={fillLabel(summary.shape.value, { found: report.shape.length, total: KIND_PARTS[report.kind].length })}
            caption={copy.shapeCaption}
          />
        )}
        {report.pace ? (
          <Tile
            size="compact"
            className={tileClass}
            label={summary.pace.label}
            value={fillLabel(summary.pace.value, { wpm: report.pace.wpm })}
            caption={copy.pace[report.pace.verdict]}
          />
        ) : (
          <Tile size="compact" className={tileClass} label={summary.words.label} value={words} caption={copy.length[report.length]} />
        )}
        <Tile
          size="compact"
          className={tileClass}
          label={summary.fillers.label}
          value={fillLabel(summary.fillers.value, { n: report.fillers.total })}
          caption={
            report.fillers.total === 0
              ? copy.fillersNone
              : fillLabel(copy.fillersTop, { words: andList(quoted(report.fillers.top.map((f) => f.word))) })
          }
        />
        <Tile
          size="compact"
          className={tileClass}
          label={summary.ownership.label}
          value={fillLabel(summary.ownership.value, { i: report.ownership.i, we: report.ownership.we })}
          caption={copy.ownership[report.ownership.verdict]}
        />
      </dl>

      <div className="mt-5 grid gap-5 lg:grid-cols-2">
        {report.kind !== 'story' ? (
          <Block title={copy.shapeTitle[report.kind]}>
            <ul className="mt-4 space-y-3">
              {KIND_PARTS[report.kind].map((part) => {
                const found = report.shape.includes(part)
                return (
                  <li key={part} className="flex flex-wrap items-center gap-2 font-medium text-heading">
                    {copy.shapeHeadings[part]}
                    <span className={cn(badgeClass, found ? 'bg-success-tint text-success-fg' : 'bg-warning-tint text-warning-fg')}>
                      {found ? copy.found : copy.missing}
                    </span>
                  </li>
                )
              })}
            </ul>
          </Block>
        ) : (
          <Block title={copy.starTitle}>
            <ul className="mt-4 space-y-4">
              {STAR_PARTS.map((part) => {
                const sentence = report.star[part]
                const { letter, name, missing } = copy.star[part]
                return (
                  <li key={part} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className={cn(
                        'inline-flex size-8 shrink-0 items-center justify-center rounded-full text-sm font-bold',
                        sentence ? 'bg-brand text-on-brand' : 'bg-surface-strong text-body-soft',
                      )}
                    >
                      {letter}
                    </span>
                    <div className="min-w-0">
                      <p className="flex flex-wrap items-center gap-2 font-medium text-heading">
                        {name}
                        <span className={cn(badgeClass, sentence ? 'bg-success-tint text-success-fg' : 'bg-warning-tint text-warning-fg')}>
                          {sentence ? copy.found : copy.missing}
                        </span>
                      </p>
                      <p className="mt-1 text-sm wrap-anywhere text-body-soft">
                        {sentence ? <q className="line-clamp-4">{sentence}</q> : missing}
                      </p>
                    </div>
                  </li>
                )
              })}
            </ul>
          </Block>
        )}
        <div className="grid content-start gap-5">
          <Block title={copy.resultTitle}>
            <p className="mt-2 text-sm text-body-soft">
              {report.measurableResult.length > 0
                ? fillLabel(copy.resultFound, { examples: andList(report.measurableResult) })
                : copy.resultMissing}
            </p>
          </Block>
          <Block title={copy.keywordsTitle}>
            {used.length > 0 ? (
              <ul className="mt-3 flex flex-wrap gap-2">
                {used.map((keyword) => (
                  <li key={keyword} className={cn(badgeClass, 'bg-success-tint text-success-fg')}>
                    {keyword}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-body-soft">{copy.keywordsNone}</p>
            )}
            {unused.length > 0 && (
              <p className="mt-3 text-sm text-muted">{fillLabel(copy.keywordsUnused, { keywords: andList(unused) })}</p>
            )}
          </Block>
        </div>
      </div>

      <Block title={copy.nextStepsTitle} className="mt-5">
        <ol className="mt-4 space-y-3">
          {report.nextSteps.map((step, index) => (
            <li key={step.id} className="flex gap-3 text-sm text-body-soft">
              <span className="inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-brand text-xs font-bold text-on-brand">
                {index + 1}
              </span>
              <span>{stepText(step)}</span>
            </li>
          ))}
        </ol>
      </Block>

      {signupHref && arrowIcon && (
        <div className="mt-6 flex flex-col items-start gap-3 sm:flex-row sm:items-center">
          <a href={signupHref} {...newTabProps} className="btn btn-primary w-full shrink-0 px-5 sm:w-auto sm:text-base">
            {copy.cta}
            <PracticeIcon svg={arrowIcon} className="size-4.5" />
          </a>
          <p className="text-sm text-muted">{copy.ctaNote}</p>
        </div>
      )}
    </section>
  )
}
