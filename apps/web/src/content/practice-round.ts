import type { Skill, TalkingPoint } from '~/features/practice-round/round-report'

/**
 * Copy of the practice round pages (`/practice` and `/practice/<slug>`, features/practice-round):
 * the picker, the round and its report. `{name}` marks a value filled in by the component.
 */

export const practicePickerCopy = {
  path: '/practice',
  label: 'Free practice round',
  title: 'Free Mock Interview Practice Round',
  description:
    'Pick your role and answer five real interview questions, typed or spoken. Get a report of the whole round in seconds; your answers never leave your browser.',
  eyebrow: 'Practice round',
  heading: 'Practise a whole interview round, free',
  intro:
    'Five questions for your role, one at a time, with a two-minute timer. Then a report of the round: structure, delivery, results and the words of your role. No account, and nothing you say leaves this browser.',
  rolesTitle: 'Choose your role or interview type',
  questions: '{n} questions in the bank',
}

export const practicePageCopy = {
  /** The document title of a role's round, without the brand. */
  title: 'Free {role} Practice Round',
  eyebrow: 'Practice round',
  heading: '{role}: a free five-question practice round',
  intro:
    'Answer five questions as you would in the interview, typed or spoken. You get a quick check after each answer if you want one, and a report of the whole round at the end.',
  privacyTitle: 'Private by design',
  privacy:
    'Your answers and your report are kept in this browser only (its local storage) and never sent to us or anyone else. Clear them at any time from the report.',
  noscriptTitle: 'Practise these questions aloud',
  noscript:
    'The round and its report need JavaScript. Without it, practise these questions aloud, two minutes each, or let the AI interviewer ask them:',
  signup: 'Practise with the AI interviewer',
  fullRoundLink: 'Practise a full round',
  fullRoundNote: 'Five questions for this role and a report of the round, free and without sign-up.',
}

export const roundCopy = {
  startTitle: 'Five questions, then your report',
  start: 'Start the round',
  startNote: 'Five questions · about two minutes each · typed or spoken',
  progress: 'Question {n} of {total}',
  progressLabel: 'Round progress',
  category: 'Category: {category}',
  back: 'Back',
  skip: 'Skip',
  next: 'Next question',
  finish: 'Finish and see my report',
  check: 'Check this answer',
  hideCheck: 'Hide the check',
  answered: 'Answered',
  skipped: 'Skipped',
  notAnswered: 'Not answered yet',
  /** The live region. */
  announce: {
    question: 'Question {n} of {total}: {question}',
    report: 'Your report is ready: overall score {score} of 100, {label}.',
    cleared: 'Everything this site stored about your practice is cleared.',
    copied: 'The report is copied to your clipboard.',
    copyFailed: 'Copying failed. Select the text of the report and copy it instead.',
  },
  privacy: 'Your answers stay in this browser: nothing you type or say is sent to us.',
  speechLocal: 'Speech is recognised on this device: the audio does not leave it.',
  discardRound: 'Discard this round',
  storageOff: 'Your browser does not let this site store data, so this round lives in this tab only.',
}

export const roundReportCopy = {
  heading: 'Your practice round report',
  subheading: '{role} · {date} · {answered} of {total} questions answered',
  badge: 'Scored in your browser by simple rules',
  overall: 'Overall score',
  overallCaption: 'The average of the four skills below.',
  wordsTile: 'Words spoken or typed',
  wordsCaption: '{n} per answer on average',
  paceTile: 'Pace',
  paceCaption: { slow: 'Slower than most interviewers expect', good: 'A comfortable pace', fast: 'Faster than easy listening' },
  noPace: 'Typed answers have no pace',
  skillsTitle: 'Skills breakdown',
  skills: {
    structure: 'Answer structure',
    communication: 'Communication',
    impact: 'Results and ownership',
    role: 'Role knowledge',
  } satisfies Record<Skill, string>,
  insightsTitle: 'Question insights',
  yourAnswer: 'Your answer',
  skippedAnswer: 'You skipped this question.',
  emptyAnswer: 'No answer was given.',
  went: 'What worked',
  improve: 'What to change',
  improveSkipped: 'Answer it next time, even briefly: a short honest story beats a blank.',
  worked: {
    star: 'All four STAR parts: a complete story.',
    starSome: 'A clear {parts}.',
    measured: 'A result with a number: {examples}.',
    terms: 'The words of the role: {terms}.',
    ownership: 'You said what you did yourself.',
  },
  termsUsed: 'Role terms used',
  termsMissed: 'Terms a strong answer would use',
  none: 'None',
  roundTitle: 'Across the round',
  star: 'STAR parts found',
  starValue: 'Answers with each part, of the {n} you gave',
  fillers: 'Filler words and hedges',
  fillersValue: '{n} in {words} words',
  fillersTop: 'Most used: {words}',
  ownership: '“I” and “we”',
  ownershipValue: '{i} / {we}',
  measured: 'Measurable results',
  measuredValue: '{n} of {total} answers',
  topWords: 'Your most-used words',
  talkingPointsTitle: 'Talking points you covered',
  talkingPoints: {
    experience: 'Your experience',
    skills: 'Your skills',
    lessons: 'What you learned',
    motivation: 'Why you want it',
  } satisfies Record<TalkingPoint, string>,
  covered: 'Covered',
  notCovered: 'Not yet',
  recommendationsTitle: 'Recommendations',
  recommendations: {
    'answer-all': 'Answer every question, even briefly: you skipped or left {n}. A short honest story beats a blank.',
    'talking-point': {
      experience: 'Anchor answers in your experience: where you worked, on what, and for how long.',
      skills: 'Name the skills you used, so the interviewer does not have to infer them.',
      lessons: 'Close stories with what you learned or would do differently: interviewers ask for it.',
      motivation: 'Say why you want this role: what draws you to the work, in one or two sentences.',
    } satisfies Record<TalkingPoint, string>,
    terms: 'Use the language of the role where it is true for you, for example {terms}.',
    hedges: 'State your conclusions without hedging: drop “{words}” where you are sure.',
  },
  howTitle: 'How we score this',
  how: [
    'Answer structure: 25 points for each STAR part (situation, task, action, result) found by its usual wording.',
    'Communication: 100 points for 50 to 320 words (about two minutes), 70 for longer, 40 for shorter; minus 10 for each filler word or hedge per 100 words (at most 40); minus 10 for a spoken pace outside 110 to 170 words a minute.',
    'Results and ownership: 60 points for a result with a number in it, 30 for a result without one; plus 40 when you mostly say “I”, 30 for a mix, 10 when you mostly say “we”.',
    'Role knowledge: the share of the question’s key terms you used, full marks at three.',
    'Each skill is the average over the five questions, a skipped question counting 0; the overall score is the average of the four skills. Labels: Strong 80 and up, Good 70 to 79, Developing below 70.',
    'These are simple rules over your words, not the AI interviewer’s judgement: it also scores content, tone and confidence, and asks follow-up questions.',
  ],
  actionsTitle: 'Keep or share it',
  print: 'Print or save as PDF',
  copy: 'Copy as text',
  again: 'Start another round',
  clear: 'Clear my practice data',
  clearNote: 'Removes every round, answer and report this site stored in this browser.',
  ctaTitle: 'Practise with the AI interviewer',
  ctaBody:
    'It asks follow-up questions, listens to how you say it, and scores content, tone and confidence. Your first mock interview is free.',
  cta: 'Sign up free for {role}',
  ctaNote: 'Opens sign-up in a new tab; your report stays here.',
  reviewAnswer: 'Edit answer {n}',
}
