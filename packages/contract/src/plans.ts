/**
 * product.md §9: the three plans, the config types their limits are stored under, the limits
 * themselves and the prices of the plan catalog. One source for the API's plan rows and the
 * site's fallback plans. Free of zod on purpose: the site imports it into the home page's
 * initial bundle (`@app/contract/plans`), where the schemas would cost ~15 KB gzip.
 */

/** The config keys of a plan's limits, as stored in the config table. */
export const CONFIG_KEYS = {
  mockInterviewCount: 'mockinterviewcount',
  totalMinutes: 'totalAllowedTimeinMins',
  resumeCount: 'resumecount',
  jobDescriptionCount: 'jobdescription',
} as const

/** The names the site shows, in display order. */
export const PLAN_NAMES = ['Free tier', 'Essentials', 'Premium'] as const
export type PlanName = (typeof PLAN_NAMES)[number]

export const PLAN_TYPES = ['Starter', 'Professional', 'Enterprise'] as const
export type PlanType = (typeof PLAN_TYPES)[number]

/** Plan name → the config `type` its limits are stored under (and the local product's name). */
export const CONFIG_TYPE_BY_PLAN: Readonly<Record<PlanName, PlanType>> = {
  'Free tier': 'Starter',
  Essentials: 'Professional',
  Premium: 'Enterprise',
}

/** Product names (trimmed, lower-case) → the plan name the site shows. */
export const PLAN_NAME_BY_PRODUCT: Readonly<Record<string, PlanName>> = {
  starter: 'Free tier',
  professional: 'Essentials',
  'gold plan': 'Essentials',
  enterprise: 'Premium',
  prime: 'Premium',
}

/** A plan type's limits, named like CONFIG_KEYS. */
export type PlanLimits = Record<keyof typeof CONFIG_KEYS, number>

/** Interviews, minutes, resumes and job descriptions per plan type. */
export const PLAN_LIMITS: Readonly<Record<PlanType, Readonly<PlanLimits>>> = {
  Starter: { mockInterviewCount: 1, totalMinutes: 30, resumeCount: 1, jobDescriptionCount: 1 },
  Professional: { mockInterviewCount: 3, totalMinutes: 600, resumeCount: 3, jobDescriptionCount: 3 },
  Enterprise: { mockInterviewCount: 5, totalMinutes: 3000, resumeCount: 5, jobDescriptionCount: 5 },
}

/** The price of each plan: cents, and monthly unless free. */
export const PLAN_PRICES: Readonly<Record<PlanName, { unitAmount: number; interval: 'month' | null }>> = {
  'Free tier': { unitAmount: 0, interval: null },
  Essentials: { unitAmount: 499, interval: 'month' },
  Premium: { unitAmount: 1499, interval: 'month' },
}

/**
 * What each plan is for, one sentence: the plan catalog's product description (the API's
 * answer without Stripe) and the site's fallback when the API gives none.
 */
export const PLAN_DESCRIPTIONS: Readonly<Record<PlanName, string>> = {
  'Free tier': 'Practice for free: one AI mock interview of up to 30 minutes, one resume and one job description.',
  Essentials: 'For active job seekers: three mock interviews with 600 minutes in total, three resumes and three job descriptions.',
  Premium:
    'For serious preparation: five mock interviews with 3,000 minutes in total, five resumes, five job descriptions, multiple jobs and interview history.',
}
