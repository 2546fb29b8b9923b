import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type { RefObject } from 'react'
import type { HomeContent } from '../../content/home'
import type { VideoSource } from '../../lib/demo-video'
import { DialogFrame } from '../ui/modal'

export type DemoVideoContent = Omit<HomeContent['demoVideo'], 'sources'> & {
  sources: readonly VideoSource[]
  captionsEnabled: boolean
}

interface DemoVideoDialogProps {
  video: DemoVideoContent
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The trigger that opened the dialog, where focus returns. */
  returnFocusTo: RefObject<HTMLElement | null>
}

/**
 * The demo modal: Radix gives the focus trap, Escape, backdrop click and the
 * close button. The <video> exists only while the dialog is open, so nothing
 * is downloaded before, and it stops when the dialog closes.
 */
export function DemoVideoDialog({ video, open, onOpenChange, returnFocusTo }: DemoVideoDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      backdropClassName="bg-slate-950/80"
      className="w-[min(60rem,calc(100vw-2rem))] overflow-hidden rounded-xl bg-slate-900 shadow-2xl"
    >
      <div className="flex items-center justify-between gap-4 py-2 pr-2 pl-4">
        <Dialog.Title className="text-base font-semibold text-white">{video.title}</Dialog.Title>
        <Dialog.Close className="btn text-white hover:bg-white/10 focus-visible:outline-white">
          <X aria-hidden="true" size={22} />
          <span className="sr-only">{video.closeLabel}</span>
        </Dialog.Close>
      </div>
      <Dialog.Description className="sr-only">{video.description}</Dialog.Description>
      <video
        className="block aspect-video h-auto w-full bg-black"
        width={video.poster.width}
        height={video.poster.height}
        poster={video.poster.src}
        controls
        autoPlay
        playsInline
        preload="auto"
      >
        {video.sources.map((source) => (
          <source key={source.src} src={source.src} type={source.type} />
        ))}
        {video.captionsEnabled ? (
          <track
            kind="captions"
            src={video.captions.src}
            srcLang={video.captions.srcLang}
            label={video.captions.label}
            default
          />
        ) : null}
        {video.fallback}
      </video>
    </DialogFrame>
  )
}
