import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { faqItems } from '../../content/faq'
import { FaqDialog } from './faq-dialog'

function Harness() {
  const [open, setOpen] = useState(true)
  return <FaqDialog open={open} onOpenChange={setOpen} />
}

const question = (i: number) => screen.getByRole('button', { name: faqItems[i]!.question })

describe('FaqDialog', () => {
  it('lists every question, with the first answer open', () => {
    render(<Harness />)
    expect(screen.getByRole('dialog', { name: 'Frequently Asked Questions' })).toBeInTheDocument()
    for (const item of faqItems) expect(screen.getByRole('heading', { level: 3, name: item.question })).toBeInTheDocument()
    expect(question(0)).toHaveAttribute('aria-expanded', 'true')
    for (let i = 1; i < faqItems.length; i++) expect(question(i)).toHaveAttribute('aria-expanded', 'false')
  })

  it('opens one answer at a time', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(question(2))
    expect(question(2)).toHaveAttribute('aria-expanded', 'true')
    expect(question(0)).toHaveAttribute('aria-expanded', 'false')
    expect(screen.getByText(faqItems[2]!.answer)).toBeVisible()
  })

  it('collapses the open answer on a second click', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(question(0))
    for (let i = 0; i < faqItems.length; i++) expect(question(i)).toHaveAttribute('aria-expanded', 'false')
  })

  it('links the support e-mail address', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(screen.getByRole('button', { name: 'How do I contact support?' }))
    expect(screen.getByRole('link', { name: 'support@example.com' })).toHaveAttribute('href', 'mailto:support@example.com')
  })

  it('closes on Escape', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
