/**
 * The answer engine: what both practice UIs use to take and judge an answer. Taking it: the
 * answer box's timer, speech input and icons. Judging it: the quick check (answer-check.ts), the
 * rubric of what was asked (answer-rubric.ts), a question's kind, and the report of one answer or
 * a round of them (round-report.ts) with its words (report-text.ts). The one-question widget
 * (features/try-question), the practice round (features/practice-round) and the home page's
 * preview use it; `npm run score` runs it from the command line (score-answer.ts).
 */
export { type AnswerReport, checkAnswer, countWords } from './answer-check'
export { AnswerReportCard } from './answer-report'
export { pointSpans, roleVocabulary, type Span } from './answer-rubric'
export { PracticeIcon, type PracticeIconName } from './practice-icon'
export { questionKind } from './question-kind'
export { improveText, recommendationText, reportText, signed, workedText } from './report-text'
export {
  type AnswerInsight,
  answerInsight,
  judgedInsight,
  prepareInsight,
  prepareQuestion,
  type Progress,
  progressSince,
  RULES_VERSION,
  type RoundAnswer,
  type RoundReport,
  roundReport,
  type RoundSummary,
  SKILLS,
  summarise,
  TALKING_POINTS,
} from './round-report'
export { speechErrorText } from './speech-error'
export { useSoftTimer } from './use-soft-timer'
export { installOnDeviceSpeech, speechWhere, type SpeechWhere, useSpeechInput } from './use-speech-input'
