import { useEffect, useId, useRef, useState, type ReactNode } from 'react'

interface ConfirmActionProps {
  /** The button's own content. */
  children: ReactNode
  className: string
  /** What the visitor confirms: what goes, and what stays. */
  question: string
  confirm: string
  cancel: string
  onConfirm: () => void
}

/**
 * A button whose action deletes something: the first press asks, in place, with the confirming
 * button focused; Cancel or Escape puts focus back on the button. No modal: the report stays in view.
 */
export function ConfirmAction({ children, className, question, confirm, cancel, onConfirm }: ConfirmActionProps) {
  const [asking, setAsking] = useState(false)
  const id = useId()
  const button = useRef<HTMLButtonElement>(null)
  const yes = useRef<HTMLButtonElement>(null)
  const wasAsking = useRef(false)

  useEffect(() => {
    if (asking) yes.current?.focus()
    else if (wasAsking.current) button.current?.focus()
    wasAsking.current = asking
  }, [asking])

  return (
    <div className="contents">
      <button ref={button} type="button" className={className} aria-expanded={asking} aria-controls={id} onClick={() => setAsking(true)}>
        {children}
      </button>
      <div
        id={id}
        hidden={!asking}
        role="group"
        aria-label={question}
        className="basis-full rounded-2xl border border-line bg-surface-muted p-4"
        onKeyDown={(event) => {
          if (event.key === 'Escape') setAsking(false)
        }}
      >
        <p className="text-sm font-medium text-heading">{question}</p>
        <div className="mt-3 flex flex-wrap gap-3">
          <button
            ref={yes}
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setAsking(false)
              onConfirm()
            }}
          >
            {confirm}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => setAsking(false)}>
            {cancel}
          </button>
        </div>
      </div>
    </div>
  )
}
