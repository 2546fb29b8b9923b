/**
 * The held-out answers stay as they were written (README.md beside this file): a changed byte
 * fails here, and every line names a role and a question the banks still have, so the set keeps
 * measuring the questions visitors are asked. The scorer keeps the floors it reached when the set
 * was measured (figures in README.md): a change to the rules may not fall below them.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bankBySlug } from '~/content/question-banks'
import { scoreAnswer } from '~/features/answer/score-answer'
import { heldOutBars } from './bars'

const FILE = join(import.meta.dirname, 'answers.jsonl')
interface Line {
  role: string
  question: string
  answer: string
  grade: number
  style: string
}
const SHA256 = 'eed003048e3529aa01015a004369cb2e8f8e589d5384443b0e04075d149c6a4e'
const lines = readFileSync(FILE, 'utf8')
  .trim()
  .split('\n')
  .map((line) => JSON.parse(line) as Line)

describe('the held-out answers', () => {
  it('are frozen', () => {
    expect(createHash('sha256').update(readFileSync(FILE)).digest('hex')).toBe(SHA256)
  })

  it('ask questions the banks still have', () => {
    expect(lines.length).toBeGreaterThanOrEqual(150)
    const missing = lines.filter((l) => !bankBySlug(l.role)?.questions.some((q) => q.text === l.question))
    expect(missing).toEqual([])
  })

  it('keep the floors the scorer reached on them', () => {
    const bars = heldOutBars(lines.map((l) => ({ ...l, result: scoreAnswer(l.role, l.question, l.answer) })))
    // Measured when the rules without word lists were done: 0.574, 0.231, 19, 21, 0, 3, 0.
    expect(bars.all.value).toBeGreaterThanOrEqual(0.55)
    expect(bars.judged.value).toBeGreaterThanOrEqual(0.2)
    expect(bars.wrong.value).toBeLessThanOrEqual(19)
    expect(bars.ownWords.value).toBeLessThanOrEqual(21)
    expect(bars.offTopic.value).toBe(0)
    expect(bars.expert.value).toBeLessThanOrEqual(3)
    expect(bars.lists.value).toBe(0)
  })
})
