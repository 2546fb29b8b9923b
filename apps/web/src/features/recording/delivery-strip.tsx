import { recording as copy } from '~/content/practice-round.yaml'
import { Tile } from '~/components/ui/tile'
import { minutesAndSeconds } from '~/lib/clock'
import { fillLabel } from '~/lib/fill-label'
import { andList } from '~/lib/list-format'
import type { Delivery } from './delivery'

const tile = 'rounded-2xl border border-line bg-surface p-3'

/** "At 0:04 and 0:31": where the long pauses fall. */
export const pausesAt = (pauses: Delivery['pauses']) =>
  fillLabel(copy.delivery.pausesAt, { times: andList(pauses.map((p) => minutesAndSeconds(p.atMs / 1000))) })

/** How an answer was said, in plain words: speaking time, long pauses and where, and pace where the words are known. */
export function DeliveryStrip({ delivery }: { delivery: Delivery }) {
  const { pauses, wpm } = delivery
  return (
    <section aria-label={copy.delivery.title} className="mt-3">
      <h4 className="text-sm font-semibold text-body">{copy.delivery.title}</h4>
      <dl className="mt-2 grid grid-cols-[repeat(auto-fit,minmax(12rem,1fr))] gap-3">
        <Tile
          size="compact"
          className={tile}
          label={copy.delivery.speaking}
          value={minutesAndSeconds(delivery.speakingMs / 1000)}
          caption={copy.delivery.speakingNote}
        />
        <Tile
          size="compact"
          className={tile}
          label={copy.delivery.pauses}
          value={pauses.length === 0 ? copy.delivery.pausesNone : String(pauses.length)}
          caption={pauses.length === 0 ? copy.delivery.pausesNote : `${pausesAt(pauses)}. ${copy.delivery.pausesNote}`}
        />
        {wpm !== null && (
          <Tile
            size="compact"
            className={tile}
            label={copy.delivery.pace}
            value={fillLabel(copy.delivery.paceValue, { wpm })}
            caption={copy.delivery.paceNote}
          />
        )}
      </dl>
    </section>
  )
}
