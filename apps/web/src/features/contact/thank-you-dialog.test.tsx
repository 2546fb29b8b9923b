import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ThankYouDialog } from './thank-you-dialog'

function Harness() {
  const [open, setOpen] = useState(true)
  return <ThankYouDialog type="contact" open={open} onClosed={() => setOpen(false)} />
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('ThankYouDialog', () => {
  it('closes itself after exactly 3 seconds', () => {
    render(<Harness />)
    expect(screen.getByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(2_999))
    expect(screen.getByRole('dialog', { name: 'Thank you!' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('closes on its Close button', () => {
    render(<Harness />)
    act(() => screen.getByRole('button', { name: 'Close' }).click())
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
