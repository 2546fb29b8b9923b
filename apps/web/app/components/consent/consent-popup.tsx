import { useEffect, useRef, useState } from 'react'
import { Link } from 'react-router'
import { consentCopy as copy } from '../../content/consent'
import {
  ACCEPT_ALL,
  customChoices,
  OPTIONAL_CATEGORIES,
  REJECT_ALL,
  type ConsentChoices,
  type OptionalCategory,
} from '../../lib/consent'
import { ChevronIcon, CloseIcon } from './consent-icons'
import { ConsentSwitch } from './consent-switch'

interface ConsentPopupProps {
  /** The choice in force (switches start from it), or null: every optional switch off. */
  initial: ConsentChoices | null
  /** Start with the customize panel open (reopened from the footer). */
  expanded: boolean
  focusOnOpen: boolean
  /** Global Privacy Control is on: marketing is locked off. */
  gpc: boolean
  onChoose: (choices: ConsentChoices) => void
  onClose: () => void
}

const PANEL_ID = 'cookie-consent-panel'
const TITLE_ID = 'cookie-consent-title'

/**
 * A non-modal region fixed to the bottom of the viewport: the page stays usable behind it, it
 * shifts no layout, and it takes no focus unless the visitor opened it from the footer.
 */
export function ConsentPopup({ initial, expanded, focusOnOpen, gpc, onChoose, onClose }: ConsentPopupProps) {
  const [customizing, setCustomizing] = useState(expanded)
  const [selected, setSelected] = useState<Record<OptionalCategory, boolean>>(() => ({
    analytics: initial?.analytics === true,
    marketing: initial?.marketing === true && !gpc,
    functional: initial?.functional === true,
  }))
  const titleRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnOpen) titleRef.current?.focus()
  }, [focusOnOpen])

  return (
    <section
      aria-labelledby={TITLE_ID}
      data-testid="cookie-consent"
      className="fixed inset-x-2 bottom-2 z-50 max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-xl border border-slate-200 bg-white p-4 text-slate-800 shadow-2xl sm:inset-x-auto sm:bottom-4 sm:left-4 sm:w-full sm:max-w-md"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={TITLE_ID} ref={titleRef} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
          {copy.title}
        </h2>
        <button type="button" className="btn btn-ghost -mt-2 -mr-2 min-w-11 px-2" aria-label={copy.closeLabel} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      <p className="mt-1 text-sm text-slate-600">
        {copy.body}{' '}
        <Link to={copy.privacyPath} className="font-medium text-brand-700 underline underline-offset-2">
          {copy.privacyLinkLabel}
        </Link>
      </p>
      {/* Reject and Accept are the same button, side by side: neither is nudged. */}
      <div className="mt-3 grid grid-cols-2 gap-2">
        <button type="button" className="btn btn-primary" onClick={() => onChoose(REJECT_ALL)}>
          {copy.rejectAll}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => onChoose(ACCEPT_ALL)}>
          {copy.acceptAll}
        </button>
      </div>
      <button
        type="button"
        className="btn btn-ghost mt-2 w-full"
        aria-expanded={customizing}
        aria-controls={PANEL_ID}
        onClick={() => setCustomizing((open) => !open)}
      >
        {copy.customize}
        <ChevronIcon className={customizing ? 'rotate-180' : undefined} />
      </button>
      <div id={PANEL_ID} hidden={!customizing}>
        <ul className="divide-y divide-slate-100">
          <ConsentSwitch id="cookie-switch-essential" copy={copy.essential} checked disabled />
          {OPTIONAL_CATEGORIES.map((category) => {
            const locked = category === 'marketing' && gpc
            return (
              <ConsentSwitch
                key={category}
                id={`cookie-switch-${category}`}
                copy={copy.categories[category]}
                checked={selected[category] && !locked}
                disabled={locked}
                note={locked ? copy.gpcNote : undefined}
                onCheckedChange={(checked) => setSelected((s) => ({ ...s, [category]: checked }))}
              />
            )
          })}
        </ul>
        <button type="button" className="btn btn-outline mt-2 w-full" onClick={() => onChoose(customChoices(selected))}>
          {copy.save}
        </button>
      </div>
    </section>
  )
}
