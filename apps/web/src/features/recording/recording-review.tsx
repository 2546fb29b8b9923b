import { RecordingPlayer } from './recording-player'
import { useKeptRecording } from './use-kept-recording'

/** In the report: the recording of answer `index` of a round, if one was kept on this device. */
export function RecordingReview({ slug, round, index }: { slug: string; round: string; index: number }) {
  const [recording] = useKeptRecording(slug, round, index)
  return recording && <RecordingPlayer recording={recording} n={index + 1} />
}
