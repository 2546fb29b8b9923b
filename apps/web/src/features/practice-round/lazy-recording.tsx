import { lazy } from 'react'
import { recording as copy } from '~/content/practice-round.yaml'
import { RECORDINGS_DB } from '~/lib/storage-keys'

/**
 * The recording feature, loaded only when the visitor chooses to record or opens a report of a
 * round they recorded. Where it cannot load (offline), the round says so and typing goes on.
 */
const recording = () => import('~/features/recording')
const Unavailable = () => (
  <p role="alert" className="mt-4 text-sm font-medium text-warning-fg">
    {copy.errors.failed}
  </p>
)
export const RecordAnswer = lazy(() =>
  recording().then(
    (m) => ({ default: m.RecordAnswer }),
    () => ({ default: Unavailable }),
  ),
)
export const RecordingReview = lazy(() =>
  recording().then(
    (m) => ({ default: m.RecordingReview }),
    () => ({ default: () => null }),
  ),
)
/** Runs `work` with the recording feature; where it cannot load or fails, nothing was kept to forget. */
const withRecording = (work: (feature: Awaited<ReturnType<typeof recording>>) => Promise<void>) =>
  recording()
    .then(work)
    .catch(() => undefined)

/** Forgets the recordings of the rounds of `slug` the page no longer keeps (fallen off its history). */
export const keepRecordingsOf = (slug: string, rounds: readonly string[]) => withRecording((m) => m.keepOnlyRounds(slug, rounds))

/** Forgets a round's recordings (the round discarded). */
export const forgetRecordings = (slug: string, round: string) => withRecording((m) => m.deleteRoundRecordings(slug, round))

/** Forgets every recording of every round (Clear), without loading the recording feature. */
export function forgetAllRecordings() {
  try {
    globalThis.indexedDB?.deleteDatabase(RECORDINGS_DB)
  } catch {
    // IndexedDB blocked: nothing was recorded.
  }
}
