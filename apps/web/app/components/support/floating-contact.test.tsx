import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { FloatingContact } from './floating-contact'

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y
    fireEvent.scroll(window)
  })
}

afterEach(() => scrollTo(0))

describe('FloatingContact', () => {
  it('stays hidden until the page is scrolled past 200 px', () => {
    render(<FloatingContact />)
    const button = screen.getByRole('button', { name: 'Contact Us', hidden: true })
    expect(button).toHaveAttribute('data-visible', 'false')
    scrollTo(200)
    expect(button).toHaveAttribute('data-visible', 'false')
    scrollTo(201)
    expect(button).toHaveAttribute('data-visible', 'true')
    scrollTo(150)
    expect(button).toHaveAttribute('data-visible', 'false')
  })

  it('opens the contact form', async () => {
    const user = userEvent.setup()
    render(<FloatingContact />)
    scrollTo(400)
    await user.click(screen.getByRole('button', { name: 'Contact Us' }))
    expect(await screen.findByRole('dialog', { name: 'Contact Us' }, { timeout: 10_000 })).toBeInTheDocument()
  }, 20_000) // the dialog is imported on first click, which takes a while under jsdom
})
