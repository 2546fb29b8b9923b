import type { ConsentCategoryCopy } from '~/content/consent/schema'

interface ConsentSwitchProps {
  id: string
  copy: ConsentCategoryCopy
  /** Essential: always on, cannot be switched off. */
  essential?: boolean
  /**
   * Why the switch may be locked (Global Privacy Control): in the HTML, hidden; the page's inline
   * script shows it and locks the switch (inline-script.ts, lockMarketing).
   */
  note?: string
}

/** One category: a native checkbox with the switch role, so it needs no script to be accessible. */
export function ConsentSwitch({ id, copy, essential = false, note }: ConsentSwitchProps) {
  const descriptionId = `${id}-description`
  return (
    <li className="flex items-start justify-between gap-4 py-3">
      <div>
        <label htmlFor={id} className="text-sm font-semibold text-heading">
          {copy.label}
        </label>
        <p id={descriptionId} className="mt-0.5 text-xs text-muted">
          {copy.description}
        </p>
        {note ? (
          <p id={`${id}-note`} hidden className="mt-1 text-xs font-medium text-accent-strong">
            {note}
          </p>
        ) : null}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        className="relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-switch-off transition-colors before:absolute before:top-0.5 before:left-0.5 before:size-5 before:rounded-full before:bg-surface before:shadow before:transition-transform checked:bg-brand checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:cursor-not-allowed disabled:opacity-60"
        defaultChecked={essential}
        disabled={essential}
        aria-describedby={descriptionId}
      />
    </li>
  )
}
