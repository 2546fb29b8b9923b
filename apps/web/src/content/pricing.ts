/**
 * Copy and static data of the pricing section (product.md §3, §4 "Pricing", §9). The plans the
 * visitor normally sees come from the API; everything here is the wording around them. The plans,
 * limits and prices themselves are in `@app/contract/plans`.
 */

export const pricingCopy = {
  heading: 'Simple, transparent pricing',
  intro: 'Start free and upgrade when you need more practice. No hidden fees.',
  loading: 'Loading pricing information...',
  popularBadge: 'Most Popular',
  /** Appended (visually hidden) to each plan button so links that read alike stay distinct. */
  opensInNewTab: 'opens in a new tab',
  unavailablePrefix: 'Not included:',
  notes: { cancel: 'Cancel anytime', secure: 'Secure payments' },
  cta: { free: 'Get Started Free', paid: 'Choose Plan' },
  period: {
    free: 'Free Forever',
    recurring: (interval: string, count = 1) => (count > 1 ? `per ${count} ${interval}s` : `per ${interval}`),
    oneTime: 'one-time',
  },
  feature: {
    mockInterviews: (count: number, minutes: number) => `${count} Mockinterview For ${minutes} mins`,
    resumes: (count: number) => `${count} Resume`,
    jobDescriptions: (count: number) => `${count} Job Description`,
    multipleJobs: 'Add Multiple Jobs',
    history: (product: string) => `${product} History`,
  },
  /** product.md §8 "Defined messages" that reach the screen. */
  noPlans: 'No pricing plans available',
} as const
