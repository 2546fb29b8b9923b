import { useEffect, useState } from 'react'
import { questionTakes, type Recording } from './recordings-store'

/**
 * The takes kept on this device for answer `index` of a round, in the order recorded, once read
 * (none where IndexedDB is blocked: nothing can have been kept), and what sets them after a change.
 */
export function useTakes(slug: string, round: string, index: number) {
  const [takes, setTakes] = useState<readonly Recording[]>([])
  useEffect(() => {
    let live = true
    setTakes([])
    void questionTakes(slug, round, index).then(
      (kept) => live && setTakes(kept),
      () => undefined,
    )
    return () => {
      live = false
    }
  }, [slug, round, index])
  return [takes, setTakes] as const
}
