import { z } from 'zod'
import { template, text } from '~/content/fields'

/**
 * The pricing section's words, pricing.yaml (product.md §3, §4 "Pricing", §9). The plans, their
 * limits and prices come from the API or `@app/contract/plans`; the code fills them in.
 */
export const PricingSchema = z.object({
  heading: text(10, 90, 'The section’s heading'),
  intro: text(20, 240, 'The line under the heading'),
  loading: text(5, 60, 'While the plans load'),
  popularBadge: text(2, 20, 'Badge on the popular plan'),
  opensInNewTab: text(5, 40, 'Read by screen readers after each plan’s button'),
  unavailablePrefix: text(2, 30, 'Read by screen readers before a feature the plan lacks'),
  notes: z.object({ cancel: text(5, 40, 'Note under the plans'), secure: text(5, 40, 'Note under the plans') }),
  cta: z.object({ free: text(2, 30, 'The free plan’s button'), paid: text(2, 30, 'A paid plan’s button') }),
  period: z.object({
    free: text(2, 30, 'Under the free plan’s price'),
    recurring: template(2, 40, ['interval'], 'Under a price paid every interval, e.g. "per month"'),
    recurringEvery: template(2, 40, ['count', 'interval'], 'Under a price paid every few intervals, e.g. "per 3 months"'),
    oneTime: text(2, 30, 'Under a price paid once'),
  }),
  feature: z.object({
    mockInterviews: template(5, 60, ['count', 'minutes'], 'Mock interviews a plan includes'),
    resumes: template(3, 40, ['count'], 'Resumes a plan includes'),
    jobDescriptions: template(3, 40, ['count'], 'Job descriptions a plan includes'),
    multipleJobs: text(3, 40, 'The extra of the top plan'),
    history: template(3, 40, ['product'], 'The other extra of the top plan'),
  }),
  noPlans: text(5, 60, 'When there are no plans (product.md §8)'),
})
