import { Play } from 'lucide-react'
import type { HomeContent } from '~/content/home'
import { DIALOG_IDS, opensDialog } from '~/components/ui/dialog-commands'

interface VideoThumbnailProps {
  poster: HomeContent['demoVideo']['poster']
  label: string
}

/** The video's poster as a button that opens the demo modal. */
export function VideoThumbnail({ poster, label }: VideoThumbnailProps) {
  return (
    <button
      className="group relative block w-full overflow-hidden rounded-2xl border border-line shadow-lg focus-visible:outline-4 focus-visible:outline-offset-4 focus-visible:outline-focus"
      {...opensDialog(DIALOG_IDS.demo)}
    >
      <img
        src={poster.src}
        width={poster.width}
        height={poster.height}
        alt=""
        loading="lazy"
        decoding="async"
        className="block aspect-video h-auto w-full"
      />
      <span className="absolute inset-0 flex items-center justify-center bg-scrim/25 transition-colors group-hover:bg-scrim/35">
        <span className="flex size-16 items-center justify-center rounded-full bg-surface text-accent shadow-xl transition-transform group-hover:scale-110 sm:size-20">
          <Play aria-hidden="true" size={32} className="translate-x-0.5" fill="currentColor" />
        </span>
      </span>
      <span className="sr-only">{label}</span>
    </button>
  )
}
