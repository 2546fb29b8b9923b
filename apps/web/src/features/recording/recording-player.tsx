import { recording as copy } from '~/content/practice-round.yaml'
import { fillLabel } from '~/lib/fill-label'
import { extensionOf } from './recorder'
import type { Recording } from './recordings-store'
import { useObjectUrl } from './use-object-url'

/** A kept take's player (sound, or sound and picture, from the device: never a request) and its download. */
export function RecordingPlayer({ recording, n }: { recording: Recording; n: number }) {
  const url = useObjectUrl(recording.media)
  if (!url) return null
  const names = { n, take: recording.take }
  return (
    <div className="mt-2">
      {recording.media.type.startsWith('video/') ? (
        // As recorded: not mirrored like the self-view, but as an interviewer would see it.
        <video
          controls
          playsInline
          preload="metadata"
          src={url}
          aria-label={fillLabel(copy.player, names)}
          className="aspect-video w-full rounded-xl bg-inverse"
        />
      ) : (
        <audio controls preload="metadata" src={url} aria-label={fillLabel(copy.player, names)} className="w-full" />
      )}
      <a
        href={url}
        download={`answer-${n}-take-${recording.take}.${extensionOf(recording.media.type)}`}
        className="mt-1 inline-block text-sm font-semibold text-accent underline underline-offset-2"
      >
        {fillLabel(copy.download, names)}
      </a>
    </div>
  )
}
