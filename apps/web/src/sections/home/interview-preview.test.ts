import { describe, expect, it } from 'vitest'
import { home } from '~/content/home'
import { previewFeedback } from './interview-preview'

describe('the hero’s interview preview', () => {
  it('shows what the practice round’s own check says of its answer: a strong, complete story', () => {
    const feedback = previewFeedback(home.hero.preview)
    expect(feedback).toEqual({
      score: expect.any(Number),
      starFound: 4,
      star: 'STAR: all four parts',
      fillers: '1 filler word: “basically”',
    })
    expect(feedback.score).toBeGreaterThanOrEqual(80)
  })

  it('fails the build for a question its role’s bank does not ask', () => {
    expect(() => previewFeedback({ ...home.hero.preview, question: 'What is your favourite colour?' })).toThrow(
      /not a question of the product-manager bank/,
    )
  })
})
