/**
 * The brand and the marketing claims, in one place so the operator can change
 * them without touching a component. Every other piece of copy refers here.
 */
export const site = {
  name: 'PracticeRoom',
  tagline: 'AI mock interviews with instant feedback',
  /** Shown in the footer beside the logo. */
  summary:
    'Realistic AI mock interviews, instant feedback and progress tracking for job seekers, from graduates to experienced professionals.',
  claims: {
    interviewsCompleted: '10K+',
    heroSuccessRate: '95%',
    reportSuccessRate: '92%',
    companies: '500+',
    averageRating: '4.9/5',
    happyUsers: '2K+',
    tacticsIn: '2 hours',
  },
  /** Company that operates the service, as named in the legal pages. */
  legalEntity: 'PracticeRoom',
} as const

export interface NavLink {
  label: string
  /** An in-site path, or a home-page anchor such as "/#pricing". */
  to: string
}

/** The header's links, in order (product.md §2 "Header"). The mobile menu shows the same list. */
export const headerLinks: readonly NavLink[] = [
  { label: 'Features', to: '/#features' },
  { label: 'How It Works', to: '/#how-it-works' },
  { label: 'Pricing', to: '/#pricing' },
  { label: 'Testimonials', to: '/#testimonials' },
  { label: 'Mock Interview', to: '/features/mock-interview' },
]

/** The footer's "Product" group: anchors on the home page, and the free practice round. */
export const productLinks: readonly NavLink[] = [...headerLinks.slice(0, 4), { label: 'Free Practice Round', to: '/practice' }]
