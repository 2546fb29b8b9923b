/**
 * The "Try one question" widget's draft: the answers typed on one page, kept in sessionStorage
 * under that page's path only (never localStorage, never sent anywhere), so a reload or a
 * look at another section loses nothing, and closing the tab forgets it. Answers are stored by
 * question text, so a question that changes in a new deploy simply starts empty.
 */
import { practiceDraftKey } from '~/lib/storage-keys'
import type { DraftStorage } from '~/lib/browser-storage'
import { ANSWER_MAX_CHARS } from '~/lib/constants'

export interface TryQuestionDraft {
  /** The question shown, as an index into the page's questions. */
  index: number
  /** One answer per question, in the page's order ('' when not answered). */
  answers: string[]
}

interface StoredDraft {
  current: string
  answers: Record<string, string>
}

export function loadTryQuestionDraft(storage: DraftStorage | null, path: string, questions: readonly string[]): TryQuestionDraft | null {
  let stored: unknown
  try {
    const raw = storage?.getItem(practiceDraftKey(path)) ?? null
    if (raw === null) return null
    stored = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof stored !== 'object' || stored === null) return null
  const { current, answers } = stored as Partial<Record<keyof StoredDraft, unknown>>
  const byQuestion = typeof answers === 'object' && answers !== null ? (answers as Record<string, unknown>) : {}
  const draft: TryQuestionDraft = {
    index: Math.max(0, questions.indexOf(typeof current === 'string' ? current : '')),
    answers: questions.map((q) => {
      const answer = byQuestion[q]
      return typeof answer === 'string' ? answer.slice(0, ANSWER_MAX_CHARS) : ''
    }),
  }
  return draft.answers.some((a) => a !== '') || draft.index > 0 ? draft : null
}

export function saveTryQuestionDraft(
  storage: DraftStorage | null,
  path: string,
  questions: readonly string[],
  draft: TryQuestionDraft,
): void {
  const answers: Record<string, string> = {}
  draft.answers.forEach((answer, i) => {
    if (answer.trim() !== '' && questions[i] !== undefined) answers[questions[i]] = answer
  })
  const stored: StoredDraft = { current: questions[draft.index] ?? '', answers }
  try {
    if (Object.keys(answers).length === 0 && draft.index === 0) storage?.removeItem(practiceDraftKey(path))
    else storage?.setItem(practiceDraftKey(path), JSON.stringify(stored))
  } catch {
    // Quota exceeded or storage forbidden: the widget works, only without a draft.
  }
}
