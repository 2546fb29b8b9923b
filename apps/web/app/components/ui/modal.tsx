import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react'
import { cn } from '../../lib/cn'
import { useScrollLock } from '../../lib/use-scroll-lock'

/** The words of a modal: its title, the sentence under it, and the close button's name. */
export interface ModalCopy {
  title: string
  description: string
  close: string
}

export interface ModalProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  copy: ModalCopy
  /**
   * The button that opened the dialog. It lives outside the lazily loaded chunk (no
   * Dialog.Trigger), so focus is handed back to it here when the dialog closes.
   */
  returnFocusTo?: RefObject<HTMLElement | null> | undefined
  /** Return false to keep focus where it is on close (another dialog takes over). */
  shouldReturnFocus?: () => boolean
  /**
   * While set, the dialog is busy: this node covers the content and takes focus, everything
   * else is inert, and neither Escape nor a click outside closes the dialog.
   */
  busy?: ReactNode
  /** Shown above the title (an icon). */
  lead?: ReactNode
  /** The X button in the corner; off when the dialog has its own Close button only. */
  closeIcon?: boolean
  children: ReactNode
  className?: string
}

/** What the page hands a dialog it opens: the open state and the button to return focus to. */
export type DialogProps = Pick<ModalProps, 'open' | 'onOpenChange' | 'returnFocusTo'>

export interface DialogFrameProps extends Pick<
  ModalProps,
  'open' | 'onOpenChange' | 'returnFocusTo' | 'shouldReturnFocus'
> {
  /** While true, neither Escape nor a click outside closes the dialog. */
  locked?: boolean
  backdropClassName: string
  className: string
  children: ReactNode
}

/**
 * The frame of every modal dialog, on Radix Dialog: backdrop, focus trap, Escape, a click
 * outside, and focus back on the opener. It draws its own backdrop instead of
 * Dialog.Overlay: the overlay's scroll lock (react-remove-scroll) injects a <style> element,
 * which a strict CSP (style-src 'self', no 'unsafe-inline') refuses. Scrolling is locked with
 * a class on <html> instead, so these dialogs work under the strictest policy.
 */
export function DialogFrame({
  open,
  onOpenChange,
  returnFocusTo,
  shouldReturnFocus,
  locked,
  backdropClassName,
  className,
  children,
}: DialogFrameProps) {
  useScrollLock(open)
  const keepOpenWhileLocked = (event: Event) => {
    if (locked) event.preventDefault()
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <div className={cn('fixed inset-0 z-50', backdropClassName)} aria-hidden="true" />
        <Dialog.Content
          className={cn('fixed top-1/2 left-1/2 z-50 -translate-x-1/2 -translate-y-1/2 focus:outline-none', className)}
          onEscapeKeyDown={keepOpenWhileLocked}
          onPointerDownOutside={keepOpenWhileLocked}
          onInteractOutside={keepOpenWhileLocked}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (shouldReturnFocus?.() ?? true) returnFocusTo?.current?.focus()
          }}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

/** A white modal with a title, a description, an optional busy overlay and a close icon. */
export function Modal(props: ModalProps) {
  const { copy, busy, lead, children } = props
  const busyRef = useRef<HTMLDivElement>(null)
  const isBusy = busy != null && busy !== false
  const closeIcon = props.closeIcon ?? true
  useLayoutEffect(() => {
    if (isBusy) busyRef.current?.focus()
  }, [isBusy])

  return (
    <DialogFrame
      open={props.open}
      onOpenChange={props.onOpenChange}
      returnFocusTo={props.returnFocusTo}
      shouldReturnFocus={props.shouldReturnFocus}
      locked={isBusy}
      backdropClassName="bg-slate-900/60"
      className={cn(
        'max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl sm:p-8',
        props.className,
      )}
    >
      <div inert={isBusy}>
        {lead}
        <Dialog.Title className={cn('text-xl font-bold text-slate-900', closeIcon && 'pr-10')}>
          {copy.title}
        </Dialog.Title>
        <Dialog.Description className="mt-2 text-sm text-slate-600">{copy.description}</Dialog.Description>
        <div className="mt-6">{children}</div>
        {closeIcon && (
          <Dialog.Close className="btn btn-ghost absolute top-3 right-3 min-w-11 px-0" aria-label={copy.close}>
            <X aria-hidden="true" className="size-5" />
          </Dialog.Close>
        )}
      </div>
      {isBusy && (
        <div
          ref={busyRef}
          tabIndex={-1}
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-2xl bg-white/90 p-6 text-center backdrop-blur-sm focus:outline-none"
        >
          {busy}
        </div>
      )}
    </DialogFrame>
  )
}
