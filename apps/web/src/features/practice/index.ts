/** What the practice round (features/practice-round) takes from the practice widget's feature. */
export {
  type AnswerReport,
  checkAnswer,
  countWords,
  type NextStep,
  PACE_WPM,
  shapeParts,
  type ShapePart,
  STAR_PARTS,
  type StarPart,
  wordsOf,
} from './answer-check'
export { AnswerReportCard, stepText } from './answer-report'
export { PracticeIcon } from './practice-icon'
export { type PracticeIconName, ROUND_SECTION_ID } from './try-question'
export { speechErrorText } from './speech-error'
export { useSoftTimer } from './use-soft-timer'
export { installOnDeviceSpeech, speechWhere, type SpeechWhere, useSpeechInput } from './use-speech-input'
export {
  isNonAnswer,
  notAnAnswer,
  type NotAnAnswer,
  pointSpans,
  relevance,
  type Relevance,
  repeatedAnswers,
  roleVocabulary,
  type RoleVocabulary,
  type Span,
} from './answer-rubric'
