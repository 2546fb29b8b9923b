/** The label a 0–100 skill score gets in a report (product.md §9 "Sample report"). */
export type ScoreLabel = 'Strong' | 'Good' | 'Developing'

/** Lowest score of each band: Strong 80 and up, Good 70 to 79, Developing below 70. */
const SCORE_BANDS = { strong: 80, good: 70 } as const

export function scoreLabel(score: number): ScoreLabel {
  if (!Number.isFinite(score) || score < 0 || score > 100) {
    throw new RangeError(`A score is a number from 0 to 100, got ${score}`)
  }
  if (score >= SCORE_BANDS.strong) return 'Strong'
  if (score >= SCORE_BANDS.good) return 'Good'
  return 'Developing'
}
