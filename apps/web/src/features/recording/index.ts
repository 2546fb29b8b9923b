/**
 * Recording an answer aloud in the practice round, kept on the device, with how it was said. Loaded
 * only once the visitor chooses to record (the round imports it on demand), or to show a round's
 * recordings in its report.
 */
export { RecordAnswer, type TakeDictation } from './record-answer'
export { RecordingReview } from './recording-review'
export { deleteRoundRecordings, keepOnlyRounds } from './recordings-store'
