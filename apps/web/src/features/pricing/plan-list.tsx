import type { PricingPlan } from './pricing'
import { PlanCard, type PlanCardLabels } from './plan-card'

export const planGrid = 'grid gap-8 md:grid-cols-3'

/** The plans in a three-column grid (one column on phones). */
export function PlanList({ plans, labels, emptyText }: { plans: PricingPlan[]; labels: PlanCardLabels; emptyText: string }) {
  if (plans.length === 0) return <p className="text-center text-muted">{emptyText}</p>
  return (
    <ul role="list" className={planGrid}>
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} labels={labels} />
      ))}
    </ul>
  )
}
