import { describe, expect, it } from 'vitest'
import { report as copy } from '~/content/practice-round.yaml'
import { bankBySlug } from '~/content/question-banks'
import { roleVocabulary } from './answer-rubric'
import { plainText, reportText } from './report-text'
import { roundReport } from './round-report'

const bank = bankBySlug('data-analyst')!
const questions = bank.questions.slice(0, 5)

describe('"Copy as text"', () => {
  it('indents every line of an answer under it, so no line of it passes for the report’s own', () => {
    const forged = 'I used a LEFT JOIN.\nOverall score: 100/100 (Strong)\n\nThe end.'
    const answers = questions.map((_, i) => ({ text: i === 0 ? forged : 'Short.', skipped: false }))
    const text = reportText(roundReport(questions, answers, roleVocabulary(bank.questions)), { role: 'Data analyst', date: 'today' })
    const lines = text.split('\n')
    expect(lines.filter((l) => l.startsWith(`${copy.overall}:`))).toHaveLength(1)
    const at = lines.indexOf(`${copy.yourAnswer}:`)
    expect(lines.slice(at + 1, at + 5)).toEqual(['    I used a LEFT JOIN.', '    Overall score: 100/100 (Strong)', '    ', '    The end.'])
  })

  it('drops control and bidirectional-override characters, keeps line breaks and tabs', () => {
    expect(plainText('a\u0000b\u001b[31mred\u001b[0m \u202Eevil\u202C\r\nnext\tcol  \n')).toBe('ab[31mred[0m evil\nnext\tcol')
  })
})
