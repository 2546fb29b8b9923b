import { recording as copy } from '~/content/practice-round.yaml'
import { minutesAndSeconds } from '~/lib/clock'
import { cn } from '~/lib/cn'
import { fillLabel } from '~/lib/fill-label'
import { andList } from '~/lib/list-format'
import type { Recording } from './recordings-store'
import { pausesAt } from './delivery-strip'
import { RecordingPlayer } from './recording-player'

/** What the check makes of a take's words. */
export interface WordsJudged {
  score: number
  /** The filler words heard, most used first, with how often. */
  fillers: readonly { word: string; count: number }[]
}

export interface TakeCardProps {
  take: Recording
  /** Answer number, from 1. */
  n: number
  /** The check of the take's dictated words, where it has some. */
  judged: WordsJudged | null
  /** Offered where the question has other takes to choose from. */
  best: { chosen: boolean; onChoose: () => void } | null
  /** Offered where the take's words differ from the answer in the box. */
  onUseWords: (() => void) | null
  onDelete: () => void
}

const clock = (ms: number) => minutesAndSeconds(ms / 1000)

/** What dictation heard during a take. */
export const TakeWords = ({ transcript, className }: { transcript: string; className?: string }) => (
  <p className={cn('mt-2 text-muted', className)}>
    <span className="font-semibold text-body">{copy.transcript}</span> {transcript}
  </p>
)

/** One take of a question, beside the others: its player and the figures to compare it by. */
export function TakeCard({ take, n, judged, best, onUseWords, onDelete }: TakeCardProps) {
  const { delivery } = take
  const headingId = `take-${n}-${take.take}`
  const figures: [string, string][] = [[copy.length, clock(take.lengthMs)]]
  if (delivery) {
    figures.push(
      [copy.delivery.speaking, clock(delivery.speakingMs)],
      [
        copy.delivery.pauses,
        delivery.pauses.length === 0 ? copy.delivery.pausesNone : `${delivery.pauses.length} · ${pausesAt(delivery.pauses)}`,
      ],
    )
    if (delivery.wpm !== null) figures.push([copy.delivery.pace, fillLabel(copy.delivery.paceValue, { wpm: delivery.wpm })])
  }
  if (judged) {
    const heard = judged.fillers.reduce((sum, f) => sum + f.count, 0)
    figures.push(
      [copy.fillers, heard === 0 ? copy.fillersNone : `${heard} · ${andList(judged.fillers.slice(0, 3).map((f) => `“${f.word}”`))}`],
      [copy.score, String(judged.score)],
    )
  }
  return (
    <li>
      <article aria-labelledby={headingId} className="h-full rounded-2xl border border-line bg-surface p-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h4 id={headingId} className="font-semibold text-heading">
            {fillLabel(copy.take, { take: take.take })}
          </h4>
          {best && (
            <label className="flex items-center gap-2 font-medium text-body">
              <input
                type="radio"
                name={`best-${n}`}
                checked={best.chosen}
                onChange={best.onChoose}
                aria-describedby={headingId}
                className="size-4 accent-brand"
              />
              {copy.best}
            </label>
          )}
        </div>
        <RecordingPlayer recording={take} n={n} />
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          {figures.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted">{label}</dt>
              <dd className="font-medium text-heading tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {!delivery && <p className="mt-2 text-muted">{copy.noFigures}</p>}
        {take.transcript && <TakeWords transcript={take.transcript} className="line-clamp-4" />}
        <div className="mt-2 flex flex-wrap gap-x-2">
          {onUseWords && (
            <button type="button" className="btn btn-ghost -ml-2 px-2 text-accent" aria-describedby={headingId} onClick={onUseWords}>
              {copy.useWords}
            </button>
          )}
          <button type="button" className="btn btn-ghost -ml-2 px-2 text-muted" onClick={onDelete}>
            {fillLabel(copy.remove, { take: take.take })}
          </button>
        </div>
      </article>
    </li>
  )
}
