import { useEffect, useState, type RefObject } from 'react'
import { PRICING_LOAD_AHEAD_MARGIN } from '~/lib/constants'
import { fallbackPlanCards, PRICING_LOG, type PricingPlan } from './pricing'
import type { PlansSource } from './load-pricing'

export type PricingState = { status: 'waiting' } | { status: 'loading' } | { status: 'ready'; plans: PricingPlan[]; source: PlansSource }

/**
 * The plans for the pricing section: "waiting" until the section nears the viewport, then
 * "loading" until the API has answered (or failed: the state always ends in "ready").
 */
export function usePricingPlans(section: RefObject<HTMLElement | null>): PricingState {
  const [state, setState] = useState<PricingState>({ status: 'waiting' })

  useEffect(() => {
    const controller = new AbortController()
    const show = (plans: PricingPlan[], source: PlansSource) => {
      if (!controller.signal.aborted) setState({ status: 'ready', plans, source })
    }
    const start = () => {
      setState({ status: 'loading' })
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
      { rootMargin: PRICING_LOAD_AHEAD_MARGIN },
    )
    observer.observe(target)
    return () => {
      observer.disconnect()
      controller.abort()
    }
  }, [section])

  return state
}
