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
// One query for all triggers: getByRole per item is slow in jsdom.
const expanded = () => screen.getAllByRole('button', { expanded: true }).map((b) => b.textContent)

describe('FaqDialog', () => {
  it('lists every question, with the first answer open', () => {
    render(<Harness />)
    expect(screen.getByRole('dialog', { name: 'Frequently Asked Questions' })).toBeInTheDocument()
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(faqItems.map((i) => i.question))
    expect(expanded()).toEqual([faqItems[0]!.question])
  })

  it('opens one answer at a time', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(question(2))
    expect(expanded()).toEqual([faqItems[2]!.question])
    expect(screen.getByText(faqItems[2]!.answer)).toBeVisible()
  })

  it('collapses the open answer on a second click', async () => {
    const user = userEvent.setup()
    render(<Harness />)
    await user.click(question(0))
    expect(screen.queryAllByRole('button', { expanded: true })).toEqual([])
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(faqItems.length)
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
