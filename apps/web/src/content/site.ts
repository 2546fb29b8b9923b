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
