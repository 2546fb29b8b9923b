import type { SectionInput } from '../landing/schema'

/** Shared section "AI roleplay": the interviewer that plays the other side of the table. */
export const roleplay = {
  kind: 'highlight',
  id: 'ai-roleplay',
  eyebrow: 'AI roleplay',
  heading: 'An interviewer that plays the part, follow-ups included',
  icon: 'bot',
  body: 'The AI interviewer takes on the role you will face: a hiring manager, a technical lead, a recruiter, or a panel of several people with different priorities. It listens to your answer and asks the follow-up a real interviewer would, so you practise thinking on your feet instead of reciting prepared lines.',
  bullets: [
    'Personas for hiring managers, panels and buying committees',
    'Follow-up questions that react to what you actually said',
    'Difficulty that rises as your answers get stronger',
    'Sessions of 15 to 60 minutes, as often as you like',
  ],
  demo: [
    { role: 'interviewer', speaker: 'AI interviewer', text: 'You mentioned the launch slipped by two weeks. What did you tell your stakeholders, and when?' },
    { role: 'candidate', speaker: 'You', text: 'I flagged the risk on day three, proposed a reduced scope and a new date, and sent a short update every Friday.' },
  ],
} satisfies SectionInput
