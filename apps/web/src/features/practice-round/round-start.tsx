import type { Ref } from 'react'
import { round as copy } from '~/content/practice-round.yaml'

/** The start screen: also what the page's HTML shows before the island hydrates. */
export function RoundStart({
  onStart,
  headingRef,
  storageOff = false,
}: {
  onStart?: () => void
  headingRef?: Ref<HTMLHeadingElement>
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
      {/* Filled by client-round.ts when the round's script fails to load: React never runs then. */}
      <p role="status" data-round-load-error={copy.loadFailed} className="mt-4 text-sm font-medium text-warning-fg empty:hidden" />
    </div>
  )
}
