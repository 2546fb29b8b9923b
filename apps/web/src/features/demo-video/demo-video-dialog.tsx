import { X } from 'lucide-react'
import type { HomeContent } from '~/content/home'
import type { VideoSource } from './demo-video'
import { closesDialog, DIALOG_IDS } from '~/components/ui/dialog-commands'
import { DialogFrame } from '~/components/ui/modal'

export type DemoVideoContent = Omit<HomeContent['demoVideo'], 'sources'> & {
  sources: readonly VideoSource[]
  captionsEnabled: boolean
}

const id = DIALOG_IDS.demo

/**
 * The demo modal, in the page's HTML and opened by `opensDialog(DIALOG_IDS.demo)` buttons. The
 * video downloads nothing before it opens (preload="none", its poster in data-poster); the
 * page's inline script sets the poster and plays it when the dialog opens and pauses it when it
 * closes (inline-script.ts).
 */
export function DemoVideoDialog({ video }: { video: DemoVideoContent }) {
  return (
    <DialogFrame
      id={id}
      className="w-[min(60rem,calc(100vw-2rem))] max-w-none overflow-hidden rounded-xl bg-inverse shadow-2xl backdrop:bg-scrim/80"
    >
      <div className="flex items-center justify-between gap-4 py-2 pr-2 pl-4">
        <h2 id={`${id}-title`} className="text-base font-semibold text-on-inverse">
          {video.title}
        </h2>
        <button {...closesDialog(id)} className="btn text-on-inverse hover:bg-on-inverse/10 focus-visible:outline-on-inverse">
          <X aria-hidden="true" size={22} />
          <span className="sr-only">{video.closeLabel}</span>
        </button>
      </div>
      <p id={`${id}-description`} className="sr-only">
        {video.description}
      </p>
      <video
        className="block aspect-video h-auto w-full bg-scrim"
        width={video.poster.width}
        height={video.poster.height}
        data-poster={video.poster.src}
        controls
        playsInline
        preload="none"
        data-play-on-open=""
      >
        {video.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
        {video.captionsEnabled ? (
          <track kind="captions" src={video.captions.src} srcLang={video.captions.srcLang} label={video.captions.label} default />
        ) : null}
        {video.fallback}
      </video>
    </DialogFrame>
  )
}
