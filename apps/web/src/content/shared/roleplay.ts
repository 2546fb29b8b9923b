import type { Audience, SectionInput } from '~/content/landing/schema'

/** Shared section "AI roleplay": the interviewer that plays the other side of the table for the page's audience. */
export const roleplay = ({ people, interviewers, followUp }: Audience) =>
  ({
    kind: 'highlight',
    id: 'ai-roleplay',
    eyebrow: 'AI roleplay',
    heading: 'An interviewer that plays the part, follow-ups included',
    icon: 'bot',
    body: `For ${people}, the AI interviewer plays ${interviewers}. It reacts to what you actually said. You practise thinking on your feet, not reciting lines.`,
    bullets: [
      'Personas for hiring managers, panels and buying committees',
      'Follow-up questions built on your last answer',
      'Difficulty that rises as your answers get stronger',
      'Sessions of 15 to 60 minutes, any time',
    ],
    demo: [
      { role: 'interviewer', speaker: 'AI interviewer', text: followUp.question },
      { role: 'candidate', speaker: 'You', text: followUp.answer },
    ],
  }) satisfies SectionInput
