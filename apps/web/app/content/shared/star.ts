import type { SectionInput } from '../landing/schema'

/** Shared section "STAR-method feedback": how behavioural answers are scored. */
export const star = {
  kind: 'star',
  id: 'star-method',
  eyebrow: 'STAR-method feedback',
  heading: 'Answers scored against the STAR method',
  intro: 'Interviewers listen for a story with a beginning, a decision and an outcome. The feedback checks each part of yours and tells you which one is missing or thin.',
  letters: [
    { letter: 'S', title: 'Situation', body: 'Did you set the scene in one or two sentences, with enough context to follow and nothing more?' },
    { letter: 'T', title: 'Task', body: 'Is it clear what you were responsible for, as opposed to what the team or your manager did?' },
    { letter: 'A', title: 'Action', body: 'Did you describe the steps you took and why, using "I" rather than "we", in the order they happened?' },
    { letter: 'R', title: 'Result', body: 'Did the story end with an outcome, ideally a number, and what you learned or would change next time?' },
  ],
} satisfies SectionInput
