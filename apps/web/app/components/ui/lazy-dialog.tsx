import { Suspense, useMemo, useRef, useState, type ButtonHTMLAttributes, type ReactNode } from 'react'

/**
 * State of a lazily loaded dialog and the buttons that open it. `requested` turns true on the
 * first click and stays true, so the dialog (and a thank-you dialog it owns) stays mounted once
 * loaded. Hovering or focusing a trigger starts the download early. `triggerRef` holds the
 * button that opened it, where focus returns on close (Safari does not focus buttons on click,
 * so the dialog's own "previously focused element" cannot be relied on).
 */
export function useDialogTrigger(preload: () => Promise<unknown>) {
  const [open, setOpen] = useState(false)
  const [requested, setRequested] = useState(false)
  const triggerRef = useRef<HTMLElement | null>(null)
  const triggerProps = useMemo(() => {
    const warm = () => void preload().catch(() => undefined)
    return {
      'aria-haspopup': 'dialog' as const,
      onClick: (event: React.MouseEvent<HTMLElement>) => {
        triggerRef.current = event.currentTarget
        setRequested(true)
        setOpen(true)
      },
      onPointerEnter: warm,
      onFocus: warm,
    }
  }, [preload])
  return { open, setOpen, requested, triggerRef, triggerProps }
}

export type DialogTrigger = ReturnType<typeof useDialogTrigger>
/** What a button that opens a dialog spreads onto itself. */
export type DialogTriggerProps = DialogTrigger['triggerProps']

/** Renders the dialog once it has been asked for, and keeps it mounted after. */
export function LazyDialog({ trigger, children }: { trigger: Pick<DialogTrigger, 'requested'>; children: ReactNode }) {
  return trigger.requested ? <Suspense fallback={null}>{children}</Suspense> : null
}

interface DialogButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick' | 'type'> {
  /** Starts downloading the dialog's code. */
  preload: () => Promise<unknown>
  /** The dialog, given the trigger's state. */
  dialog: (trigger: DialogTrigger) => ReactNode
}

/** A button that opens a lazily loaded dialog (footer support entries, the floating Contact Us). */
export function DialogButton({ preload, dialog, children, ...buttonProps }: DialogButtonProps) {
  const trigger = useDialogTrigger(preload)
  return (
    <>
      <button type="button" {...buttonProps} {...trigger.triggerProps}>
        {children}
      </button>
      <LazyDialog trigger={trigger}>{dialog(trigger)}</LazyDialog>
    </>
  )
}
