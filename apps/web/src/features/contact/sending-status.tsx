import { LoaderCircle } from 'lucide-react'
import { sending as sendingCopy } from '~/content/support.yaml'

/** The blocking "Sending Message..." state shown over the form while it is sent. */
export function SendingStatus() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-3">
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-accent-soft motion-reduce:animate-none" />
      <p className="text-lg font-semibold text-heading">{sendingCopy.title}</p>
      <p className="text-sm text-muted">{sendingCopy.detail}</p>
    </div>
  )
}
