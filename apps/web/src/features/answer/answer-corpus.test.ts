/**
 * The scoring against people's judgement: answers written and graded 1–5 by hand (corpus/, four
 * roles: strong, good, fair, weak, short technical, rambling, off-topic, nonsense and repeated),
 * each scored alone as the round's report scores it. Prints the rank agreement (Spearman) and each
 * type's range; fails below the floor set from measurement (0.878 with the corpus's own odd words; 0.760 without them) (docs/decisions/019-answers-judged-by-rules.md).
 */
import { describe, expect, it } from 'vitest'
import { bankBySlug } from '~/content/question-banks'
import { roleVocabulary } from './answer-rubric'
import customerSupport from './corpus/customer-support.json'
import dataAnalyst from './corpus/data-analyst.json'
import nursingStudent from './corpus/nursing-student.json'
import softwareEngineer from './corpus/software-engineer.json'
import { spearman } from '~/lib/spearman'
import { answerInsight } from './round-report'

interface Entry {
  question: string
  answer: string
  grade: number
  type: string
}

const CORPUS: Record<string, Entry[]> = {
  'software-engineer': softwareEngineer,
  'data-analyst': dataAnalyst,
  'nursing-student': nursingStudent,
  'customer-support': customerSupport,
}

const scored = Object.entries(CORPUS).flatMap(([slug, entries]) => {
  const bank = bankBySlug(slug)!
  const vocabulary = roleVocabulary(bank.questions)
  return entries.map((entry) => {
    const question = bank.questions.find((q) => q.text === entry.question)
    if (!question) throw new Error(`${slug}: no question "${entry.question}"`)
    const insight = answerInsight(question, { text: entry.answer, skipped: false }, vocabulary)
    return { ...entry, slug, score: insight.score, insight }
  })
})

describe('the scoring against a labelled corpus', () => {
  it('ranks answers as people do', () => {
    const rho = spearman(
      scored.map((s) => s.grade),
      scored.map((s) => s.score),
    )
    const byType = new Map<string, number[]>()
    for (const s of scored) byType.set(s.type, [...(byType.get(s.type) ?? []), s.score])
    console.log(`corpus: ${scored.length} answers, ${Object.keys(CORPUS).length} roles; Spearman ${rho.toFixed(3)}`)
    for (const [type, scores] of byType) {
      const sorted = [...scores].sort((a, b) => a - b)
      console.log(
        `  ${type.padEnd(16)} n=${String(sorted.length).padStart(2)}  ${sorted[0]}–${sorted.at(-1)}, median ${sorted[Math.floor(sorted.length / 2)]}`,
      )
    }
    if (process.env.CORPUS_LOG)
      for (const s of scored)
        console.log(
          [
            '#',
            s.grade,
            s.score,
            s.type.padEnd(15),
            JSON.stringify(s.insight.scores),
            s.insight.relevance?.points.used.length,
            s.insight.relevance?.questionWords,
            s.insight.relevance?.oddities.join('+'),
            s.insight.check?.words,
            s.answer.slice(0, 60).replace(/\n/g, ' '),
          ].join(' '),
        )
    expect(rho).toBeGreaterThanOrEqual(0.75)
  })

  it('never rates an off-topic answer above 40, nor a strong one below 70', () => {
    const wrong = scored.filter((s) => (s.type === 'off-topic' && s.score > 40) || (s.type === 'strong' && s.score < 70))
    expect(wrong.map((s) => `${s.type} ${s.score}: ${s.answer.slice(0, 60)}`)).toEqual([])
  })

  // Fluent nonsense in the question's own words is where rules stop: they see neither truth nor
  // sense (decision 019). The floor reached without a list of odd words: half of it at 40 or less.
  it('rates at least half the fluent nonsense at 40 or less', () => {
    const nonsense = scored.filter((s) => s.type === 'nonsense')
    expect(nonsense.filter((s) => s.score <= 40).length).toBeGreaterThanOrEqual(nonsense.length / 2)
  })
})
