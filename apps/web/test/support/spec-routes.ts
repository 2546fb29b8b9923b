/**
 * The landing pages docs/product.md §2 names, by the footer group each belongs to: the registry
 * must hold every one of them (a page added beyond them needs no change here).
 */
export const SPEC_LANDING_SLUGS = {
  feature: [
    'mock-interview',
    'interview-prepration',
    'interview-report',
    'ai-question-generation',
    'instant-interview-feedback-reports',
    'mock-interview-freshers',
    'mock-interview-experienced-professionals',
    'ai-interview-coach-vs-human-coach',
    'recorded-interview-practice-online',
  ],
  role: [
    'ai-mock-interview-software-engineers',
    'ai-mock-interview-backend-developers',
    'ai-mock-interview-frontend-developers',
    'ai-mock-interview-full-stack-developers',
    'ai-mock-interview-data-scientists',
    'ai-mock-interview-data-analysts',
    'ai-mock-interview-product-managers',
    'ai-mock-interview-qa-testers',
    'ai-mock-interview-devops-engineers',
    'ai-mock-interview-cloud-engineers',
    'ai-mock-interview-business-analysts',
    'ai-mock-interview-ui-ux-designers',
    'ai-mock-interview-finance-roles',
    'ai-mock-interview-sales-professionals',
    'ai-mock-interview-customer-support',
    'ai-mock-interview-hr-professionals',
    'mock-interview-nursing-students',
  ],
  topic: [
    'behavioral-mock-interview',
    'technical-interview-practice',
    'system-design-interview-practice',
    'case-study-mock-interview',
    'hr-interview-practice',
  ],
} as const

/** The spec's other routes: the home page and the two legal pages. */
export const SPEC_OTHER_ROUTES = { '/': 'home', '/privacy-policy': 'legal', '/terms-of-service': 'legal' } as const
