import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type { HomeContent } from '../../content/home'
import type { VideoSource } from '../../lib/demo-video'
import { useScrollLock } from '../../lib/use-scroll-lock'

export type DemoVideoContent = Omit<HomeContent['demoVideo'], 'sources'> & {
  sources: readonly VideoSource[]
  captionsEnabled: boolean
}

interface DemoVideoDialogProps {
  video: DemoVideoContent
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Called after the dialog closed, to put focus back on the trigger. */
  onClosed: () => void
}

/**
 * The demo modal: Radix gives the focus trap, Escape, backdrop click and the
 * close button. The <video> exists only while the dialog is open, so nothing
 * is downloaded before, and it stops when the dialog closes.
 */
export function DemoVideoDialog({ video, open, onOpenChange, onClosed }: DemoVideoDialogProps) {
  useScrollLock(open)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        {/* Not Dialog.Overlay: see useScrollLock. A click here is outside the content and closes. */}
        <div className="fixed inset-0 z-50 bg-slate-950/80" aria-hidden="true" />
        <Dialog.Content
          className="fixed top-1/2 left-1/2 z-50 w-[min(60rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-hidden rounded-xl bg-slate-900 shadow-2xl focus:outline-none"
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            onClosed()
          }}
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
