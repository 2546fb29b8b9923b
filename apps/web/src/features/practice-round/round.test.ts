import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { bankBySlug, questionBanks } from '~/content/question-banks'
import { drawQuestions, isFinished, MIN_ROUND_CATEGORIES, newRound, ROUND_SIZE, step } from './round'

const bank = bankBySlug('data-analyst')!
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
    let r = step(round, { type: 'edit', text: 'word '.repeat(60) })
    r = step(r, { type: 'spoken', words: 40, ms: 20_000 })
    r = step(r, { type: 'spoken', words: 10, ms: 5_000 })
    expect(r.answers[0]!.speech).toEqual({ words: 50, ms: 25_000 })
  })

  it('ticks and unticks the points of one answer, once each, and moves nowhere', () => {
    const r = step(round, { type: 'edit', text: 'An answer' })
    const ticked = step(
      step(step(r, { type: 'tick', index: 0, point: 'SQL', made: true }), { type: 'tick', index: 0, point: 'cohort', made: true }),
      {
        type: 'tick',
        index: 0,
        point: 'SQL',
        made: true,
      },
    )
    expect(ticked.answers[0]).toEqual({ text: 'An answer', skipped: false, ticked: ['cohort', 'SQL'] })
    expect(ticked.index).toBe(r.index)
    expect(ticked.answers.slice(1)).toEqual(r.answers.slice(1))
    expect(step(ticked, { type: 'tick', index: 0, point: 'cohort', made: false }).answers[0]!.ticked).toEqual(['SQL'])
    expect(step(ticked, { type: 'tick', index: 9, point: 'SQL', made: true })).toBe(ticked)
  })

  it('notes once that answers were recorded aloud, and moves nowhere', () => {
    const recorded = step(round, { type: 'recorded' })
    expect(recorded).toMatchObject({ recorded: true, index: round.index, answers: round.answers })
    expect(step(recorded, { type: 'recorded' })).toBe(recorded)
    // Its recordings deleted, the round keeps its answers and no longer says it has any.
    const forgotten = step(recorded, { type: 'unrecorded' })
    expect(forgotten).toEqual(round)
    expect('recorded' in forgotten).toBe(false)
  })

  it('caps an answer at the widget’s limit, and counts dictated words in what it kept', () => {
    const long = 'a '.repeat(50_000)
    const r = step(step(round, { type: 'edit', text: long }), { type: 'spoken', words: 50_000, ms: 60_000 })
    expect(r.answers[0]!.text).toHaveLength(10_000)
    expect(r.answers[0]!.speech).toEqual({ words: 5_000, ms: 60_000 })
  })
})
