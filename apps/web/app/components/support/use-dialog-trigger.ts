import { useCallback, useRef, useState } from 'react'

/**
 * State of a button that opens a lazily loaded dialog. `requested` turns true on the first
 * click and stays true, so the dialog (and a thank-you dialog it owns) stays mounted once
 * loaded; `triggerRef` is where focus returns when it closes.
 */
export function useDialogTrigger() {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const show = useCallback(() => {
    setRequested(true)
    setOpen(true)
  }, [])
  return { open, setOpen, requested, show, triggerRef }
}
