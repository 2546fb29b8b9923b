import type { SectionInput } from '../landing/schema'

/** Shared section "How it works": the four steps of SPEC §2, as on the home page. */
export const howItWorks = {
  kind: 'steps',
  id: 'how-it-works',
  eyebrow: 'How it works',
  heading: 'From resume to offer in four steps',
  items: [
    { title: 'Upload Your Resume', body: 'Add your resume and the job description. The questions are built from both, so you practise for the job you applied to, not a generic one.' },
    { title: 'Practice with the AI interviewer', body: 'Answer out loud, in a session of 15 to 60 minutes. The interviewer asks follow-ups and adapts to your level as you go.' },
    { title: 'Get Detailed Feedback', body: 'Read a report on your answers, tone, clarity and confidence, with scores per skill and specific fixes for your weakest answers.' },
    { title: 'Land Your Dream Job', body: 'Repeat the questions you found hardest until they feel routine, then walk into the real interview knowing what to expect.' },
  ],
} satisfies SectionInput
