import { act, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { site } from '~/content/site'
import { PricingSection } from './pricing-section'

const products = {
  data: [
    { id: 'p3', name: 'Enterprise', active: true, default_price: { unit_amount: 1499, recurring: { interval: 'month' } } },
    { id: 'p1', name: 'Starter', active: true, default_price: { unit_amount: 0, recurring: null } },
    { id: 'p2', name: 'Gold Plan', active: true, default_price: { unit_amount: 999, recurring: { interval: 'year' } } },
  ],
}

/** fetch answering the products call with `productsAnswer` once released, and the config with []. */
function stubApi(productsAnswer: () => Response) {
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      if (String(input).startsWith('/api/generalConfig')) return Response.json([])
      await released
      return productsAnswer()
    }),
  )
  return release
}

/** Generous: role queries in jsdom are slow on a busy machine. */
const LOADED = { timeout: 5000 }
const planHeadings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)

// The section imports its fetch layer lazily; warm it up so waits measure the section, not Vite.
beforeAll(async () => {
  await import('./load-pricing')
})

let warn: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('PricingSection', () => {
  it('shows three skeleton cards and the loading text until the plans arrive', async () => {
    const release = stubApi(() => Response.json(products))
    const { container } = render(<PricingSection />)

    const section = screen.getByRole('region', { name: 'Simple, transparent pricing' })
    expect(section).toHaveAttribute('id', 'pricing')
    expect(screen.getByRole('status')).toHaveTextContent('Loading pricing information...')
    const busy = container.querySelector('[aria-busy]')
    expect(busy).toHaveAttribute('aria-busy', 'true')
    expect(within(busy as HTMLElement).getAllByRole('listitem', { hidden: true })).toHaveLength(3)
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument()

    release()
    await waitFor(() => expect(planHeadings()).toEqual(['Free tier', 'Essentials', 'Premium']), LOADED)
    expect(busy).toHaveAttribute('aria-busy', 'false')
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(warn).not.toHaveBeenCalled()
  })

  it('keeps its skeleton still until the section nears the screen, and pulses while the plans load', async () => {
    let nearScreen!: () => void
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(report: IntersectionObserverCallback) {
          nearScreen = () => report([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver)
        }
        observe() {}
        disconnect() {}
      },
    )
    const release = stubApi(() => Response.json(products))
    const { container } = render(<PricingSection />)
    const pulsing = () =>
      [...container.querySelectorAll('[aria-busy] li > div')].map((card) => card.classList.contains('motion-safe:animate-pulse'))

    expect(pulsing()).toEqual([false, false, false])
    expect(screen.getByRole('status')).toHaveTextContent('Loading pricing information...')
    expect(fetch).not.toHaveBeenCalled()

    act(() => nearScreen())
    expect(pulsing()).toEqual([true, true, true])
    release()
    await waitFor(() => expect(planHeadings()).toHaveLength(3), LOADED)
    expect(pulsing()).not.toContain(true)
  })

  it('shows each plan’s price, period, features, badge and call to action', async () => {
    stubApi(() => Response.json(products))(/* answer at once */)
    render(<PricingSection />)
    await waitFor(() => expect(planHeadings()).toHaveLength(3), LOADED)

    const card = (name: string) => within(screen.getByRole('heading', { name }).parentElement as HTMLElement)
    expect(card('Essentials').getByText('$9.99')).toBeInTheDocument()
    expect(card('Essentials').getByText('per year')).toBeInTheDocument()
    expect(card('Essentials').getByText('Most Popular')).toBeInTheDocument()
    expect(card('Free tier').getByText('Free Forever')).toBeInTheDocument()
    expect(card('Free tier').queryByText('Most Popular')).not.toBeInTheDocument()
    expect(screen.getAllByText('Most Popular')).toHaveLength(1)

    const free = card('Free tier').getByRole('link', { name: /^Get Started Free/ })
    expect(free).toHaveAttribute('href', 'https://app.example.com/auth/registration?plan=Free%20tier')
    expect(free).toHaveAttribute('target', '_blank')
    expect(free).toHaveAccessibleName('Get Started Free: Free tier (opens in a new tab)')
    expect(card('Premium').getByRole('link', { name: /^Choose Plan/ })).toHaveAttribute(
      'href',
      'https://app.example.com/auth/registration?plan=Premium',
    )

    const features = card('Essentials').getByRole('list', { name: 'Essentials features' })
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '3 Mockinterview For 600 mins',
      '3 Resume',
      '3 Job Description',
      'Not included: Add Multiple Jobs',
      `Not included: ${site.name} History`,
    ])
    expect(card('Premium').queryByText(/Not included/)).not.toBeInTheDocument()
  })

  it('shows the static plans when the API fails, and ends the loading state', async () => {
    stubApi(() => new Response('oops', { status: 500 }))()
    render(<PricingSection />)
    await waitFor(() => expect(planHeadings()).toEqual(['Free tier', 'Essentials', 'Premium']), LOADED)
    expect(screen.getByText('$4.99')).toBeInTheDocument()
    expect(screen.getByText('$14.99')).toBeInTheDocument()
    expect(screen.getByRole('status')).toBeEmptyDOMElement()
    expect(warn).toHaveBeenCalledWith('Failed to fetch data: Products 500, Config OK')
  })

  it('states that plans can be cancelled anytime and payments are secure', () => {
    stubApi(() => Response.json(products))
    render(<PricingSection />)
    expect(screen.getByText('Cancel anytime')).toBeInTheDocument()
    expect(screen.getByText('Secure payments')).toBeInTheDocument()
  })
})
