import type { SectionInput } from '../landing/schema'

/** Shared section "Instant feedback": what the report tells you seconds after an answer. */
export const instantFeedback = {
  kind: 'highlight',
  id: 'instant-feedback',
  eyebrow: 'Instant feedback',
  heading: 'Feedback on every answer, seconds after you give it',
  icon: 'gauge',
  body: 'You do not wait for a coach to get back to you. As soon as a session ends you see what worked and what did not: the content of each answer, its structure, and how you came across — tone, clarity, pace, filler words and confidence — with one concrete change to try next time.',
  bullets: [
    'Scores for content, structure, clarity and confidence',
    'The exact sentence that weakened an answer, and a stronger version',
    'Progress tracked across sessions, so you see what improved',
  ],
  demo: [
    { role: 'feedback', speaker: 'Feedback', text: 'Clear structure and a measurable result. Cut the two-sentence preamble and lead with the decision you made.' },
  ],
} satisfies SectionInput
