import { popup as copy } from '~/content/consent.yaml'
import { OPTIONAL_CATEGORIES } from './consent'
import { consentSwitchId } from './inline-script'
import { ChevronIcon, CloseIcon } from './consent-icons'
import { ConsentSwitch } from './consent-switch'

const PANEL_ID = 'cookie-consent-panel'
const TITLE_ID = 'cookie-consent-title'

/**
 * A non-modal bar fixed to the bottom of the viewport: the page stays usable behind it, it
 * shifts no layout, and it takes no focus unless the visitor opened it from the footer. Closed,
 * it stays under 30 % of a phone's screen so the hero's primary action shows above it (e2e
 * first-screen.spec.ts); Customize Settings grows it. It is static HTML in every page, driven by
 * the page's inline script alone (inline-script.ts, through `data-consent-action`; decision 015): every
 * switch starts off, the script sets them from the stored choice when the bar reopens.
 */
export function ConsentPopup() {
  return (
    <section
      data-consent-popup=""
      aria-labelledby={TITLE_ID}
      data-testid="cookie-consent"
      className="consent-bar fixed inset-x-0 bottom-0 z-50 max-h-[calc(100dvh-8rem)] overflow-y-auto border-t border-line bg-surface-raised pb-[max(0.75rem,env(safe-area-inset-bottom))] text-body shadow-[0_-8px_24px_-12px_rgb(15_23_42/0.25)]"
    >
      {/* Phones: title and close, text, then the three choices in a row. Wide screens: one row. */}
      <div className="container-page grid grid-cols-[1fr_auto] items-center gap-x-6 pt-3 lg:grid-cols-[1fr_auto_auto]">
        <h2 id={TITLE_ID} tabIndex={-1} className="text-sm font-semibold text-heading outline-none">
          {copy.title}
        </h2>
        <p className="col-span-2 mt-0.5 text-sm text-muted lg:col-span-1">
          {copy.body}{' '}
          <a href={copy.privacyLink.to} className="font-medium text-accent underline underline-offset-2">
            {copy.privacyLink.label}
          </a>
        </p>
        {/* Reject and Accept are the same button, side by side: neither is nudged. */}
        <div className="col-span-2 mt-2 grid grid-cols-3 gap-2 lg:col-[2] lg:row-[1/span_2] lg:mt-0 lg:grid-cols-[1fr_1fr_auto]">
          <button type="button" className="btn btn-primary px-2 py-1 leading-tight lg:px-4" data-consent-action="reject">
            {copy.rejectAll}
          </button>
          <button type="button" className="btn btn-primary px-2 py-1 leading-tight lg:px-4" data-consent-action="accept">
            {copy.acceptAll}
          </button>
          <button
            type="button"
            className="group btn btn-outline gap-1 px-2 py-1 leading-tight lg:px-4"
            aria-expanded="false"
            aria-controls={PANEL_ID}
            data-consent-action="customize"
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
        >
          <CloseIcon />
        </button>
      </div>
      <div id={PANEL_ID} hidden className="container-page pt-1">
        <ul className="grid divide-y divide-line sm:grid-cols-2 sm:gap-x-8 sm:divide-y-0 lg:grid-cols-4">
          <ConsentSwitch id={consentSwitchId('essential')} copy={copy.essential} essential />
          {OPTIONAL_CATEGORIES.map((category) => (
            <ConsentSwitch
              key={category}
              id={consentSwitchId(category)}
              copy={copy.categories[category]}
              note={category === 'marketing' ? copy.gpcNote : undefined}
            />
          ))}
        </ul>
        <button type="button" className="btn btn-outline mt-1 w-full sm:w-auto" data-consent-action="save">
          {copy.save}
        </button>
      </div>
    </section>
  )
}
