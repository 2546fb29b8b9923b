import { describe, expect, it } from 'vitest'
import { bankBySlug } from '~/content/question-banks'
import { throwingStorage as throwing } from '~test/support/draft-storage'
import { HISTORY_SIZE, SCORES_KEY, historyKey, roundKey, seenKey, setAsideKey } from '~/lib/storage-keys'
import { newRound, type Round, roundQuestions, step } from './round'
import {
  archiveRound,
  clearHistory,
  clearPracticeData,
  discardRound,
  loadKept,
  loadSeen,
  parseRound,
  rememberScore,
  saveRound,
} from './round-storage'

const bank = bankBySlug('data-analyst')!
const finished = (round: Round): Round => ({ ...round, index: round.questions.length })
const NOW = new Date('2026-11-26T10:00:00Z')
const DAY = 86_400_000
const seeded = (seed: number) => () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31

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

/** A storage that refuses every write, as a full one does. */
function fullStorage(storage = memoryStorage()) {
  return {
    ...storage,
    setItem: () => {
      throw new DOMException('full', 'QuotaExceededError')
    },
  }
}

/** Finished rounds a day apart, oldest first. */
const rounds = (n: number) =>
  Array.from({ length: n }, (_, i) => finished(newRound(bank, [], new Date(NOW.getTime() - (n - i) * DAY), seeded(i + 1))))

describe('reading a kept round', () => {
  const good = newRound(bank, [], NOW, seeded(3))
  const read = (v: unknown) => parseRound(v, bank, NOW)

  it('gives back what was saved', () => {
    const storage = memoryStorage()
    const round = step(good, { type: 'edit', text: 'typed' })
    saveRound(storage, round)
    expect(loadKept(storage, bank, NOW).round).toEqual(round)
    expect(loadSeen(storage, bank.slug)).toEqual(round.questions)
    discardRound(storage, bank.slug)
    expect(loadKept(storage, bank, NOW).round).toBeNull()
    expect(loadSeen(storage, bank.slug)).toEqual(round.questions)
  })

  it('refuses what does not fit the bank or is not a round', () => {
    for (const bad of [
      null,
      [],
      { ...good, slug: 'nurse' },
      { ...good, questions: ['Not a question of this bank?', ...good.questions.slice(1)] },
      { ...good, questions: good.questions.slice(1) },
      { ...good, questions: [good.questions[0], ...good.questions.slice(0, 4)] },
      { ...good, answers: good.answers.slice(1) },
      { ...good, answers: [{ text: 5, skipped: false }, ...good.answers.slice(1)] },
    ]) {
      expect(read(bad), JSON.stringify(bad)).toBeNull()
    }
  })

  it('refuses a position that is not a whole question of the round (bad number, string index)', () => {
    for (const index of [6, -1, -99, 1.5, '41', '2', NaN, Infinity, null]) expect(read({ ...good, index }), String(index)).toBeNull()
    expect(read({ ...good, index: 5 })?.index).toBe(5)
  })

  it('refuses a start date that is no real day of this feature (unparsable, far future, year 275760, before it existed)', () => {
    for (const startedAt of [
      undefined,
      'yesterday-ish',
      '+275760-09-13T00:00:00.000Z',
      '2027-06-01T00:00:00Z',
      '1999-01-01T00:00:00Z',
      5,
    ]) {
      expect(read({ ...good, startedAt }), String(startedAt)).toBeNull()
    }
    // A clock a few hours apart between devices is not the future.
    expect(read({ ...good, startedAt: new Date(NOW.getTime() + 3_600_000).toISOString() })).not.toBeNull()
  })

  it('drops dictation figures out of range, and unknown fields', () => {
    const withSpeech = (speech: unknown) =>
      read({ ...good, answers: [{ text: 'two words', skipped: false, speech }, ...good.answers.slice(1)], extra: '<img>' })!
    expect(withSpeech({ words: 2, ms: 5_000 }).answers[0]).toEqual({ text: 'two words', skipped: false, speech: { words: 2, ms: 5_000 } })
    for (const speech of [{ words: -1, ms: 5 }, { words: 1e308, ms: 5 }, { words: 2, ms: Infinity }, { words: 1.5, ms: 5 }, 'x']) {
      expect(withSpeech(speech).answers[0], JSON.stringify(speech)).toEqual({ text: 'two words', skipped: false })
    }
    expect(withSpeech(null)).not.toHaveProperty('extra')
  })

  it('keeps the points a visitor ticked as a list of short texts, once each, and drops anything else', () => {
    const withTicks = (ticked: unknown) =>
      read({ ...good, answers: [{ text: 'an answer', skipped: false, ticked }, ...good.answers.slice(1)] })!
    expect(withTicks(['SQL', 'cohort', 'SQL']).answers[0]).toEqual({ text: 'an answer', skipped: false, ticked: ['SQL', 'cohort'] })
    for (const ticked of ['SQL', [1], Array(13).fill('x'), ['x'.repeat(401)], { 0: 'SQL' }]) {
      expect(withTicks(ticked).answers[0], JSON.stringify(ticked).slice(0, 40)).toEqual({ text: 'an answer', skipped: false })
    }
  })

  it('keeps that a round was recorded only as true', () => {
    expect(read({ ...good, recorded: true })!.recorded).toBe(true)
    for (const recorded of ['yes', 1, false, null]) expect(read({ ...good, recorded })).not.toHaveProperty('recorded')
  })

  it('keeps a summary only when its scores are whole numbers from 0 to 100', () => {
    const summary = { overall: 64, skills: { content: 60, structure: 70, communication: 65, evidence: 61 }, rules: 1 }
    expect(read({ ...finished(good), summary })?.summary).toEqual(summary)
    for (const overall of [-999, 1e308, 33.333333333333336, '64'])
      expect(read({ ...finished(good), summary: { ...summary, overall } })?.summary, String(overall)).toBeUndefined()
  })

  it('opens a kept round as it was asked when a deploy has reworded one of its questions', () => {
    const storage = memoryStorage()
    saveRound(storage, good)
    const reworded = {
      ...bank,
      questions: bank.questions.map((q) => (q.text === good.questions[0] ? { ...q, text: `${q.text} (new)` } : q)),
    }
    const kept = loadKept(storage, reworded, NOW).round!
    expect(kept.questions).toEqual(good.questions)
    expect(roundQuestions(kept, reworded)[0]).toEqual(good.asked![0])
  })
})

describe('what does not read is set aside and told, never silently deleted', () => {
  it('a corrupt round (cut-off JSON)', () => {
    const storage = memoryStorage()
    const raw = '{"slug":"data-analyst","startedAt":"2026-11-20T10:00:00Z","questions":['
    storage.setItem(roundKey(bank.slug), raw)
    const kept = loadKept(storage, bank, NOW)
    expect(kept.round).toBeNull()
    expect(kept.unreadable).toEqual({ round: true, history: 0 })
    expect(storage.getItem(roundKey(bank.slug))).toBeNull()
    expect(JSON.parse(storage.getItem(setAsideKey(bank.slug))!)).toMatchObject({ round: raw, history: null })
    // Told once: the next read finds nothing left to tell.
    expect(loadKept(storage, bank, NOW).unreadable).toEqual({ round: false, history: 0 })
  })

  it('a round kept before its questions were kept with it, whose question a deploy reworded', () => {
    const storage = memoryStorage()
    const round = newRound(bank, [], NOW, seeded(3))
    storage.setItem(roundKey(bank.slug), JSON.stringify({ ...round, asked: undefined }))
    const reworded = { ...bank, questions: bank.questions.filter((q) => q.text !== round.questions[0]) }
    expect(loadKept(storage, reworded, NOW).unreadable.round).toBe(true)
    expect(storage.getItem(setAsideKey(bank.slug))).toContain(round.questions[1]!)
  })

  it('a corrupt history, and the unreadable entries of a history (the rest kept)', () => {
    const storage = memoryStorage()
    const [a, b] = rounds(2)
    storage.setItem(historyKey(bank.slug), JSON.stringify([{ nonsense: true }, a, 'x', b]))
    const kept = loadKept(storage, bank, NOW)
    expect(kept.history).toEqual([b, a])
    expect(kept.unreadable).toEqual({ round: false, history: 2 })
    expect(JSON.parse(storage.getItem(historyKey(bank.slug))!)).toEqual([b, a])
    storage.setItem(historyKey(bank.slug), '{not json')
    expect(loadKept(storage, bank, NOW)).toMatchObject({ history: [], unreadable: { history: 1 } })
    expect(JSON.parse(storage.getItem(setAsideKey(bank.slug))!).history).toBe('{not json')
  })

  it('leaves an unreadable value where it is when the storage is full, and still tells', () => {
    const storage = memoryStorage()
    storage.setItem(roundKey(bank.slug), 'garbage')
    const kept = loadKept(fullStorage(storage), bank, NOW)
    expect(kept.unreadable.round).toBe(true)
    expect(storage.getItem(roundKey(bank.slug))).toBe('garbage')
  })
})

describe('the history', () => {
  it('keeps the last finished rounds, newest first, each filed once', () => {
    const storage = memoryStorage()
    let history: Round[] = []
    const all = rounds(HISTORY_SIZE + 2)
    for (const round of all) {
      expect(archiveRound(storage, bank, round, history)).toBe(true)
      history = loadKept(storage, bank, NOW).history
    }
    expect(history.map((r) => r.startedAt)).toEqual(
      all
        .slice(-HISTORY_SIZE)
        .reverse()
        .map((r) => r.startedAt),
    )
    expect(archiveRound(storage, bank, all.at(-1)!, history)).toBe(true)
    expect(loadKept(storage, bank, NOW).history).toHaveLength(HISTORY_SIZE)
    expect(archiveRound(storage, bank, newRound(bank, [], NOW), history)).toBe(false)
  })

  it('reads a history stored oldest first as newest first', () => {
    const storage = memoryStorage()
    const all = rounds(HISTORY_SIZE + 1)
    storage.setItem(historyKey(bank.slug), JSON.stringify(all))
    expect(loadKept(storage, bank, NOW).history.map((r) => r.startedAt)).toEqual(
      all
        .slice(1)
        .reverse()
        .map((r) => r.startedAt),
    )
  })

  it('reads only the newest of a 3,000-entry history', () => {
    const storage = memoryStorage()
    const [first] = rounds(1)
    const many = Array.from({ length: 3000 }, (_, i) => ({ ...first, startedAt: new Date(NOW.getTime() - (i + 1) * 60_000).toISOString() }))
    storage.setItem(historyKey(bank.slug), JSON.stringify(many.reverse()))
    const kept = loadKept(storage, bank, NOW)
    expect(kept.history).toHaveLength(HISTORY_SIZE)
    expect(kept.history[0]!.startedAt).toBe(new Date(NOW.getTime() - 60_000).toISOString())
  })

  it('refuses to file when the storage is full, and changes nothing', () => {
    const storage = memoryStorage()
    const [older, round] = rounds(2)
    archiveRound(storage, bank, older!, [])
    const before = storage.getItem(historyKey(bank.slug))
    expect(archiveRound(fullStorage(storage), bank, round!, [older!])).toBe(false)
    expect(storage.getItem(historyKey(bank.slug))).toBe(before)
    expect(archiveRound(null, bank, round!, [])).toBe(false)
    clearHistory(storage, bank.slug)
    expect(loadKept(storage, bank, NOW).history).toEqual([])
  })
})

describe('storage in general', () => {
  it('works without storage, and when storage throws', () => {
    const round = newRound(bank, [], NOW, seeded(3))
    expect(() => saveRound(null, round)).not.toThrow()
    expect(loadKept(null, bank, NOW)).toEqual({ round: null, history: [], unreadable: { round: false, history: 0 } })
    expect(saveRound(throwing, round)).toBe(false)
    expect(saveRound(memoryStorage(), round)).toBe(true)
    expect(loadKept(throwing, bank, NOW).round).toBeNull()
    expect(loadSeen(throwing, bank.slug)).toEqual([])
  })

  it('clears every practice key and nothing else', () => {
    const storage = memoryStorage()
    saveRound(storage, newRound(bank, [], NOW, seeded(3)))
    saveRound(storage, newRound(bankBySlug('general')!, [], NOW, seeded(3)))
    storage.setItem('practice-draft:/features/x', '{}')
    storage.setItem(setAsideKey(bank.slug), '{}')
    archiveRound(storage, bank, finished(newRound(bank, [], NOW, seeded(4))), [])
    rememberScore(storage, bank.slug, { overall: 70, at: NOW.toISOString() })
    storage.setItem('cookie-consent', '{}')
    storage.setItem('theme', 'dark')
    expect(clearPracticeData(storage)).toBe(8)
    expect([...storage.items.keys()]).toEqual(['cookie-consent', 'theme'])
    expect(storage.getItem(seenKey('general'))).toBeNull()
    expect(clearPracticeData(null)).toBe(0)
  })

  it('notes the last score of each role for /practice, over a corrupt value or entries, and never throws', () => {
    const storage = memoryStorage()
    storage.setItem(SCORES_KEY, '[not json')
    rememberScore(storage, 'data-analyst', { overall: 64, at: '2026-11-20T10:00:00.000Z' })
    storage.setItem(
      SCORES_KEY,
      JSON.stringify({
        ...JSON.parse(storage.getItem(SCORES_KEY)!),
        bad: { overall: -999, at: '2026-11-20T10:00:00.000Z' },
        odd: { overall: 33.333333333333336, at: '2026-11-20T10:00:00.000Z' },
        future: { overall: 50, at: '+275760-09-13T00:00:00.000Z' },
      }),
    )
    rememberScore(storage, 'general', { overall: 81, at: '2026-11-21T10:00:00.000Z' })
    rememberScore(storage, 'data-analyst', { overall: 72, at: '2026-11-22T10:00:00.000Z' })
    expect(JSON.parse(storage.getItem(SCORES_KEY)!)).toEqual({
      'data-analyst': { overall: 72, at: '2026-11-22T10:00:00.000Z' },
      general: { overall: 81, at: '2026-11-21T10:00:00.000Z' },
    })
    expect(() => rememberScore(fullStorage(storage), 'sales', { overall: 50, at: '2026-11-23T10:00:00.000Z' })).not.toThrow()
    expect(() => rememberScore(null, 'sales', { overall: 50, at: '2026-11-23T10:00:00.000Z' })).not.toThrow()
  })
})
