import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'

// The dialogs are imported on first click, which takes a while under jsdom.
const LAZY = 20_000
import { SupportLinks } from './support-links'

describe('SupportLinks', () => {
  it('renders only the two buttons until one is used', () => {
    render(
      <ul>
        <SupportLinks />
      </ul>,
    )
    expect(screen.getAllByRole('listitem')).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'FAQ' })).toHaveAttribute('aria-haspopup', 'dialog')
    expect(screen.getByRole('button', { name: 'Contact Support' })).toHaveAttribute('aria-haspopup', 'dialog')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('loads and opens the FAQ, and gives focus back to its button on close', async () => {
    const user = userEvent.setup()
    render(
      <ul>
        <SupportLinks />
      </ul>,
    )
    await user.click(screen.getByRole('button', { name: 'FAQ' }))
    expect(await screen.findByRole('dialog', { name: 'Frequently Asked Questions' }, { timeout: 10_000 })).toBeInTheDocument()
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'FAQ' })).toHaveFocus()
  }, LAZY)

  it('loads and opens the support form', async () => {
    const user = userEvent.setup()
    render(
      <ul>
        <SupportLinks />
      </ul>,
    )
    await user.click(screen.getByRole('button', { name: 'Contact Support' }))
    expect(await screen.findByRole('dialog', { name: 'Contact Support' }, { timeout: 10_000 })).toBeInTheDocument()
  }, LAZY)
})
