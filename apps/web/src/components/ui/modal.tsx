import { X } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react'
import { cn } from '~/lib/cn'
import { closesDialog } from './dialog-commands'

/** The words of a modal: its title, the sentence under it, and the close button's name. */
interface ModalCopy {
  title: string
  description: string
  close: string
}

export interface DialogFrameProps {
  id: string
  /** While true, neither Escape nor a click on the backdrop closes the dialog. */
  locked?: boolean
  /** Called when the dialog has closed, however it was closed. */
  onClose?: () => void
  className: string
  children: ReactNode
  dialogRef?: RefObject<HTMLDialogElement | null>
}

/**
 * The frame of every modal dialog: a native `<dialog>` in the prerendered HTML, opened by
 * `opensDialog(id)` buttons. The browser gives the top layer, the backdrop, focus containment,
 * Escape and (`closedby="any"`) a click on the backdrop; html:has(dialog:modal) locks the page's
 * scrolling (app.css). `open` is never rendered: the visitor may have opened the dialog before
 * React hydrated it, hence suppressHydrationWarning.
 */
export function DialogFrame({ id, locked = false, onClose, className, children, dialogRef }: DialogFrameProps) {
  const ownRef = useRef<HTMLDialogElement>(null)
  const ref = dialogRef ?? ownRef
  useEffect(() => {
    const dialog = ref.current
    if (!dialog || !onClose) return
    dialog.addEventListener('close', onClose)
    return () => dialog.removeEventListener('close', onClose)
  }, [ref, onClose])
  return (
    <dialog
      ref={ref}
      id={id}
      closedby={locked ? 'none' : 'any'}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-description`}
      suppressHydrationWarning
      className={cn('m-auto max-h-[calc(100dvh-2rem)] focus:outline-none', className)}
    >
      {children}
    </dialog>
  )
}

export interface ModalProps extends Omit<DialogFrameProps, 'className' | 'locked'> {
  copy: ModalCopy
  /**
   * While set, the dialog is busy: this node covers the content and takes focus, everything
   * else is inert, and neither Escape nor a click outside closes the dialog.
   */
  busy?: ReactNode
  /** Shown above the title (an icon). */
  lead?: ReactNode
  /** The X button in the corner; off when the dialog has its own Close button only. */
  closeIcon?: boolean
  className?: string
}

/** A white modal with a title, a description, an optional busy overlay and a close icon. */
export function Modal({ copy, busy, lead, closeIcon = true, className, children, ...frame }: ModalProps) {
  const busyRef = useRef<HTMLDivElement>(null)
  const isBusy = busy != null && busy !== false
  useLayoutEffect(() => {
    if (isBusy) busyRef.current?.focus()
  }, [isBusy])

  return (
    <DialogFrame
      {...frame}
      locked={isBusy}
      className={cn(
        'w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-surface-raised p-6 shadow-2xl backdrop:bg-scrim/60 sm:p-8',
        className,
      )}
    >
      <div inert={isBusy}>
        {lead}
        <h2 id={`${frame.id}-title`} className={cn('text-xl font-bold text-heading', closeIcon && 'pr-10')}>
          {copy.title}
        </h2>
        <p id={`${frame.id}-description`} className="mt-2 text-sm text-muted">
          {copy.description}
        </p>
        <div className="mt-6">{children}</div>
        {closeIcon && (
          <button {...closesDialog(frame.id)} className="btn btn-ghost absolute top-3 right-3 min-w-11 px-0" aria-label={copy.close}>
            <X aria-hidden="true" className="size-5" />
          </button>
        )}
      </div>
      {isBusy && (
        <div
          ref={busyRef}
          tabIndex={-1}
          className="absolute inset-0 flex flex-col items-center justify-center gap-3 rounded-2xl bg-surface-raised/90 p-6 text-center backdrop-blur-sm focus:outline-none"
        >
          {busy}
        </div>
      )}
    </DialogFrame>
  )
}
