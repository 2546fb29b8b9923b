import type { ContactType } from '@app/contract'
import { CircleCheck } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { thankYou as thankYouCopy } from '~/content/support.yaml'
import { THANK_YOU_AUTO_CLOSE_MS } from '~/lib/constants'
import { Modal } from '~/components/ui/modal'
import { closesDialog, thanksDialogId } from '~/components/ui/dialog-commands'

interface ThankYouDialogProps {
  type: ContactType
  /** True from a successful send until the dialog closes. */
  open: boolean
  onClosed: () => void
}

/** Confirms a sent message; closes itself after THANK_YOU_AUTO_CLOSE_MS or on Close. */
export function ThankYouDialog({ type, open, onClosed }: ThankYouDialogProps) {
  const ref = useRef<HTMLDialogElement>(null)
  const id = thanksDialogId(type)
  useEffect(() => {
    const dialog = ref.current
    if (!open || !dialog) return
    if (!dialog.open) dialog.showModal()
    const timer = setTimeout(() => dialog.close(), THANK_YOU_AUTO_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [open])

  return (
    <Modal
      id={id}
      dialogRef={ref}
      onClose={onClosed}
      copy={thankYouCopy}
      className="max-w-md text-center"
      closeIcon={false}
      lead={<CircleCheck aria-hidden="true" className="mx-auto mb-4 size-12 text-success" />}
    >
      <button {...closesDialog(id)} className="btn btn-primary w-full">
        {thankYouCopy.close}
      </button>
    </Modal>
  )
}
