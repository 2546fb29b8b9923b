import { CircleCheck } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useEffect } from 'react'
import { thankYouCopy } from '../../content/support-dialogs'
import { THANK_YOU_AUTO_CLOSE_MS } from '../../lib/constants'
import { Modal, type DialogProps } from '../ui/modal'

/** Confirms a sent message; closes itself after THANK_YOU_AUTO_CLOSE_MS or on Close. */
export function ThankYouDialog(props: DialogProps) {
  const { open, onOpenChange } = props
  useEffect(() => {
    if (!open) return
    const timer = setTimeout(() => onOpenChange(false), THANK_YOU_AUTO_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [open, onOpenChange])

  return (
    <Modal
      {...props}
      copy={thankYouCopy}
      className="max-w-md text-center"
      closeIcon={false}
      lead={<CircleCheck aria-hidden="true" className="mx-auto mb-4 size-12 text-emerald-600" />}
    >
      <Dialog.Close className="btn btn-primary w-full">{thankYouCopy.close}</Dialog.Close>
    </Modal>
  )
}
