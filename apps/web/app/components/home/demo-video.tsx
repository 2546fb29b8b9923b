import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react'
import type { DemoVideoContent } from './demo-video-dialog'

// The dialog (Radix) and the <video> are only downloaded when a visitor asks
// for the demo; hovering or focusing a trigger starts the download early.
const loadDialog = () => import('./demo-video-dialog')
const DemoVideoDialog = lazy(() => loadDialog().then((module) => ({ default: module.DemoVideoDialog })))

/** What a "watch the demo" trigger spreads onto its button. */
export interface DemoOpener {
  triggerProps: {
    onClick: (event: React.MouseEvent<HTMLElement>) => void
    onPointerEnter: () => void
    onFocus: () => void
  }
}

/**
 * State of the one demo modal that several triggers open. Focus goes back to
 * the trigger that opened it (Safari does not focus buttons on click, so the
 * dialog's own "previously focused element" cannot be relied on).
 */
export function useDemoVideo() {
  const [open, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const opener = useRef<HTMLElement | null>(null)

  const trigger: DemoOpener = useMemo(() => {
    const preload = () => void loadDialog().catch(() => undefined)
    return {
      triggerProps: {
        onClick: (event) => {
          opener.current = event.currentTarget
          setMounted(true)
          setOpen(true)
        },
        onPointerEnter: preload,
        onFocus: preload,
      },
    }
  }, [])

  const returnFocus = useCallback(() => opener.current?.focus(), [])
  return { trigger, open, mounted, setOpen, returnFocus }
}

interface DemoVideoModalProps {
  video: DemoVideoContent
  state: ReturnType<typeof useDemoVideo>
}

/** Renders nothing until the demo is first opened. */
export function DemoVideoModal({ video, state }: DemoVideoModalProps) {
  if (!state.mounted) return null
  return (
    <Suspense fallback={null}>
      <DemoVideoDialog video={video} open={state.open} onOpenChange={state.setOpen} onClosed={state.returnFocus} />
    </Suspense>
  )
}
