import { ChevronLeft, ChevronRight, Star } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import type { HomeContent } from '~/content/home'
import { cn } from '~/lib/cn'
import { slideAtOffset, wrapIndex } from './carousel'
import { fillLabel } from '~/lib/fill-label'
import { TestimonialCard } from '~/components/ui/testimonial-card'

type Content = HomeContent['testimonials']
const TRACK_ID = 'testimonial-slides'
/** A scroll counts as finished when no scroll event came for this long. */
const SETTLE_MS = 120

/**
 * WAI-ARIA carousel (no auto-rotation, so the slide container is a polite live
 * region). The track is a CSS scroll-snap row: swiping is the browser's own,
 * works before hydration, and costs no library in the initial bundle.
 */
export function TestimonialCarousel({ content }: { content: Content }) {
  const { items } = content
  const trackRef = useRef<HTMLDivElement>(null)
  const settleTimer = useRef<number | undefined>(undefined)
  const [current, setCurrent] = useState(0)

  useEffect(() => () => window.clearTimeout(settleTimer.current), [])

  function show(index: number) {
    const target = wrapIndex(index, items.length)
    setCurrent(target)
    const track = trackRef.current
    if (!track) return
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    track.scrollTo({ left: target * track.clientWidth, behavior: reduceMotion ? 'instant' : 'smooth' })
  }

  // Follow swipes and keyboard scrolling once the track comes to rest, so the
  // live region does not announce the slides passed on the way.
  function onScroll() {
    window.clearTimeout(settleTimer.current)
    settleTimer.current = window.setTimeout(() => {
      const track = trackRef.current
      if (track) setCurrent(slideAtOffset(track.scrollLeft, track.clientWidth, items.length))
    }, SETTLE_MS)
  }

  const arrowClass = 'btn btn-outline size-11 rounded-full p-0'
  return (
    <div role="region" aria-roledescription="carousel" aria-label={content.carouselLabel} className="mx-auto mt-12 max-w-4xl">
      <div
        id={TRACK_ID}
        ref={trackRef}
        aria-live="polite"
        tabIndex={0}
        onScroll={onScroll}
        className="flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-2xl [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-focus [&::-webkit-scrollbar]:hidden"
      >
        {items.map((testimonial, index) => (
          <div
            key={testimonial.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${items.length}`}
            aria-hidden={index === current ? undefined : true}
            className="w-full shrink-0 snap-start snap-always px-1 py-1"
          >
            <TestimonialCard
              testimonial={testimonial}
              ratingLabel={content.ratingLabel}
              star={<Star aria-hidden="true" size={20} fill="currentColor" />}
              variant="featured"
            />
          </div>
        ))}
      </div>
      <div className="mt-6 flex items-center justify-center gap-4">
        <button type="button" aria-controls={TRACK_ID} className={arrowClass} onClick={() => show(current - 1)}>
          <ChevronLeft aria-hidden="true" size={22} />
          <span className="sr-only">{content.previousLabel}</span>
        </button>
        <div className="flex">
          {items.map((testimonial, index) => (
            <button
              key={testimonial.name}
              type="button"
              aria-controls={TRACK_ID}
              aria-current={index === current ? 'true' : undefined}
              aria-label={fillLabel(content.dotLabel, { n: index + 1 })}
              className="group flex size-11 items-center justify-center"
              onClick={() => show(index)}
            >
              <span
                className={cn(
                  'size-3 rounded-full transition-colors',
                  index === current ? 'bg-brand' : 'bg-line-strong group-hover:bg-faint',
                )}
              />
            </button>
          ))}
        </div>
        <button type="button" aria-controls={TRACK_ID} className={arrowClass} onClick={() => show(current + 1)}>
          <ChevronRight aria-hidden="true" size={22} />
          <span className="sr-only">{content.nextLabel}</span>
        </button>
      </div>
    </div>
  )
}
