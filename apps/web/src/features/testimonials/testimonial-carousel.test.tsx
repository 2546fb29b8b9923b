import { act, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { home } from '~/content/home'
import { TestimonialCarousel } from './testimonial-carousel'

const content = home.testimonials
const scrollTo = vi.fn()

beforeEach(() => {
  // jsdom has no layout, scrolling or media queries.
  Element.prototype.scrollTo = scrollTo as unknown as Element['scrollTo']
  window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia
})
afterEach(() => {
  scrollTo.mockReset()
  vi.useRealTimers()
})

/** The slide screen readers can reach: the others are aria-hidden. */
function visibleSlide() {
  const slides = screen.getAllByRole('group')
  expect(slides).toHaveLength(1)
  return slides[0]!
}

function setup() {
  const user = userEvent.setup()
  render(<TestimonialCarousel content={content} />)
  return {
    user,
    next: screen.getByRole('button', { name: 'Next testimonial' }),
    previous: screen.getByRole('button', { name: 'Previous testimonial' }),
  }
}

describe('TestimonialCarousel', () => {
  it('follows the WAI-ARIA carousel pattern', () => {
    setup()
    const region = screen.getByRole('region', { name: 'Testimonials' })
    expect(region).toHaveAttribute('aria-roledescription', 'carousel')
    const slides = screen.getAllByRole('group', { hidden: true })
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3'])
    slides.forEach((slide) => expect(slide).toHaveAttribute('aria-roledescription', 'slide'))
    expect(slides[0]!.parentElement).toHaveAttribute('aria-live', 'polite')
    expect(visibleSlide()).toHaveAccessibleName('1 of 3')
  })

  it('shows each testimonial with name, city, country, avatar and a 5-star rating', () => {
    setup()
    const slide = within(visibleSlide())
    const [first] = content.items
    expect(slide.getByText(first!.name)).toBeInTheDocument()
    expect(slide.getByText(`${first!.role}, ${first!.company}`)).toBeInTheDocument()
    expect(slide.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument()
    expect(slide.getByText(first!.content, { exact: false })).toBeInTheDocument()
    expect(visibleSlide().querySelector('img')).toHaveAttribute('src', first!.image)
  })

  it('wraps from the last testimonial to the first with Next', async () => {
    const { user, next } = setup()
    await user.click(next)
    expect(visibleSlide()).toHaveAccessibleName('2 of 3')
    await user.click(next)
    expect(visibleSlide()).toHaveAccessibleName('3 of 3')
    await user.click(next)
    expect(visibleSlide()).toHaveAccessibleName('1 of 3')
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ left: 0 }))
  })

  it('wraps from the first testimonial to the last with Previous', async () => {
    const { user, previous } = setup()
    await user.click(previous)
    expect(visibleSlide()).toHaveAccessibleName('3 of 3')
    expect(within(visibleSlide()).getByText(content.items[2]!.name)).toBeInTheDocument()
  })

  it('has one dot per testimonial that jumps to it and marks the current one', async () => {
    const { user } = setup()
    const dots = [1, 2, 3].map((n) => screen.getByRole('button', { name: `Show testimonial ${n}` }))
    expect(dots.map((d) => d.getAttribute('aria-current'))).toEqual(['true', null, null])
    await user.click(dots[2]!)
    expect(visibleSlide()).toHaveAccessibleName('3 of 3')
    expect(dots.map((d) => d.getAttribute('aria-current'))).toEqual([null, null, 'true'])
  })

  it('follows a swipe once the track comes to rest', () => {
    vi.useFakeTimers()
    setup()
    const track = screen.getAllByRole('group', { hidden: true })[0]!.parentElement!
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 400 })
    track.scrollLeft = 800
    act(() => {
      track.dispatchEvent(new Event('scroll'))
    })
    expect(visibleSlide()).toHaveAccessibleName('1 of 3')
    act(() => {
      vi.advanceTimersByTime(200)
    })
    expect(visibleSlide()).toHaveAccessibleName('3 of 3')
  })

  it('never rotates on its own', () => {
    vi.useFakeTimers()
    setup()
    act(() => {
      vi.advanceTimersByTime(60_000)
    })
    expect(visibleSlide()).toHaveAccessibleName('1 of 3')
  })
})
