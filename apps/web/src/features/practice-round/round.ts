/**
 * A practice round (product.md §11): five questions drawn from a role's bank, answered one at a
 * time, kept in this browser's localStorage until the visitor finishes or discards it. Pure: the
 * caller passes the storage, the clock and the random source.
 */
import type { BankQuestion, QuestionBank } from '~/content/question-banks'
import { ANSWER_MAX_CHARS } from '~/lib/constants'
import { HISTORY_SIZE, SCORES_KEY, historyKey, practiceDraftKey, roundKey, seenKey } from '~/lib/storage-keys'

export const ROUND_SIZE = 5
/** A round mixes at least this many of the eight categories. */
export const MIN_ROUND_CATEGORIES = 3

/** An answer as given: typed or spoken (`speech`: what was dictated, and for how long). */
export interface RoundAnswer {
  text: string
  skipped: boolean
  speech?: { words: number; ms: number }
}

export interface Round {
  slug: string
  /** The questions, by their text. */
  questions: string[]
  /** The questions as they were asked, so that a round opens as asked when a deploy rewords or drops one. */
  asked?: BankQuestion[]
  answers: RoundAnswer[]
  /** The question shown; `questions.length` once the round is finished (the report shows). */
  index: number
  startedAt: string
}

const EMPTY_ANSWER: RoundAnswer = { text: '', skipped: false }

/** `list` shuffled (Fisher–Yates) with `random`. */
function shuffled<T>(list: readonly T[], random: () => number): T[] {
  const copy = [...list]
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[copy[i], copy[j]] = [copy[j]!, copy[i]!]
  }
  return copy
}

const categoriesOf = (questions: readonly BankQuestion[]) => new Set(questions.map((q) => q.category)).size

/**
 * Five questions of `bank`, mixing at least three categories, none of them one of `seen` (the
 * visitor's last round) unless the bank has too few others.
 */
export function drawQuestions(bank: QuestionBank, seen: readonly string[], random: () => number = Math.random): BankQuestion[] {
  const fresh = bank.questions.filter((q) => !seen.includes(q.text))
  const pool = fresh.length >= ROUND_SIZE && categoriesOf(fresh) >= MIN_ROUND_CATEGORIES ? fresh : bank.questions
  const order = shuffled(pool, random)
  const picked: BankQuestion[] = []
  // One question of each of the first categories met, then the rest in the shuffled order.
  for (const q of order) {
    if (picked.length < MIN_ROUND_CATEGORIES && !picked.some((p) => p.category === q.category)) picked.push(q)
  }
  for (const q of order) if (picked.length < ROUND_SIZE && !picked.includes(q)) picked.push(q)
  return picked.sort((a, b) => order.indexOf(a) - order.indexOf(b))
}

export function newRound(bank: QuestionBank, seen: readonly string[], now: Date, random: () => number = Math.random): Round {
  const asked = drawQuestions(bank, seen, random)
  const questions = asked.map((q) => q.text)
  return { slug: bank.slug, questions, asked, answers: questions.map(() => EMPTY_ANSWER), index: 0, startedAt: now.toISOString() }
}

export const isFinished = (round: Round): boolean => round.index >= round.questions.length

/** The bank's question for each of the round's, or the question as it was asked where the bank no longer has it. */
export const roundQuestions = (round: Round, bank: QuestionBank): BankQuestion[] =>
  round.questions.map((text) => bank.questions.find((q) => q.text === text) ?? round.asked!.find((q) => q.text === text)!)

export type RoundEvent =
  | { type: 'edit'; text: string }
  | { type: 'spoken'; words: number; ms: number }
  | { type: 'next' }
  | { type: 'skip' }
  | { type: 'back' }
  | { type: 'review'; index: number }

/** The round after the visitor's step. "Next" on the last question finishes the round. */
export function step(round: Round, event: RoundEvent): Round {
  const at = Math.min(round.index, round.questions.length - 1)
  const answer = round.answers[at]!
  const put = (value: RoundAnswer) => round.answers.map((a, i) => (i === at ? value : a))
  switch (event.type) {
    case 'edit':
      return { ...round, answers: put({ ...answer, text: event.text.slice(0, ANSWER_MAX_CHARS), skipped: false }) }
    case 'spoken': {
      const speech = answer.speech ?? { words: 0, ms: 0 }
      return { ...round, answers: put({ ...answer, speech: { words: speech.words + event.words, ms: speech.ms + event.ms } }) }
    }
    case 'next':
      return { ...round, index: round.index + 1 }
    case 'skip':
      return { ...round, answers: put({ ...EMPTY_ANSWER, skipped: true }), index: round.index + 1 }
    case 'back':
      return { ...round, index: Math.max(0, at - (isFinished(round) ? 0 : 1)) }
    case 'review':
      return { ...round, index: Math.min(Math.max(0, event.index), round.questions.length - 1) }
  }
}

/** Where the round is kept: localStorage, or nothing (blocked or cleared: the round lives in the tab). */
export type RoundStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null

/** Every key this feature (and the one-question widget) stores under. */
const PRACTICE_KEY_PREFIXES = [roundKey(''), seenKey(''), practiceDraftKey(''), historyKey(''), SCORES_KEY]

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

function parseAnswer(v: unknown): RoundAnswer | null {
  if (!isRecord(v) || typeof v.text !== 'string' || typeof v.skipped !== 'boolean') return null
  const answer: RoundAnswer = { text: v.text.slice(0, ANSWER_MAX_CHARS), skipped: v.skipped }
  const s = v.speech
  if (isRecord(s) && Number.isFinite(s.words) && Number.isFinite(s.ms) && (s.words as number) >= 0 && (s.ms as number) >= 0) {
    answer.speech = { words: s.words as number, ms: s.ms as number }
  }
  return answer
}

const KINDS: readonly string[] = ['story', 'explanation', 'view']
const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string')

/** A question as a round kept it, or null. */
function parseAsked(v: unknown): BankQuestion | null {
  if (!isRecord(v) || typeof v.text !== 'string' || typeof v.category !== 'string' || !KINDS.includes(v.kind as string)) return null
  if (!isStrings(v.terms)) return null
  return { text: v.text, category: v.category, kind: v.kind, terms: v.terms } as BankQuestion
}

/** The stored round of `bank`, or null when there is none or it is not a round of this bank. */
export function parseRound(raw: string | null, bank: QuestionBank): Round | null {
  let v: unknown
  try {
    v = raw === null ? null : JSON.parse(raw)
  } catch {
    return null
  }
  if (!isRecord(v) || v.slug !== bank.slug || typeof v.startedAt !== 'string' || !Array.isArray(v.questions)) return null
  // A date that does not parse would read "Invalid Date"; a question asked twice would be one answer in two places.
  if (Number.isNaN(Date.parse(v.startedAt))) return null
  const questions = v.questions
  const asked = Array.isArray(v.asked) ? v.asked.map(parseAsked).filter((q): q is BankQuestion => q !== null) : []
  const known = (text: unknown) => bank.questions.some((b) => b.text === text) || asked.some((a) => a.text === text)
  if (questions.length !== ROUND_SIZE || !questions.every((q) => typeof q === 'string' && known(q))) return null
  if (new Set(questions).size !== questions.length) return null
  const answers = Array.isArray(v.answers) ? v.answers.map(parseAnswer) : []
  if (answers.length !== questions.length || answers.some((a) => a === null)) return null
  const index = v.index
  if (typeof index !== 'number' || !Number.isInteger(index) || index < 0 || index > questions.length) return null
  const round: Round = {
    slug: bank.slug,
    questions: questions as string[],
    answers: answers as RoundAnswer[],
    index,
    startedAt: v.startedAt,
  }
  return asked.length > 0 ? { ...round, asked: asked.filter((a) => round.questions.includes(a.text)) } : round
}

/** The kept round of `bank`; one that does not read as a round is removed, so it cannot come back. */
export function loadRound(storage: RoundStorage, bank: QuestionBank): Round | null {
  try {
    const raw = storage?.getItem(roundKey(bank.slug)) ?? null
    const round = parseRound(raw, bank)
    if (raw !== null && round === null) storage?.removeItem(roundKey(bank.slug))
    return round
  } catch {
    return null
  }
}

/** The kept finished rounds of `bank`, newest first; a corrupt or outdated entry is left out. */
export function loadHistory(storage: RoundStorage, bank: QuestionBank): Round[] {
  try {
    const v: unknown = JSON.parse(storage?.getItem(historyKey(bank.slug)) ?? '[]')
    if (!Array.isArray(v)) return []
    return v
      .map((entry) => parseRound(JSON.stringify(entry), bank))
      .filter((r): r is Round => r !== null && isFinished(r))
      .slice(0, HISTORY_SIZE)
  } catch {
    return []
  }
}

/**
 * Files a finished round at the head of the history (the oldest beyond HISTORY_SIZE goes). Returns
 * false when the storage refused it: the visitor is told, and nothing else changes.
 */
export function archiveRound(storage: RoundStorage, bank: QuestionBank, round: Round): boolean {
  if (!storage || !isFinished(round)) return false
  const history = [round, ...loadHistory(storage, bank).filter((r) => r.startedAt !== round.startedAt)].slice(0, HISTORY_SIZE)
  try {
    storage.setItem(historyKey(bank.slug), JSON.stringify(history))
    return true
  } catch {
    return false
  }
}

export function loadSeen(storage: RoundStorage, slug: string): string[] {
  try {
    const v: unknown = JSON.parse(storage?.getItem(seenKey(slug)) ?? '[]')
    return Array.isArray(v) ? v.filter((q): q is string => typeof q === 'string') : []
  } catch {
    return []
  }
}

/**
 * Keeps the round (and its questions as the last seen). False when a full or forbidden storage
 * refused it: the round then lives in this tab only, and the visitor is told.
 */
export function saveRound(storage: RoundStorage, round: Round): boolean {
  try {
    storage?.setItem(roundKey(round.slug), JSON.stringify(round))
    storage?.setItem(seenKey(round.slug), JSON.stringify(round.questions))
    return true
  } catch {
    return false
  }
}

/** Forgets the round of one page; the questions it asked stay "seen" so the next round asks others. */
export function discardRound(storage: RoundStorage, slug: string): void {
  try {
    storage?.removeItem(roundKey(slug))
  } catch {
    // Nothing stored, or storage forbidden.
  }
}

export interface LastScore {
  overall: number
  /** When the round was started (its `startedAt`). */
  at: string
}

/**
 * Notes a finished round's overall score for the role's card on /practice. A nicety: where the
 * storage is full or forbidden it is left out, and nothing else changes.
 */
export function rememberScore(storage: RoundStorage, slug: string, score: LastScore): void {
  try {
    let scores: Record<string, unknown> = {}
    try {
      const raw: unknown = JSON.parse(storage?.getItem(SCORES_KEY) ?? '{}')
      if (isRecord(raw)) scores = raw
    } catch {
      // A corrupt value: written over.
    }
    const kept = scores[slug]
    if (isRecord(kept) && kept.overall === score.overall && kept.at === score.at) return
    storage?.setItem(SCORES_KEY, JSON.stringify({ ...scores, [slug]: score }))
  } catch {
    // Full or forbidden: the card shows no score.
  }
}

/** Removes everything the practice features stored in `storage`: every round, answer and draft. */
export function clearPracticeData(storage: (RoundStorage & Pick<Storage, 'key' | 'length'>) | null): number {
  if (!storage) return 0
  try {
    const keys: string[] = []
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i)
      if (key !== null && PRACTICE_KEY_PREFIXES.some((prefix) => key.startsWith(prefix))) keys.push(key)
    }
    keys.forEach((key) => storage.removeItem(key))
    return keys.length
  } catch {
    return 0
  }
}
