import { useEffect, useState, type RefObject } from 'react'
import { fallbackPlanCards, PRICING_LOG, type PricingPlan } from './pricing'
import type { PlansSource } from './load-pricing'

export type PricingState = { status: 'loading' } | { status: 'ready'; plans: PricingPlan[]; source: PlansSource }

/**
 * How far ahead of the viewport the plans start loading. The section sits low on the home
 * page: waiting until it is about one screen away keeps the fetch layer (with zod) and two API
 * calls out of the page's load for visitors who never scroll there, while giving the calls a
 * screen of scrolling to finish before the section shows.
 */
export const LOAD_AHEAD_MARGIN = '100% 0px'

/**
 * The plans for the pricing section: "loading" until the section nears the viewport and the
 * API has answered (or failed: the state always ends in "ready").
 */
export function usePricingPlans(section: RefObject<HTMLElement | null>): PricingState {
  const [state, setState] = useState<PricingState>({ status: 'loading' })

  useEffect(() => {
    const controller = new AbortController()
    const show = (plans: PricingPlan[], source: PlansSource) => {
      if (!controller.signal.aborted) setState({ status: 'ready', plans, source })
    }
    const start = () => {
      import('./load-pricing')
        .then(({ loadPricing }) => loadPricing(show, controller.signal))
        .catch((error: unknown) => {
          // The chunk itself failed to load (offline, or a deploy replaced it).
          console.warn(PRICING_LOG.loadFailed, error)
          show(fallbackPlanCards(), 'fallback')
        })
    }

    const target = section.current
    if (!target || typeof IntersectionObserver === 'undefined') {
      start()
      return () => controller.abort()
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer.disconnect()
        start()
      },
      { rootMargin: LOAD_AHEAD_MARGIN },
    )
    observer.observe(target)
    return () => {
      observer.disconnect()
      controller.abort()
    }
  }, [section])

  return state
}
