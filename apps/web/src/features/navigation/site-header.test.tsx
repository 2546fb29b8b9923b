import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { header } from '~/content/chrome.yaml'
import { SiteHeader } from './site-header'

function renderHeader() {
  render(<SiteHeader />)
}

// The menu is the browser's popover; opening, Escape and closing on a link are e2e/foundation.spec.ts's.
describe('SiteHeader', () => {
  it('links every header entry in the main navigation and in the mobile menu', () => {
    renderHeader()
    const main = screen.getByRole('navigation', { name: 'Main' })
    const mobile = document.getElementById('mobile-menu')!
    for (const link of header.links) {
      expect(main.querySelector(`a[href="${link.to}"]`)).toHaveTextContent(link.label)
      expect(mobile.querySelector(`a[href="${link.to}"]`)).toHaveTextContent(link.label)
    }
  })

  it('makes the mobile menu a popover its button toggles without script', () => {
    renderHeader()
    const mobile = document.getElementById('mobile-menu')!
    expect(mobile).toHaveAttribute('popover', 'auto')
    expect(mobile).toHaveAttribute('aria-label', 'Mobile')
    const button = document.querySelector('[popovertarget="mobile-menu"]')!
    expect(button.tagName).toBe('BUTTON')
    // The browser gives it its expanded state; HTML forbids aria-expanded on it.
    expect(button).not.toHaveAttribute('aria-expanded')
    expect(button).toHaveAttribute('aria-controls', 'mobile-menu')
  })
})
