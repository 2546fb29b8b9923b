import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createRoutesStub } from 'react-router'
import { describe, expect, it } from 'vitest'
import { headerLinks } from '../content/site'
import { SiteHeader } from './site-header'

function renderHeader() {
  const Stub = createRoutesStub([{ path: '*', Component: SiteHeader }])
  render(<Stub initialEntries={['/']} />)
}

describe('SiteHeader', () => {
  it('links every header entry in the main navigation', () => {
    renderHeader()
    const main = screen.getByRole('navigation', { name: 'Main' })
    for (const link of headerLinks) {
      expect(main.querySelector(`a[href="${link.to}"]`)).toHaveTextContent(link.label)
    }
  })

  it('opens the mobile menu, and closes it when a link is chosen', async () => {
    const user = userEvent.setup()
    renderHeader()
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    const menu = screen.getByRole('navigation', { name: 'Mobile' })
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true')
    await user.click(menu.querySelector('a[href="/#pricing"]')!)
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull()
  })

  it('closes the mobile menu on Escape', async () => {
    const user = userEvent.setup()
    renderHeader()
    await user.click(screen.getByRole('button', { name: 'Open menu' }))
    await user.keyboard('{Tab}{Escape}')
    expect(screen.queryByRole('navigation', { name: 'Mobile' })).toBeNull()
  })
})
