import { CalendarCheck, ShieldCheck } from 'lucide-react'
import { SectionHeading } from '~/components/ui/section-heading'
import { useRef } from 'react'
import pricingCopy from '~/content/pricing.yaml'
import { fallbackPlanCards } from './pricing'
import { PlanCardSkeleton } from './plan-card-skeleton'
import { planGrid, PlanList } from './plan-list'
import { usePricingPlans } from './use-pricing-plans'

const SKELETON_CARD_COUNT = 3

/**
 * The home page's #pricing section. The prerendered HTML holds the loading state (three
 * skeleton cards and the loading text); the plans replace it once the API answers, or the
 * static plans once it fails. The cards pulse only while the plans are asked for: a pulse
 * below the first screen would cost the phone a frame now and then for nothing. Without
 * JavaScript the skeleton is hidden (`noscript:` variant, i.e. `@media (scripting: none)`) and a
 * <noscript> list of the static plans shows instead.
 */
export function PricingSection({ copy = pricingCopy }: { copy?: typeof pricingCopy }) {
  const sectionRef = useRef<HTMLElement>(null)
  const state = usePricingPlans(sectionRef)
  const loading = state.status !== 'ready'
  const labels = {
    popularBadge: copy.popularBadge,
    unavailablePrefix: copy.unavailablePrefix,
    opensInNewTab: copy.opensInNewTab,
  }

  return (
    <section ref={sectionRef} id="pricing" aria-labelledby="pricing-heading" className="bg-surface-alt py-20">
      <div className="container-page">
        <SectionHeading id="pricing-heading" heading={copy.heading} intro={copy.intro} className="max-w-2xl" />
        {/* Always present (a live region must exist before its text changes) and always one line high. */}
        <p role="status" className="mt-6 h-6 text-center text-sm text-muted noscript:hidden">
          {loading ? copy.loading : ''}
        </p>
        <div aria-busy={loading} className="mt-6 noscript:hidden">
          {loading ? (
            <ul className={planGrid} aria-hidden="true">
              {Array.from({ length: SKELETON_CARD_COUNT }, (_, i) => (
                <PlanCardSkeleton key={i} pulse={state.status === 'loading'} />
              ))}
            </ul>
          ) : (
            <PlanList plans={state.plans} labels={labels} emptyText={copy.noPlans} />
          )}
        </div>
        <noscript>
          <div className="mt-12">
            <PlanList plans={fallbackPlanCards()} labels={labels} emptyText={copy.noPlans} />
          </div>
        </noscript>
        <ul className="mt-10 flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm font-medium text-body-soft">
          <li className="flex items-center gap-2">
            <CalendarCheck aria-hidden="true" size={18} className="text-accent-soft" />
            {copy.notes.cancel}
          </li>
          <li className="flex items-center gap-2">
            <ShieldCheck aria-hidden="true" size={18} className="text-accent-soft" />
            {copy.notes.secure}
          </li>
        </ul>
      </div>
    </section>
  )
}
