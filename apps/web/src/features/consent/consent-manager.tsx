import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { env } from '../../config/env'
import {
  CONSENT_DATE_STORAGE_KEY,
  CONSENT_STORAGE_KEY,
  consentBarState,
  setConsentBar,
  type ConsentChoices,
} from './consent'
import type { TagLoader } from './tag-loader'
import { ConsentPopup } from './consent-popup'
import { gpcSignal, loadConsent, saveConsent } from './consent-storage'

let tagLoader: Promise<TagLoader> | null = null

/** The tag loader, created once per page and only when analytics is configured. */
function tags(): Promise<TagLoader> | null {
  if (!env.ANALYTICS_GA_ID) return null
  tagLoader ??= import('./tag-loader').then(({ createTagLoader }) =>
    createTagLoader({ gaId: env.ANALYTICS_GA_ID, scriptUrl: env.ANALYTICS_SCRIPT_URL, win: window, doc: document }),
  )
  return tagLoader
}

function applyToTags(choices: ConsentChoices | null): void {
  void tags()?.then((loader) => loader.apply(choices))
}

interface View {
  open: boolean
  customizing: boolean
  /** The popup opened from the footer: customize panel expanded, focus moved in and back. */
  reopened: boolean
  current: ConsentChoices | null
  gpc: boolean
  /** Remounts the popup so a reopen starts from the stored state. */
  key: number
}

/**
 * Owns the popup's visibility and applies every choice to storage and tags at once. It is
 * prerendered as the page's HTML has it (the bar, hidden by app.css), and hydrates without
 * reading the browser; then it takes the state the page's inline script left on <html>
 * (src/features/consent/early.ts): asked, customizing, or already answered or closed before hydration.
 */
export function ConsentManager() {
  const [view, setView] = useState<View>({ open: true, customizing: false, reopened: false, current: null, gpc: false, key: 0 })
  const returnFocusTo = useRef<HTMLElement | null>(null)
  const hydrated = useRef(false)

  // The bar's state on <html>: read once at hydration, written from then on (lib/consent.ts).
  useLayoutEffect(() => {
    const root = document.documentElement
    if (!hydrated.current) {
      hydrated.current = true
      const bar = consentBarState(root)
      setView((v) => ({ ...v, open: bar !== null, customizing: bar === 'expanded', current: loadConsent(), gpc: gpcSignal() }))
      return
    }
    setConsentBar(root, view.open ? (view.customizing ? 'expanded' : 'open') : null)
  }, [view.open, view.customizing])

  useEffect(() => {
    applyToTags(loadConsent())
    // A marker for tests: the stored choice has been read and the popup shown or not.
    document.documentElement.dataset.consentReady = 'true'
    const onStorage = (event: StorageEvent) => {
      if (event.key !== CONSENT_STORAGE_KEY && event.key !== CONSENT_DATE_STORAGE_KEY) return
      // A choice made in another tab counts here too.
      const current = loadConsent()
      applyToTags(current)
      if (current) setView((v) => ({ ...v, open: false, current }))
    }
    window.addEventListener('storage', onStorage)
    // The footer's Cookie settings (components/consent/cookie-settings-link.tsx).
    const onSettings = (event: MouseEvent) => {
      const trigger = (event.target as Element).closest?.<HTMLElement>('[data-cookie-settings]')
      if (!trigger) return
      returnFocusTo.current = trigger
      setView((v) => ({ ...v, open: true, customizing: true, reopened: true, current: loadConsent(), key: v.key + 1 }))
    }
    document.addEventListener('click', onSettings)
    return () => {
      window.removeEventListener('storage', onStorage)
      document.removeEventListener('click', onSettings)
    }
  }, [])

  const hide = (current: ConsentChoices | null) => {
    setView((v) => ({ ...v, open: false, current }))
    returnFocusTo.current?.focus()
    returnFocusTo.current = null
  }

  if (!view.open) return null
  return (
    <ConsentPopup
      key={view.key}
      initial={view.current}
      customizing={view.customizing}
      onCustomizingChange={(customizing) => setView((v) => ({ ...v, customizing }))}
      focusOnOpen={view.reopened}
      gpc={view.gpc}
      onChoose={(choices) => {
        const effective = saveConsent(choices)
        applyToTags(effective)
        hide(effective)
      }}
      // Close stores nothing: without a stored choice the popup returns on the next page load.
      onClose={() => hide(view.current)}
    />
  )
}
