import { Check, X } from 'lucide-react'
import { cn } from '~/lib/cn'
import { newTabProps } from '~/lib/links'
import type { PricingPlan } from './pricing'

export interface PlanCardLabels {
  popularBadge: string
  unavailablePrefix: string
  opensInNewTab: string
}

/** The frame every plan card and skeleton shares, so swapping one for the other moves nothing. */
export const planCardFrame = 'relative flex w-full flex-col rounded-2xl border bg-surface p-6 lg:p-8'
/** Room for four lines of description (the seeded ones need that) in cards and skeletons alike, which also lines the feature lists up across cards. */
export const planDescriptionBox = 'mt-4 min-h-20 text-sm'

export function PlanCard({ plan, labels }: { plan: PricingPlan; labels: PlanCardLabels }) {
  return (
    <li className="flex" data-plan={plan.name}>
      <div className={cn(planCardFrame, plan.popular ? 'border-brand-line shadow-lg ring-1 ring-brand-line' : 'border-line shadow-sm')}>
        <h3 className="text-lg font-semibold text-heading">{plan.name}</h3>
        {plan.popular && (
          <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand px-3 py-1 text-xs font-semibold whitespace-nowrap text-on-brand">
            {labels.popularBadge}
          </p>
        )}
        <p className="mt-4 flex flex-wrap items-baseline gap-x-2">
          <span className="text-4xl font-bold tracking-tight text-heading">{plan.price}</span>
          <span className="text-sm font-medium text-muted">{plan.period}</span>
        </p>
        <p className={cn(planDescriptionBox, 'text-muted')}>{plan.description}</p>
        <ul className="mt-6 space-y-3 text-sm" aria-label={`${plan.name} features`}>
          {plan.features.map((feature) => (
            <li key={feature.text} className="flex gap-3" data-available={feature.available}>
              {feature.available ? (
                <Check aria-hidden="true" size={20} className="shrink-0 text-accent-soft" />
              ) : (
                <X aria-hidden="true" size={20} className="shrink-0 text-faint" />
              )}
              {feature.available ? (
                <span className="text-body-soft">{feature.text}</span>
              ) : (
                <span className="text-subtle line-through">
                  <span className="sr-only">{labels.unavailablePrefix} </span>
                  {feature.text}
                </span>
              )}
            </li>
          ))}
        </ul>
        <a href={plan.ctaUrl} {...newTabProps} className={cn('btn mt-8 w-full', plan.popular ? 'btn-primary' : 'btn-outline')}>
          {plan.ctaText}
          <span className="sr-only">
            : {plan.name} ({labels.opensInNewTab})
          </span>
        </a>
      </div>
    </li>
  )
}
