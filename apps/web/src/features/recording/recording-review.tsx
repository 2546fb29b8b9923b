import { useEffect, useState } from 'react'
import { type Recording, roundRecordings } from './recordings-store'
import { RecordingPlayer } from './recording-player'

/** In the report: the recording of answer `index` of a round, if one was kept on this device. */
export function RecordingReview({ slug, round, index }: { slug: string; round: string; index: number }) {
  const [recording, setRecording] = useState<Recording | null>(null)
  useEffect(() => {
    let live = true
    void roundRecordings(slug, round).then(
      (kept) => live && setRecording(kept.get(index) ?? null),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [slug, round, index])
  return recording && <RecordingPlayer recording={recording} n={index + 1} />
}
