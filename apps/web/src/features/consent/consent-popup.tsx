import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { consentCopy as copy } from '../../content/consent'
import {
  ACCEPT_ALL,
  customChoices,
  OPTIONAL_CATEGORIES,
  REJECT_ALL,
  type ConsentChoices,
  type OptionalCategory,
} from './consent'
import { consentSwitchId, switchedOn } from './early'
import { ChevronIcon, CloseIcon } from './consent-icons'
import { ConsentSwitch } from './consent-switch'

interface ConsentPopupProps {
  /** The choice in force (switches start from it), or null: every optional switch off. */
  initial: ConsentChoices | null
  /** Customize Settings is open. */
  customizing: boolean
  onCustomizingChange: (customizing: boolean) => void
  focusOnOpen: boolean
  /** Global Privacy Control is on: marketing is locked off. */
  gpc: boolean
  onChoose: (choices: ConsentChoices) => void
  onClose: () => void
}

const PANEL_ID = 'cookie-consent-panel'
const TITLE_ID = 'cookie-consent-title'

/**
 * A non-modal bar fixed to the bottom of the viewport: the page stays usable behind it, it
 * shifts no layout, and it takes no focus unless the visitor opened it from the footer. Closed,
 * it stays under 30 % of a phone's screen so the hero's primary action shows above it (e2e
 * first-screen.spec.ts); Customize Settings grows it. It is in every page's HTML and works before
 * React hydrates it (src/features/consent/early.ts, through `data-consent-action`); hydrated, it marks
 * itself `data-ready` and takes the switches as the visitor left them.
 */
export function ConsentPopup({ initial, customizing, onCustomizingChange, focusOnOpen, gpc, onChoose, onClose }: ConsentPopupProps) {
  const [selected, setSelected] = useState<Record<OptionalCategory, boolean>>(() => ({
    analytics: initial?.analytics === true,
    marketing: initial?.marketing === true && !gpc,
    functional: initial?.functional === true,
  }))
  const barRef = useRef<HTMLElement>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnOpen) titleRef.current?.focus()
  }, [focusOnOpen])

  useLayoutEffect(() => {
    const bar = barRef.current!
    // As the visitor left them before hydration (read as the inline script reads them).
    const dom = switchedOn(bar)
    setSelected((s) => (OPTIONAL_CATEGORIES.some((c) => dom[c] !== s[c]) ? dom : s))
    bar.setAttribute('data-ready', '')
  }, [])

  return (
    <section
      ref={barRef}
      data-consent-popup=""
      aria-labelledby={TITLE_ID}
      data-testid="cookie-consent"
      className="consent-bar fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-8rem)] overflow-y-auto border-t border-line bg-surface-raised pb-[max(0.75rem,env(safe-area-inset-bottom))] text-body shadow-[0_-8px_24px_-12px_rgb(15_23_42/0.25)]"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose()
      }}
    >
      {/* Phones: title and close, text, then the three choices in a row. Wide screens: one row. */}
      <div className="container-page grid grid-cols-[1fr_auto] items-center gap-x-6 pt-3 lg:grid-cols-[1fr_auto_auto]">
        <h2 id={TITLE_ID} ref={titleRef} tabIndex={-1} className="text-sm font-semibold text-heading outline-none">
          {copy.title}
        </h2>
        <p className="col-span-2 mt-0.5 text-sm text-muted lg:col-span-1">
          {copy.body}{' '}
          <a href={copy.privacyPath} className="font-medium text-accent underline underline-offset-2">
            {copy.privacyLinkLabel}
          </a>
        </p>
        {/* Reject and Accept are the same button, side by side: neither is nudged. */}
        <div className="col-span-2 mt-2 grid grid-cols-3 gap-2 lg:col-[2] lg:row-[1/span_2] lg:mt-0 lg:grid-cols-[1fr_1fr_auto]">
          <button
            type="button"
            className="btn btn-primary px-2 py-1 leading-tight lg:px-4"
            data-consent-action="reject"
            onClick={() => onChoose(REJECT_ALL)}
          >
            {copy.rejectAll}
          </button>
          <button
            type="button"
            className="btn btn-primary px-2 py-1 leading-tight lg:px-4"
            data-consent-action="accept"
            onClick={() => onChoose(ACCEPT_ALL)}
          >
            {copy.acceptAll}
          </button>
          <button
            type="button"
            className="group btn btn-outline gap-1 px-2 py-1 leading-tight lg:px-4"
            aria-expanded={customizing}
            aria-controls={PANEL_ID}
            data-consent-action="customize"
            suppressHydrationWarning
            onClick={() => onCustomizingChange(!customizing)}
          >
            {copy.customize}
            <ChevronIcon className="shrink-0 group-aria-expanded:rotate-180" />
          </button>
        </div>
        <button
          type="button"
          className="btn btn-ghost col-[2] row-[1] -my-3 -mr-3 min-w-11 px-2 lg:col-[3] lg:row-[1/span_2] lg:my-0"
          aria-label={copy.closeLabel}
          data-consent-action="close"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <div id={PANEL_ID} hidden={!customizing} suppressHydrationWarning className="container-page pt-1">
        <ul className="grid divide-y divide-line sm:grid-cols-2 sm:gap-x-8 sm:divide-y-0 lg:grid-cols-4">
          <ConsentSwitch id={consentSwitchId('essential')} copy={copy.essential} checked disabled />
          {OPTIONAL_CATEGORIES.map((category) => (
            <ConsentSwitch
              key={category}
              id={consentSwitchId(category)}
              copy={copy.categories[category]}
              checked={selected[category]}
              note={category === 'marketing' ? copy.gpcNote : undefined}
              locked={category === 'marketing' && gpc}
              onCheckedChange={(checked) => setSelected((s) => ({ ...s, [category]: checked }))}
            />
          ))}
        </ul>
        <button
          type="button"
          className="btn btn-outline mt-1 w-full sm:w-auto"
          data-consent-action="save"
          onClick={() => onChoose(customChoices(selected))}
        >
          {copy.save}
        </button>
      </div>
    </section>
  )
}
