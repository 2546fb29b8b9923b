import { useEffect, useState } from 'react'
import { type Recording, roundRecordings } from './recordings-store'

/**
 * The recording kept on this device for answer `index` of a round, once read (null: none, or
 * IndexedDB blocked, where nothing can have been kept), and what sets it after a save or a delete.
 */
export function useKeptRecording(slug: string, round: string, index: number) {
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
  return [recording, setRecording] as const
}
