import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { items as faqItems } from '~/content/faq.yaml'
import { FaqDialog } from './faq-dialog'

// The accordion is the browser's (<details name>); its behaviour is e2e/faq-and-contact.spec.ts's.
describe('FaqDialog', () => {
  it('is an exclusive accordion of every question, the first open and opened again on close', () => {
    const { container } = render(<FaqDialog />)
    const details = [...container.querySelectorAll('details')]
    expect(details.map((d) => d.querySelector('summary')!.textContent)).toEqual(faqItems.map((i) => i.question))
    expect(details.every((d) => d.getAttribute('name') === 'faq')).toBe(true)
    expect(details.map((d) => d.open)).toEqual(faqItems.map((_, i) => i === 0))
    expect(details.map((d) => d.hasAttribute('data-initially-open'))).toEqual(faqItems.map((_, i) => i === 0))
  })

  it('is a labelled, described dialog that a click on its backdrop closes', () => {
    const { container } = render(<FaqDialog />)
    const dialog = container.querySelector('dialog')!
    expect(dialog).toHaveAttribute('closedby', 'any')
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)).toHaveTextContent('Frequently Asked Questions')
    expect(document.getElementById(dialog.getAttribute('aria-describedby')!)).toHaveTextContent(/Quick answers/)
  })

  it('links the support e-mail address', () => {
    render(<FaqDialog />)
    expect(screen.getByRole('link', { name: 'support@example.com', hidden: true })).toHaveAttribute('href', 'mailto:support@example.com')
  })
})
