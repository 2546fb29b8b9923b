import { recording as copy } from '~/content/practice-round.yaml'
import { fillLabel } from '~/lib/fill-label'
import { DeliveryStrip } from './delivery-strip'
import { bestTake } from './recordings-store'
import { RecordingPlayer } from './recording-player'
import { TakeWords } from './take-card'
import { useTakes } from './use-takes'

/** In the report: the best take of answer `index` of a round (the visitor's choice, else the latest), if one was kept on this device. */
export function RecordingReview({ slug, round, index }: { slug: string; round: string; index: number }) {
  const [takes] = useTakes(slug, round, index)
  const best = bestTake(takes)
  if (!best) return null
  return (
    <div className="mt-3">
      {takes.length > 1 && <p className="text-sm text-muted">{fillLabel(copy.reviewTake, { take: best.take, takes: takes.length })}</p>}
      <RecordingPlayer recording={best} n={index + 1} />
      {best.transcript && <TakeWords transcript={best.transcript} className="text-sm" />}
      {best.delivery ? <DeliveryStrip delivery={best.delivery} /> : <p className="mt-2 text-sm text-muted">{copy.noFigures}</p>}
    </div>
  )
}
