import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { env } from '../../config/env'
import { askIfNeeded } from './early'
import {
  ACCEPT_ALL,
  CONSENT_DATE_STORAGE_KEY,
  CONSENT_REVISION_META,
  CONSENT_STORAGE_KEY,
  consentRevision,
  serializeConsent,
  setConsentBar,
} from './consent'
import { ConsentManager } from './consent-manager'

/** The inline script's first step on a page load: it asks when no stored choice counts. */
function inlineScriptAsks() {
  const meta = Object.assign(document.createElement('meta'), { name: CONSENT_REVISION_META, content: consentRevision(env) })
  document.head.append(meta)
  askIfNeeded(document)
  meta.remove()
}

/** A page load: the inline script's first step, then React. */
function renderManager() {
  inlineScriptAsks()
  return render(<ConsentManager />)
}
const popup = () => screen.queryByRole('region', { name: 'Cookie settings' })

afterEach(() => {
  setConsentBar(document.documentElement, null)
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('ConsentManager', () => {
  it('shows the popup when nothing is stored, and hides it when another tab stores a choice', () => {
    renderManager()
    expect(popup()).toBeInTheDocument()
    const { record, date } = serializeConsent(ACCEPT_ALL, env.CONSENT_REVISION, new Date())
    localStorage.setItem(CONSENT_STORAGE_KEY, record)
    localStorage.setItem(CONSENT_DATE_STORAGE_KEY, date)
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY }))
    })
    expect(popup()).not.toBeInTheDocument()
    expect(document.documentElement).not.toHaveAttribute('data-consent-bar')
  })

  it('takes a choice made before it hydrated: the bar goes, nothing is asked again', () => {
    inlineScriptAsks()
    expect(document.documentElement).toHaveAttribute('data-consent-bar', 'open')
    // The inline script stored a choice and hid the bar before React ran.
    const { record, date } = serializeConsent(ACCEPT_ALL, consentRevision(env), new Date())
    localStorage.setItem(CONSENT_STORAGE_KEY, record)
    localStorage.setItem(CONSENT_DATE_STORAGE_KEY, date)
    setConsentBar(document.documentElement, null)
    render(<ConsentManager />)
    expect(popup()).not.toBeInTheDocument()
    expect(document.documentElement).not.toHaveAttribute('data-consent-bar')
  })

  it('treats storage the browser blocks as no consent, without errors, and still closes on a choice', async () => {
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError')
    })
    renderManager()
    expect(getItem).toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Reject All' }))
    expect(setItem).toHaveBeenCalled()
    expect(popup()).not.toBeInTheDocument()
  })

  it("reopens with the stored state when the footer's Cookie settings is clicked", async () => {
    const { record, date } = serializeConsent({ ...ACCEPT_ALL, marketing: false }, env.CONSENT_REVISION, new Date())
    localStorage.setItem(CONSENT_STORAGE_KEY, record)
    localStorage.setItem(CONSENT_DATE_STORAGE_KEY, date)
    renderManager()
    expect(popup()).not.toBeInTheDocument()
    const settings = Object.assign(document.createElement('button'), { textContent: 'Cookie settings' })
    settings.setAttribute('data-cookie-settings', '')
    document.body.append(settings)
    await userEvent.click(settings)
    settings.remove()
    expect(screen.getByRole('button', { name: 'Customize Settings' })).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('switch', { name: 'Analytics' })).toBeChecked()
    expect(screen.getByRole('switch', { name: 'Marketing' })).not.toBeChecked()
    expect(screen.getByRole('heading', { name: 'Cookie settings' })).toHaveFocus()
  })
})
