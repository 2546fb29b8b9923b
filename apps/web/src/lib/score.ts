/**
 * The label a 0–100 skill score gets in a report (product.md §9 "Sample report"), and below 40
 * "Needs work": a blank or off-topic answer is not in the band of a 68.
 */
export type ScoreLabel = 'Strong' | 'Good' | 'Developing' | 'Needs work'

/** Lowest score of each band: Strong 80 and up, Good 70 to 79, Developing 40 to 69, Needs work below 40. */
const SCORE_BANDS = { strong: 80, good: 70, developing: 40 } as const

export function scoreLabel(score: number): ScoreLabel {
  if (!Number.isFinite(score) || score < 0 || score > 100) {
    throw new RangeError(`A score is a number from 0 to 100, got ${score}`)
  }
  if (score >= SCORE_BANDS.strong) return 'Strong'
  if (score >= SCORE_BANDS.good) return 'Good'
  if (score >= SCORE_BANDS.developing) return 'Developing'
  return 'Needs work'
}
