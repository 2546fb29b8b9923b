import { practiceDraftKey } from '~/lib/storage-keys'
import { describe, expect, it } from 'vitest'
import { memoryStorage, throwingStorage as throwing } from '~test/support/draft-storage'
import { ANSWER_MAX_CHARS } from '~/lib/constants'
import { loadTryQuestionDraft, saveTryQuestionDraft } from './try-question-draft'

const QUESTIONS = ['First question?', 'Second question?', 'Third question?']

describe('practice drafts', () => {
  it('keeps each page’s answers under its own key, by question', () => {
    const storage = memoryStorage()
    saveTryQuestionDraft(storage, '/features/a', QUESTIONS, { index: 1, answers: ['one', 'two', ''] })
    expect([...storage.data.keys()]).toEqual([practiceDraftKey('/features/a')])
    expect(loadTryQuestionDraft(storage, '/features/a', QUESTIONS)).toEqual({ index: 1, answers: ['one', 'two', ''] })
    expect(loadTryQuestionDraft(storage, '/features/b', QUESTIONS)).toBeNull()
  })

  it('drops answers to questions the page no longer asks, and starts at the first question if the current one is gone', () => {
    const storage = memoryStorage()
    saveTryQuestionDraft(storage, '/', QUESTIONS, { index: 2, answers: ['one', '', 'three'] })
    expect(loadTryQuestionDraft(storage, '/', ['New question?', 'First question?'])).toEqual({ index: 0, answers: ['', 'one'] })
  })

  it('removes the draft when nothing is left to keep', () => {
    const storage = memoryStorage()
    saveTryQuestionDraft(storage, '/', QUESTIONS, { index: 1, answers: ['one', '', ''] })
    saveTryQuestionDraft(storage, '/', QUESTIONS, { index: 0, answers: ['  ', '', ''] })
    expect(storage.data.size).toBe(0)
  })

  it('treats anything unreadable as no draft, and caps an answer’s length', () => {
    const storage = memoryStorage()
    for (const raw of ['{', 'null', '"text"', '{"current":3,"answers":[1]}']) {
      storage.data.set(practiceDraftKey('/'), raw)
      expect(loadTryQuestionDraft(storage, '/', QUESTIONS), raw).toBeNull()
    }
    storage.data.set(practiceDraftKey('/'), JSON.stringify({ current: 'x', answers: { 'First question?': 'a'.repeat(20_000) } }))
    expect(loadTryQuestionDraft(storage, '/', QUESTIONS)?.answers[0]).toHaveLength(ANSWER_MAX_CHARS)
  })

  it('works without storage, and when storage throws', () => {
    expect(loadTryQuestionDraft(null, '/', QUESTIONS)).toBeNull()
    expect(loadTryQuestionDraft(throwing, '/', QUESTIONS)).toBeNull()
    expect(() => saveTryQuestionDraft(throwing, '/', QUESTIONS, { index: 1, answers: ['a', '', ''] })).not.toThrow()
  })
})
