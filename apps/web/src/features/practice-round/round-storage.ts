/**
 * What the practice round keeps in this browser's localStorage, and the one place that reads it
 * back. Anything stored is untrusted (another release wrote it, or a person, or a full disk cut it
 * short): every value is parsed by the rules below on read (numbers finite and in range, integers
 * where they count, real dates not ahead of the clock, lists bounded and newest first, unknown
 * fields dropped). A value that does not read is never deleted in silence: it is set aside under
 * SET_ASIDE_KEY and the visitor is told once, in plain words. Pure: the caller passes the storage
 * and the clock.
 */
import type { BankQuestion, QuestionBank } from '~/content/question-banks'
import { ANSWER_MAX_CHARS } from '~/lib/constants'
import { HISTORY_SIZE, SCORES_KEY, historyKey, practiceDraftKey, roundKey, seenKey, setAsideKey } from '~/lib/storage-keys'
import { countWords, type RoundAnswer, type RoundSummary, SKILLS } from '~/features/answer'
import { isFinished, ROUND_SIZE, type Round } from './round'

/** Where the round is kept: localStorage, or nothing (blocked or cleared: the round lives in the tab). */
export type RoundStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null

/** Every key this feature (and the one-question widget) stores under. */
const PRACTICE_KEY_PREFIXES = [roundKey(''), seenKey(''), practiceDraftKey(''), historyKey(''), setAsideKey(''), SCORES_KEY]

// ---- The rules every stored value is read by --------------------------------------------------

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** An integer from `min` to `max`, or null. */
const integerIn = (v: unknown, min: number, max: number): number | null =>
  typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max ? v : null

/** The first day a round could have been kept (the feature's launch year), and how far ahead of the clock a date may be. */
export const EARLIEST_DATE = Date.UTC(2025, 0, 1)
export const CLOCK_SKEW_MS = 86_400_000

/** An ISO date that is a real day of this feature's life: not before it existed, not ahead of `now`. */
function realDate(v: unknown, now: Date): string | null {
  if (typeof v !== 'string' || v.length > 40) return null
  const t = Date.parse(v)
  return Number.isFinite(t) && t >= EARLIEST_DATE && t <= now.getTime() + CLOCK_SKEW_MS ? v : null
}

const isStrings = (v: unknown, max: number): v is string[] =>
  Array.isArray(v) && v.length <= max && v.every((s) => typeof s === 'string' && s.length <= 400)

/** A spoken answer lasts at most this long (the round's timer stops long before). */
const MAX_SPOKEN_MS = 3 * 3_600_000

function parseAnswer(v: unknown): RoundAnswer | null {
  if (!isRecord(v) || typeof v.text !== 'string' || typeof v.skipped !== 'boolean') return null
  const text = v.text.slice(0, ANSWER_MAX_CHARS)
  const answer: RoundAnswer = { text, skipped: v.skipped }
  const s = v.speech
  const words = isRecord(s) ? integerIn(s.words, 0, countWords(text)) : null
  const ms = isRecord(s) ? integerIn(s.ms, 0, MAX_SPOKEN_MS) : null
  if (words !== null && ms !== null) answer.speech = { words, ms }
  if (isStrings(v.ticked, 12)) answer.ticked = [...new Set(v.ticked)]
  return answer
}

const KINDS: readonly string[] = ['story', 'explanation', 'view']

/** A question as a round kept it, or null. */
function parseAsked(v: unknown): BankQuestion | null {
  if (!isRecord(v) || typeof v.text !== 'string' || typeof v.category !== 'string' || !KINDS.includes(v.kind as string)) return null
  if (!isStrings(v.terms, 12)) return null
  return { text: v.text, category: v.category, kind: v.kind, terms: v.terms } as BankQuestion
}

function parseSummary(v: unknown): Round['summary'] {
  if (!isRecord(v) || !isRecord(v.skills)) return undefined
  const overall = integerIn(v.overall, 0, 100)
  const rules = integerIn(v.rules, 0, 1_000_000)
  const skills = SKILLS.map((s) => integerIn((v.skills as Record<string, unknown>)[s], 0, 100))
  if (overall === null || rules === null || skills.includes(null)) return undefined
  return { overall, rules, skills: Object.fromEntries(SKILLS.map((s, i) => [s, skills[i]!])) as RoundSummary['skills'] }
}

/** A stored round of `bank` as the rules read it, or null. */
export function parseRound(v: unknown, bank: QuestionBank, now: Date = new Date()): Round | null {
  if (!isRecord(v) || v.slug !== bank.slug || !Array.isArray(v.questions)) return null
  const startedAt = realDate(v.startedAt, now)
  if (startedAt === null) return null
  const questions = v.questions
  const asked = Array.isArray(v.asked)
    ? v.asked
        .slice(0, ROUND_SIZE)
        .map(parseAsked)
        .filter((q) => q !== null)
    : []
  const known = (text: unknown) => bank.questions.some((b) => b.text === text) || asked.some((a) => a.text === text)
  // A question asked twice would be one answer in two places.
  if (questions.length !== ROUND_SIZE || !questions.every((q) => typeof q === 'string' && known(q))) return null
  if (new Set(questions).size !== questions.length) return null
  const answers = Array.isArray(v.answers) ? v.answers.map(parseAnswer) : []
  if (answers.length !== questions.length || answers.includes(null)) return null
  const index = integerIn(v.index, 0, questions.length)
  if (index === null) return null
  const round: Round = { slug: bank.slug, questions: questions as string[], answers: answers as RoundAnswer[], index, startedAt }
  const keptAsked = asked.filter((a) => round.questions.includes(a.text))
  if (keptAsked.length > 0) round.asked = keptAsked
  const summary = parseSummary(v.summary)
  if (summary) round.summary = summary
  if (v.recorded === true) round.recorded = true
  return round
}

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw)
  } catch {
    return undefined
  }
}

// ---- Reading what is kept ---------------------------------------------------------------------

/** What this browser keeps of one practice page, and what of it could not be read (set aside, to be told). */
export interface Kept {
  round: Round | null
  /** Finished rounds, newest first, at most HISTORY_SIZE. */
  history: Round[]
  unreadable: { round: boolean; history: number }
}

/** A stored history's entries, newest first by their own date, the first `HISTORY_SIZE` read. */
function readHistory(raw: string | null, bank: QuestionBank, now: Date): { history: Round[]; unreadable: number } {
  if (raw === null) return { history: [], unreadable: 0 }
  const v = parseJson(raw)
  if (!Array.isArray(v)) return { history: [], unreadable: 1 }
  // Sorted before parsing, on the date alone, so a long or oldest-first list costs one cheap pass.
  const dated = v.map((entry) => ({ entry, t: isRecord(entry) && typeof entry.startedAt === 'string' ? Date.parse(entry.startedAt) : NaN }))
  dated.sort((a, b) => (Number.isNaN(b.t) ? -1 : Number.isNaN(a.t) ? 1 : b.t - a.t))
  const history: Round[] = []
  let unreadable = 0
  for (const { entry } of dated) {
    if (history.length === HISTORY_SIZE) break
    const round = parseRound(entry, bank, now)
    if (round && isFinished(round) && !history.some((r) => r.startedAt === round.startedAt)) history.push(round)
    else unreadable++
  }
  return { history, unreadable }
}

/**
 * What this browser keeps for `bank`. A round or history entry that does not read is moved under
 * the page's set-aside key (never silently deleted; Clear removes it) and counted in `unreadable`,
 * for the visitor to be told once: the next read finds it gone from where it was.
 */
export function loadKept(storage: RoundStorage, bank: QuestionBank, now: Date = new Date()): Kept {
  const kept: Kept = { round: null, history: [], unreadable: { round: false, history: 0 } }
  let rawRound: string | null
  let rawHistory: string | null
  try {
    rawRound = storage?.getItem(roundKey(bank.slug)) ?? null
    rawHistory = storage?.getItem(historyKey(bank.slug)) ?? null
  } catch {
    return kept
  }
  if (rawRound !== null) {
    kept.round = parseRound(parseJson(rawRound), bank, now)
    kept.unreadable.round = kept.round === null
  }
  const { history, unreadable } = readHistory(rawHistory, bank, now)
  kept.history = history
  kept.unreadable.history = unreadable
  const raw = { round: kept.unreadable.round ? rawRound : null, history: unreadable > 0 ? rawHistory : null }
  if ((raw.round !== null || raw.history !== null) && setAside(storage, bank.slug, raw, now)) {
    try {
      if (kept.unreadable.round) storage?.removeItem(roundKey(bank.slug))
      if (unreadable > 0) storage?.setItem(historyKey(bank.slug), JSON.stringify(history))
    } catch {
      // Storage refused: the value stays where it was (a copy is set aside), and is told again next time.
    }
  }
  return kept
}

/** Keeps the raw values that did not read, with the date they were set aside (the last ones win); false when refused. */
function setAside(storage: RoundStorage, slug: string, raw: { round: string | null; history: string | null }, now: Date): boolean {
  try {
    storage?.setItem(setAsideKey(slug), JSON.stringify({ at: now.toISOString(), ...raw }))
    return true
  } catch {
    // Full: the values stay where they were, and are told again on the next read.
    return false
  }
}

// ---- Writing ----------------------------------------------------------------------------------

/**
 * Files a finished round at the head of the history (the oldest beyond HISTORY_SIZE goes), each
 * with its summary. Returns false when the storage refused it: nothing else has changed then, and
 * the caller must not discard the round.
 */
export function archiveRound(storage: RoundStorage, bank: QuestionBank, round: Round, history: readonly Round[]): boolean {
  if (!storage || !isFinished(round)) return false
  const entries = [round, ...history.filter((r) => r.startedAt !== round.startedAt)].slice(0, HISTORY_SIZE)
  try {
    storage.setItem(historyKey(bank.slug), JSON.stringify(entries))
    return true
  } catch {
    return false
  }
}

export function loadSeen(storage: RoundStorage, slug: string): string[] {
  try {
    const v = parseJson(storage?.getItem(seenKey(slug)) ?? '[]')
    return Array.isArray(v) ? v.filter((q): q is string => typeof q === 'string').slice(0, ROUND_SIZE) : []
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

/** Forgets the finished rounds of one page, to make room (the round showing stays). */
export function clearHistory(storage: RoundStorage, slug: string): void {
  try {
    storage?.removeItem(historyKey(slug))
    storage?.removeItem(setAsideKey(slug))
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
 * storage is full or forbidden it is left out, and nothing else changes. The cards' inline script
 * (practice-round-page.tsx, PICKER_STATUS) reads it by the same rules.
 */
export function rememberScore(storage: RoundStorage, slug: string, score: LastScore): void {
  try {
    const raw = parseJson(storage?.getItem(SCORES_KEY) ?? '{}')
    // A corrupt value is written over; unknown and unreadable entries are dropped.
    const scores: Record<string, LastScore> = {}
    if (isRecord(raw))
      for (const [key, value] of Object.entries(raw)) {
        if (!isRecord(value) || !/^[a-z][a-z0-9-]{0,39}$/.test(key)) continue
        const overall = integerIn(value.overall, 0, 100)
        const at = realDate(value.at, new Date())
        if (overall !== null && at !== null) scores[key] = { overall, at }
      }
    const kept = scores[slug]
    if (kept && kept.overall === score.overall && kept.at === score.at) return
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
