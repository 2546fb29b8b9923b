/**
 * One answer scored as the round's report scores it, as plain data: what `npm run score` prints
 * for the people who write question banks and for corpus checks (apps/web/scripts/score.ts).
 * Pure.
 */
import { bankBySlug, questionBanks, type BankQuestion, type QuestionBank } from '~/content/question-banks'
import { roleVocabulary, type RoleVocabulary } from './answer-rubric'
import { scoreLabel } from '~/lib/score'
import { improveText, workedText } from './report-text'
import { answerInsight } from './round-report'

export interface ScoredAnswer {
  role: string
  question: string
  score: number
  label: string
  skills: Record<string, number>
  /** The question's points the answer makes, each with the sentence of the answer that makes it. */
  points: { point: string; sentence: string }[]
  missed: string[]
  /** The report's lines for this answer: what worked, and what to change. */
  feedback: { worked: string[]; improve: string }
}

/** A lookup that failed, with the nearest name to suggest. */
export class UnknownInput extends Error {}

/** Edit distance (Levenshtein), case-insensitive: for "did you mean". */
function distance(a: string, b: string): number {
  const x = a.toLowerCase()
  const y = b.toLowerCase()
  let row = Array.from({ length: y.length + 1 }, (_, j) => j)
  for (let i = 1; i <= x.length; i++) {
    const next = [i]
    for (let j = 1; j <= y.length; j++) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1))
    row = next
  }
  return row[y.length]!
}

const closest = (name: string, names: readonly string[]) => [...names].sort((a, b) => distance(name, a) - distance(name, b))[0] ?? ''

export function findQuestion(role: string, question: string): { bank: QuestionBank; question: BankQuestion } {
  const bank = bankBySlug(role)
  if (!bank) {
    const near = closest(
      role,
      questionBanks.map((b) => b.slug),
    )
    throw new UnknownInput(`no role "${role}"; the closest is "${near}"`)
  }
  const found = bank.questions.find((q) => q.text === question.trim())
  if (!found) {
    const near = closest(
      question,
      bank.questions.map((q) => q.text),
    )
    throw new UnknownInput(`no question "${question}" in ${role}; the closest is "${near}"`)
  }
  return { bank, question: found }
}

const vocabularies = new Map<string, RoleVocabulary>()

/** `answer` to `question` of `role`'s bank, scored alone as the report scores it. Throws UnknownInput. */
export function scoreAnswer(role: string, questionText: string, answer: string): ScoredAnswer {
  const { bank, question } = findQuestion(role, questionText)
  let vocabulary = vocabularies.get(bank.slug)
  if (!vocabulary) vocabularies.set(bank.slug, (vocabulary = roleVocabulary(bank.questions)))
  const insight = answerInsight(question, { text: answer, skipped: false }, vocabulary)
  return {
    role: bank.slug,
    question: question.text,
    score: insight.score,
    label: scoreLabel(insight.score),
    skills: insight.scores,
    points: insight.relevance?.evidence ?? [],
    missed: insight.terms.missed,
    feedback: { worked: workedText(insight), improve: improveText(insight) },
  }
}
