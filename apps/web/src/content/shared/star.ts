import type { Audience, SectionInput } from '~/content/landing/schema'

/** Shared section "STAR-method feedback": how behavioural answers are scored, with the page's sample story. */
export const star = ({ people, story }: Audience) =>
  ({
    kind: 'star',
    id: 'star-method',
    eyebrow: 'STAR-method feedback',
    heading: 'Answers scored against the STAR method',
    exampleLabel: 'From a sample answer',
    intro: `Interviewers hiring ${people} listen for a story with a beginning, a decision and an outcome. The feedback marks the part that is thin.`,
    letters: [
      { letter: 'S', title: 'Situation', body: 'Set the scene in one or two sentences.', example: story.situation },
      { letter: 'T', title: 'Task', body: 'Say what you owned, not what the team did.', example: story.task },
      { letter: 'A', title: 'Action', body: 'The steps you took and why, using “I”.', example: story.action },
      { letter: 'R', title: 'Result', body: 'An outcome, ideally a number, and a lesson.', example: story.result },
    ],
  }) satisfies SectionInput
