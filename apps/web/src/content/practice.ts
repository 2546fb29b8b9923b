import type { QuestionKind } from '~/content/question-banks/schema'

/**
 * Copy of the "Try one question now" widget (features/practice), shown after the hero of
 * the home page and of every landing page. The questions, keywords and role come from each
 * page's own content (`practice` in a landing module, `home.practice`). `{name}` marks a value
 * filled in by the component.
 */

/** What a page gives the widget. */
export interface PracticeSource {
  /** Sent to sign-up as `?role=`: the role or interview type of the page. */
  role: string
  /** The questions in the order "Another question" cycles through them (at least 3). */
  questions: readonly string[]
  /** The role's own terms; the check lists which ones an answer used. */
  keywords: readonly string[]
}

/** The prerendered part: read at build time, so it travels in the page, not the bundle. */
export const practiceSectionCopy = {
  eyebrow: 'Practice round',
  heading: 'Try one question now — no sign-up',
  intro: 'Answer a real interview question from this page, typed or spoken, and get a quick structure check of your answer in seconds.',
  noscript: 'Answering here needs JavaScript. The AI interviewer can ask you this question instead:',
  noscriptLink: 'Practise it free with the AI interviewer',
}

export const practiceFormCopy = {
  questionCount: 'Question {n} of {total}',
  another: 'Another question',
  answerLabel: 'Your answer',
  /** The hint under a question, by what the question asks for. */
  answerHints: {
    story: 'Aim for about two minutes: the situation, your task, what you did and the result.',
    explanation: 'Aim for one or two minutes: your approach step by step, the trade-offs, and an example.',
    view: 'Aim for one or two minutes: your position, your reasons, and an example from your experience.',
  } satisfies Record<QuestionKind, string>,
  words: { one: '1 word', other: '{n} words' },
  timerLabel: 'Time',
  timeLeft: '{time} left',
  timeOver: '{time} over two minutes',
  check: 'Check my answer',
  speak: 'Speak your answer',
  stop: 'Stop speaking',
  privacy: 'Your answer stays in this browser tab: nothing you type or say is sent to us.',
  speechNote: 'Speaking uses your browser’s own speech service, which may send the audio to its provider to turn it into text.',
}
export type PracticeFormCopy = typeof practiceFormCopy

/** Messages of the widget's live region and inline errors (read by the lazy widget only). */
export const practiceMessages = {
  empty: 'Type or speak an answer first.',
  question: 'Question {n} of {total}: {question}',
  listening: 'Listening. Speak your answer, then press Stop speaking.',
  stopped: 'Stopped listening. You can edit the text before checking it.',
  timeUp: 'Two minutes are up. Finish your point, then check your answer.',
  ready: {
    story: 'Quick check ready: {found} of 4 STAR parts found, {words}.',
    explanation: 'Quick check ready: {found} of 3 parts of an explanation found, {words}.',
    view: 'Quick check ready: {found} of 3 parts of a view found, {words}.',
  } satisfies Record<QuestionKind, string>,
  speechErrors: {
    'not-allowed': 'The microphone is blocked for this site. Allow it in your browser’s site settings, or type your answer.',
    'no-speech': 'No speech was heard. Try again closer to the microphone, or type your answer.',
    'audio-capture': 'No microphone was found. Connect one and try again, or type your answer.',
    network: 'Your browser’s speech service could not be reached. Check your connection, or type your answer.',
    other: 'Speech recognition stopped working. Type your answer instead.',
  },
}

export const practiceReportCopy = {
  heading: 'Your quick structure check',
  badge: 'Checked in your browser',
  disclaimer:
    'A quick check of structure and wording by simple rules, not the AI interviewer’s assessment: the full report scores your content, delivery, tone and confidence, with follow-up questions.',
  summary: {
    star: { label: 'STAR parts', value: '{found} of 4' },
    shape: { label: { explanation: 'Explanation parts', view: 'Parts of your view' }, value: '{found} of {total}' },
    words: { label: 'Length', value: '{words}' },
    pace: { label: 'Pace', value: '{wpm} words/min' },
    fillers: { label: 'Filler words', value: '{n}' },
    ownership: { label: 'I / we', value: '{i} / {we}' },
  },
  length: {
    empty: 'Nothing to check yet',
    short: 'Short for a two-minute answer',
    good: 'About right for two minutes',
    long: 'Longer than two minutes spoken',
  } satisfies Record<string, string>,
  pace: { slow: 'Slower than most interviewers expect', good: 'A comfortable pace', fast: 'Faster than easy listening' },
  ownership: {
    i: 'Mostly what you did',
    we: 'Mostly what the team did',
    balanced: 'You and the team',
    none: 'No I or we yet',
  },
  fillersNone: 'None found',
  fillersTop: 'Most used: {words}',
  starTitle: 'STAR coverage',
  starAll: 'All four parts found',
  starMissing: 'Missing: {parts}',
  star: {
    situation: { letter: 'S', name: 'Situation', missing: 'Where and when was it, and what was at stake?' },
    task: { letter: 'T', name: 'Task', missing: 'What were you responsible for?' },
    action: { letter: 'A', name: 'Action', missing: 'What did you do, step by step?' },
    result: { letter: 'R', name: 'Result', missing: 'How did it end, ideally with a number?' },
  } satisfies Record<string, { letter: string; name: string; missing: string }>,
  shapeTitle: { explanation: 'How your explanation is built', view: 'How your view is built' },
  shapeHeadings: {
    approach: 'Approach',
    tradeoffs: 'Trade-offs',
    example: 'An example',
    position: 'A clear position',
    reasons: 'Reasons',
  } satisfies Record<string, string>,
  shapeCaption: 'Found by their usual wording: “first… then”, “rather than”, “for example”, “because”.',
  /** The parts of an explanation or a view, as a next step names them. */
  shape: {
    approach: 'your approach, step by step',
    tradeoffs: 'the trade-offs (what you would give up, and why)',
    example: 'an example',
    position: 'a clear position',
    reasons: 'your reasons',
  } satisfies Record<string, string>,
  found: 'Found',
  missing: 'Not found',
  notEnglish: 'This check reads English answers only, as the interviews are in English.',
  resultTitle: 'Measurable result',
  resultFound: 'Your result has a number: {examples}.',
  resultMissing: 'No number, percentage, amount or time span in your result yet.',
  keywordsTitle: 'Role keywords you used',
  keywordsNone: 'None yet.',
  keywordsUnused: 'Also on this page: {keywords}.',
  nextStepsTitle: 'Next steps',
  steps: {
    expand: {
      story: 'Tell a complete story: the situation, your task, what you did and the result. Aim for 150 to 300 words.',
      explanation: 'Say more: your approach step by step, the terms of the field, a trade-off and an example.',
      view: 'Say more: your position, why you hold it, and an example from your own experience.',
    },
    english: 'Answer in English: the AI interviewer and this check work in English only.',
    star: 'Add what is missing from your story: the {parts}.',
    shape: 'Add what is missing: {parts}.',
    quantify: 'Put a number on the result: a percentage, an amount of money or time saved, or how many people it helped.',
    ownership: 'Say what you did yourself: use “I” for your own decisions and actions, “we” only for the team’s.',
    fillers: 'Cut the filler words, most of all “{words}”: a short pause sounds more confident.',
    tighten: {
      story: 'Tighten it to two minutes: one sentence of situation, one of task, then your actions and the result.',
      explanation: 'Tighten it to two minutes: your approach first, then the one trade-off and example that matter most.',
      view: 'Tighten it to two minutes: your position in a sentence, then two reasons and one example.',
    },
    pace: {
      slow: 'Pick up the pace a little, to about 130 to 160 words a minute.',
      fast: 'Slow down to about 130 to 160 words a minute, and pause after each part.',
    },
    keywords: 'Use the words of the role where they are true for you, for example {keywords}.',
    'out-loud': 'Now say it out loud within two minutes: a spoken answer is what the interviewer hears.',
    'follow-up': 'Prepare for the follow-up: what would you do differently, and what did you learn?',
  } satisfies Record<string, string | Record<string, string>>,
  cta: 'Get the full AI feedback report',
  ctaNote: 'Free to start. Opens sign-up in a new tab; your answer stays here.',
}
