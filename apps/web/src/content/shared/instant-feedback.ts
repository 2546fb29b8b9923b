import type { Audience, SectionInput } from '~/content/landing/schema'

/** Shared section "Instant feedback": what the report tells the page's audience seconds after an answer. */
export const instantFeedback = ({ focus, feedback }: Audience) =>
  ({
    kind: 'highlight',
    id: 'instant-feedback',
    eyebrow: 'Instant feedback',
    heading: 'Feedback on every answer, seconds after you give it',
    icon: 'gauge',
    body: `No waiting for a coach to reply. As soon as a session ends, the report shows ${focus}. Tone, clarity, pace and filler words are scored too. Each answer gets one concrete change to try.`,
    bullets: [
      'Scores for content, structure, clarity and confidence',
      'The weakest sentence of an answer, rewritten stronger',
      'Progress tracked across sessions, so you see what improved',
    ],
    demo: [{ role: 'feedback', speaker: 'Feedback', text: feedback }],
  }) satisfies SectionInput
