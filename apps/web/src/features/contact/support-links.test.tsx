import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { SupportLinks } from './support-links'

describe('SupportLinks', () => {
  it('opens the FAQ and the support form, dialogs in the page (SupportDialogs), from the HTML', () => {
    render(
      <ul>
        <SupportLinks />
      </ul>,
    )
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    for (const [name, dialog] of [
      ['FAQ', 'faq-dialog'],
      ['Contact Support', 'support-dialog'],
    ] as const) {
      const button = screen.getByRole('button', { name })
      expect(button).toHaveAttribute('aria-haspopup', 'dialog')
      expect(button).toHaveAttribute('commandfor', dialog)
      expect(button).toHaveAttribute('command', 'show-modal')
    }
  })
})
