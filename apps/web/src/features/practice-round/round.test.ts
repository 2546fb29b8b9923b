import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bankBySlug, questionBanks } from '~/content/question-banks'
import {
  clearPracticeData,
  discardRound,
  drawQuestions,
  archiveRound,
  isFinished,
  loadHistory,
  loadRound,
  loadSeen,
  MIN_ROUND_CATEGORIES,
  newRound,
  parseRound,
  rememberScore,
  type Round,
  roundQuestions,
  ROUND_SIZE,
  saveRound,
  step,
} from './round'
import { HISTORY_SIZE, SCORES_KEY, historyKey, roundKey, seenKey } from '~/lib/storage-keys'

const bank = bankBySlug('data-analyst')!
const finished = (round: Round): Round => ({ ...round, index: round.questions.length })
const NOW = new Date('2026-11-26T10:00:00Z')

/** A deterministic random source from a seed (a linear congruential generator). */
const seeded = (seed: number) => () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31

describe('drawing a round', () => {
  it('takes five distinct questions of at least three categories, from every bank, whatever the seed', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.constantFrom(...questionBanks), (seed, b) => {
        const picked = drawQuestions(b, [], seeded(seed))
        expect(new Set(picked).size).toBe(ROUND_SIZE)
        expect(new Set(picked.map((q) => q.category)).size).toBeGreaterThanOrEqual(MIN_ROUND_CATEGORIES)
      }),
      { numRuns: 200 },
    )
  })

  it('never repeats a question of the last round', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 30 }), fc.constantFrom(...questionBanks), (seed, b) => {
        const first = drawQuestions(b, [], seeded(seed)).map((q) => q.text)
        const second = drawQuestions(b, first, seeded(seed + 1)).map((q) => q.text)
        expect(second.filter((q) => first.includes(q))).toEqual([])
      }),
      { numRuns: 200 },
    )
  })

  it('draws different rounds for different seeds', () => {
    const rounds = new Set(
      [1, 2, 3, 4, 5].map((seed) =>
        drawQuestions(bank, [], seeded(seed))
          .map((q) => q.text)
          .join('|'),
      ),
    )
    expect(rounds.size).toBeGreaterThan(1)
  })
})

describe('a round', () => {
  const round = newRound(bank, [], NOW, seeded(7))

  it('starts at its first question with five empty answers', () => {
    expect(round).toMatchObject({ slug: 'data-analyst', index: 0, startedAt: NOW.toISOString() })
    expect(round.answers).toEqual(Array(5).fill({ text: '', skipped: false }))
  })

  it('moves on with Next and Skip, back with Back, and is finished after the fifth', () => {
    let r = step(round, { type: 'edit', text: 'My answer' })
    r = step(r, { type: 'next' })
    r = step(r, { type: 'skip' })
    expect(r.index).toBe(2)
    expect(r.answers[0]).toEqual({ text: 'My answer', skipped: false })
    expect(r.answers[1]).toEqual({ text: '', skipped: true })
    r = step(r, { type: 'back' })
    expect(r.index).toBe(1)
    r = step(r, { type: 'edit', text: 'Now answered' })
    expect(r.answers[1]).toEqual({ text: 'Now answered', skipped: false })
    for (let i = 1; i < 5; i++) r = step(r, { type: 'next' })
    expect(isFinished(r)).toBe(true)
    // From the report, Back opens the last question again, and review any one.
    expect(step(r, { type: 'back' }).index).toBe(4)
    expect(step(r, { type: 'review', index: 2 }).index).toBe(2)
    expect(step(round, { type: 'back' }).index).toBe(0)
  })

  it('adds up dictation per answer', () => {
    let r = step(round, { type: 'spoken', words: 40, ms: 20_000 })
    r = step(r, { type: 'spoken', words: 10, ms: 5_000 })
    expect(r.answers[0]!.speech).toEqual({ words: 50, ms: 25_000 })
  })

  it('caps an answer at the widget’s limit', () => {
    expect(step(round, { type: 'edit', text: 'a'.repeat(20_000) }).answers[0]!.text).toHaveLength(10_000)
  })
})

/** localStorage as a Map. */
function memoryStorage() {
  const items = new Map<string, string>()
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    key: (i: number) => [...items.keys()][i] ?? null,
    get length() {
      return items.size
    },
  }
}

describe('storage', () => {
  it('keeps a round and its questions as seen, and gives it back', () => {
    const storage = memoryStorage()
    const round = step(newRound(bank, [], NOW, seeded(3)), { type: 'edit', text: 'typed' })
    saveRound(storage, round)
    expect(loadRound(storage, bank)).toEqual(round)
    expect(loadSeen(storage, bank.slug)).toEqual(round.questions)
    discardRound(storage, bank.slug)
    expect(loadRound(storage, bank)).toBeNull()
    expect(loadSeen(storage, bank.slug)).toEqual(round.questions)
  })

  it('refuses a stored round that does not fit the bank or is not a round', () => {
    const good = newRound(bank, [], NOW, seeded(3))
    const raw = (v: unknown) => JSON.stringify(v)
    for (const bad of [
      null,
      'not json',
      raw([]),
      raw({ ...good, slug: 'nurse' }),
      raw({ ...good, questions: ['Not a question of this bank?', ...good.questions.slice(1)] }),
      raw({ ...good, questions: good.questions.slice(1) }),
      raw({ ...good, answers: good.answers.slice(1) }),
      raw({ ...good, answers: [{ text: 5, skipped: false }, ...good.answers.slice(1)] }),
      raw({ ...good, index: 6 }),
      raw({ ...good, index: -1 }),
      raw({ ...good, index: 1.5 }),
      raw({ ...good, startedAt: undefined }),
      raw({ ...good, startedAt: 'yesterday-ish' }),
      raw({ ...good, questions: [good.questions[0], ...good.questions.slice(0, 4)] }),
    ]) {
      expect(parseRound(bad, bank), String(bad)).toBeNull()
    }
    expect(
      parseRound(raw({ ...good, answers: [{ text: 'x', skipped: false, speech: { words: -1, ms: 5 } }, ...good.answers.slice(1)] }), bank)!
        .answers[0],
    ).toEqual({
      text: 'x',
      skipped: false,
    })
  })

  it('opens a kept round as it was asked when a deploy has reworded one of its questions', () => {
    const storage = memoryStorage()
    const round = newRound(bank, [], NOW, seeded(3))
    saveRound(storage, round)
    const reworded = {
      ...bank,
      questions: bank.questions.map((q) => (q.text === round.questions[0] ? { ...q, text: `${q.text} (new)` } : q)),
    }
    const kept = loadRound(storage, reworded)!
    expect(kept.questions).toEqual(round.questions)
    expect(roundQuestions(kept, reworded)[0]).toEqual(round.asked![0])
    // A round kept before questions were kept with it still needs its questions in the bank.
    storage.setItem(roundKey(bank.slug), JSON.stringify({ ...round, asked: undefined }))
    expect(loadRound(storage, reworded)).toBeNull()
  })

  it('removes a kept value that is not a round, so it cannot come back', () => {
    const storage = memoryStorage()
    storage.setItem(roundKey(bank.slug), '{"slug":"data-analyst","startedAt":"not a date"')
    expect(loadRound(storage, bank)).toBeNull()
    expect(storage.getItem(roundKey(bank.slug))).toBeNull()
  })

  it('works without storage, and when storage throws', () => {
    const round = newRound(bank, [], NOW, seeded(3))
    expect(() => saveRound(null, round)).not.toThrow()
    expect(loadRound(null, bank)).toBeNull()
    const throwing = {
      getItem: () => {
        throw new Error('blocked')
      },
      setItem: () => {
        throw new Error('full')
      },
      removeItem: () => {
        throw new Error('blocked')
      },
    }
    expect(saveRound(throwing, round)).toBe(false)
    expect(saveRound(memoryStorage(), round)).toBe(true)
    expect(archiveRound(throwing, bank, finished(round))).toBe(false)
    expect(loadRound(throwing, bank)).toBeNull()
    expect(loadSeen(throwing, bank.slug)).toEqual([])
  })

  it('keeps the last finished rounds, newest first, and drops what no longer reads', () => {
    const storage = memoryStorage()
    const rounds = Array.from({ length: HISTORY_SIZE + 2 }, (_, i) =>
      finished({ ...newRound(bank, [], new Date(NOW.getTime() + i * 86_400_000), seeded(i + 1)) }),
    )
    for (const round of rounds) expect(archiveRound(storage, bank, round)).toBe(true)
    expect(loadHistory(storage, bank).map((r) => r.startedAt)).toEqual(
      rounds
        .slice(-HISTORY_SIZE)
        .reverse()
        .map((r) => r.startedAt),
    )
    // Filing the same round twice keeps it once; an unfinished round is not filed.
    archiveRound(storage, bank, rounds.at(-1)!)
    expect(loadHistory(storage, bank)).toHaveLength(HISTORY_SIZE)
    expect(archiveRound(storage, bank, newRound(bank, [], NOW))).toBe(false)
    storage.setItem(historyKey(bank.slug), JSON.stringify([{ nonsense: true }, rounds[0], 'x']))
    expect(loadHistory(storage, bank)).toEqual([rounds[0]])
    storage.setItem(historyKey(bank.slug), '{not json')
    expect(loadHistory(storage, bank)).toEqual([])
  })

  it('clears every practice key and nothing else', () => {
    const storage = memoryStorage()
    saveRound(storage, newRound(bank, [], NOW, seeded(3)))
    saveRound(storage, newRound(bankBySlug('general')!, [], NOW, seeded(3)))
    storage.setItem('practice-draft:/features/x', '{}')
    archiveRound(storage, bank, finished(newRound(bank, [], NOW, seeded(4))))
    rememberScore(storage, bank.slug, { overall: 70, at: NOW.toISOString() })
    storage.setItem('cookie-consent', '{}')
    storage.setItem('theme', 'dark')
    expect(clearPracticeData(storage)).toBe(7)
    expect([...storage.items.keys()]).toEqual(['cookie-consent', 'theme'])
    expect(storage.getItem(roundKey('general'))).toBeNull()
    expect(storage.getItem(seenKey('general'))).toBeNull()
    expect(clearPracticeData(null)).toBe(0)
  })

  it('notes the last score of each role for /practice, over a corrupt value, and never throws', () => {
    const storage = memoryStorage()
    storage.setItem(SCORES_KEY, '[not json')
    rememberScore(storage, 'data-analyst', { overall: 64, at: '2026-11-20T10:00:00.000Z' })
    rememberScore(storage, 'general', { overall: 81, at: '2026-11-21T10:00:00.000Z' })
    rememberScore(storage, 'data-analyst', { overall: 72, at: '2026-11-22T10:00:00.000Z' })
    expect(JSON.parse(storage.getItem(SCORES_KEY)!)).toEqual({
      'data-analyst': { overall: 72, at: '2026-11-22T10:00:00.000Z' },
      general: { overall: 81, at: '2026-11-21T10:00:00.000Z' },
    })
    const full = {
      ...storage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError')
      },
    }
    expect(() => rememberScore(full, 'sales', { overall: 50, at: '2026-11-23T10:00:00.000Z' })).not.toThrow()
    expect(() => rememberScore(null, 'sales', { overall: 50, at: '2026-11-23T10:00:00.000Z' })).not.toThrow()
  })
})
