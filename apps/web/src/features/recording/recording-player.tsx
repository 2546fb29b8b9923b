import { useEffect, useState } from 'react'
import { recording as copy } from '~/content/practice-round.yaml'
import { fillLabel } from '~/lib/fill-label'
import { DeliveryStrip } from './delivery-strip'
import { extensionOf } from './recorder'
import type { Recording } from './recordings-store'

/** A kept recording: its player (the audio from the device, never a request) and how it was said. */
export function RecordingPlayer({ recording, n }: { recording: Recording; n: number }) {
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    const made = URL.createObjectURL(recording.audio)
    setUrl(made)
    return () => URL.revokeObjectURL(made)
  }, [recording.audio])
  return (
    <div className="recording mt-3">
      {url && (
        <>
          <audio controls preload="metadata" src={url} aria-label={fillLabel(copy.player, { n })} className="w-full" />
          <a
            href={url}
            download={`answer-${n}.${extensionOf(recording.audio.type)}`}
            className="mt-1 inline-block text-sm font-semibold text-accent underline underline-offset-2"
          >
            {fillLabel(copy.download, { n })}
          </a>
        </>
      )}
      <DeliveryStrip delivery={recording.delivery} />
    </div>
  )
}
