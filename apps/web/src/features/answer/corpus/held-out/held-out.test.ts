/**
 * The held-out answers stay as they were written (README.md beside this file): a changed byte
 * fails here, and every line names a role and a question the banks still have, so the set keeps
 * measuring the questions visitors are asked.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { bankBySlug } from '~/content/question-banks'

const FILE = join(import.meta.dirname, 'answers.jsonl')
const SHA256 = 'eed003048e3529aa01015a004369cb2e8f8e589d5384443b0e04075d149c6a4e'

describe('the held-out answers', () => {
  it('are frozen', () => {
    expect(createHash('sha256').update(readFileSync(FILE)).digest('hex')).toBe(SHA256)
  })

  it('ask questions the banks still have', () => {
    const lines = readFileSync(FILE, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { role: string; question: string })
    expect(lines.length).toBeGreaterThanOrEqual(150)
    const missing = lines.filter((l) => !bankBySlug(l.role)?.questions.some((q) => q.text === l.question))
    expect(missing).toEqual([])
  })
})
