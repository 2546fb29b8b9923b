import type { SectionInput } from '~/content/landing/schema'

/** Shared section "How it works": the four steps of product.md §2, as on the home page, in sentences short enough to share. */
export const howItWorks = {
  kind: 'steps',
  id: 'how-it-works',
  eyebrow: 'How it works',
  heading: 'From resume to offer in four steps',
  items: [
    {
      title: 'Upload Your Resume',
      body: 'Add your resume and the job description. Every question is built from both.',
    },
    {
      title: 'Practice with the AI interviewer',
      body: 'Answer out loud for 15 to 60 minutes. Follow-ups adapt to your level.',
    },
    { title: 'Get Detailed Feedback', body: 'See scores per skill on tone, clarity and confidence. Fixes come first.' },
    { title: 'Land Your Dream Job', body: 'Repeat the hardest questions until they feel routine. Then walk in ready.' },
  ],
} satisfies SectionInput
