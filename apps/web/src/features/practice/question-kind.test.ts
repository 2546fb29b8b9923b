import { describe, expect, it } from 'vitest'
import { questionBanks } from '~/content/question-banks'
import { questionKind } from './question-kind'

describe('questionKind', () => {
  it('reads a story, a view and an explanation from the wording', () => {
    expect(questionKind('Tell me about a time you disagreed with your manager.')).toBe('story')
    expect(questionKind('Describe a project you are proud of. What exactly was your part?')).toBe('story')
    expect(questionKind('How have you helped a new teammate get up to speed?')).toBe('story')
    expect(questionKind('Why do you want to work here?')).toBe('view')
    expect(questionKind('Describe the kind of manager and team you do your best work with.')).toBe('view')
    expect(questionKind('Where do you see yourself in three to five years?')).toBe('view')
    expect(questionKind('When would you denormalise a table, and what does it cost you later?')).toBe('explanation')
    expect(questionKind('Walk me through a DCF.')).toBe('explanation')
  })

  it('agrees with the kinds authored for the bank questions (it is used only where none is authored)', () => {
    const questions = questionBanks.flatMap((bank) => bank.questions)
    const agree = questions.filter((q) => questionKind(q.text) === q.kind).length
    console.info(
      `questionKind agrees with ${agree} of ${questions.length} authored kinds (${((agree / questions.length) * 100).toFixed(1)} %)`,
    )
    // Measured 94.5 % when written; the rest are questions either reading fits.
    expect(agree / questions.length).toBeGreaterThanOrEqual(0.92)
  })
})
