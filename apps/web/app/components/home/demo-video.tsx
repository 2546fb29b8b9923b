import { lazy } from 'react'
import { LazyDialog, useDialogTrigger, type DialogTrigger, type DialogTriggerProps } from '../ui/lazy-dialog'
import type { DemoVideoContent } from './demo-video-dialog'

// The dialog (Radix) and the <video> are only downloaded when a visitor asks
// for the demo; hovering or focusing a trigger starts the download early.
const loadDialog = () => import('./demo-video-dialog')
const DemoVideoDialog = lazy(() => loadDialog().then((module) => ({ default: module.DemoVideoDialog })))

/** What a "watch the demo" trigger spreads onto its button. */
export interface DemoOpener {
  triggerProps: DialogTriggerProps
}

/** State of the one demo modal that several triggers open; focus goes back to the one used. */
export const useDemoVideo = () => useDialogTrigger(loadDialog)

/** Renders nothing until the demo is first opened. */
export function DemoVideoModal({ video, state }: { video: DemoVideoContent; state: DialogTrigger }) {
  return (
    <LazyDialog trigger={state}>
      <DemoVideoDialog video={video} open={state.open} onOpenChange={state.setOpen} returnFocusTo={state.triggerRef} />
    </LazyDialog>
  )
}
