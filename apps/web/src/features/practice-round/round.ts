/**
 * A practice round (product.md §11): five questions drawn from a role's bank, answered one at a
 * time, kept in this browser's localStorage until the visitor finishes or discards it. Pure: the
 * caller passes the storage, the clock and the random source.
 */
import type { BankQuestion, QuestionBank } from '~/content/question-banks'
import { ANSWER_MAX_CHARS } from '~/lib/constants'
import { countWords, type RoundAnswer, type RoundSummary } from '~/features/answer'

export const ROUND_SIZE = 5
/** A round mixes at least this many of the eight categories. */
export const MIN_ROUND_CATEGORIES = 3

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
  /** A finished round's scores as worked out when it was filed in the history. */
  summary?: RoundSummary
  /** The visitor recorded answers of this round aloud (kept on the device, features/recording). */
  recorded?: true
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
  const order: BankQuestion[] = shuffled(pool, random)
  const picked: BankQuestion[] = []
  // One question of each of the first categories met, then the rest in the shuffled order.
  for (const q of order) {
    if (picked.length < MIN_ROUND_CATEGORIES && !picked.some((p) => p.category === q.category)) picked.push(q)
  }
  for (const q of order) if (picked.length < ROUND_SIZE && !picked.includes(q)) picked.push(q)
  return picked.sort((a, b) => order.indexOf(a) - order.indexOf(b))
}

export function newRound(bank: QuestionBank, seen: readonly string[], now: Date, random: () => number = Math.random): Round {
  // Kept without their model answers: a few KB a round that the bank has anyway.
  const asked = drawQuestions(bank, seen, random).map(({ answer: _answer, ...question }): BankQuestion => question)
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
  /** An answer was recorded aloud and kept on the device. */
  | { type: 'recorded' }
  /** The round's recordings were deleted; its answers stay. */
  | { type: 'unrecorded' }
  /** The visitor ticks (or unticks) a point of a finished answer as one they made. */
  | { type: 'tick'; index: number; point: string; made: boolean }

/** The round after the visitor's step. "Next" on the last question finishes the round. */
export function step(round: Round, event: RoundEvent): Round {
  const at = Math.min(round.index, round.questions.length - 1)
  const answer = round.answers[at]!
  const put = (value: RoundAnswer) => round.answers.map((a, i) => (i === at ? value : a))
  switch (event.type) {
    case 'edit':
      return { ...round, answers: put({ ...answer, text: event.text.slice(0, ANSWER_MAX_CHARS), skipped: false }) }
    case 'spoken': {
      // Counted in the kept text: a transcript longer than the answer box holds counts what it kept.
      const speech = answer.speech ?? { words: 0, ms: 0 }
      const words = Math.min(speech.words + event.words, countWords(answer.text))
      return { ...round, answers: put({ ...answer, speech: { words, ms: speech.ms + event.ms } }) }
    }
    case 'next':
      return { ...round, index: round.index + 1 }
    case 'skip':
      return { ...round, answers: put({ ...EMPTY_ANSWER, skipped: true }), index: round.index + 1 }
    case 'back':
      return { ...round, index: Math.max(0, at - (isFinished(round) ? 0 : 1)) }
    case 'review':
      return { ...round, index: Math.min(Math.max(0, event.index), round.questions.length - 1) }
    case 'recorded':
      return round.recorded ? round : { ...round, recorded: true }
    case 'unrecorded': {
      const { recorded: _, ...rest } = round
      return rest
    }
    case 'tick': {
      const ticked = round.answers[event.index]
      if (!ticked) return round
      const points = (ticked.ticked ?? []).filter((p) => p !== event.point)
      const answers = round.answers.map((a, i) =>
        i === event.index ? { ...a, ticked: event.made ? [...points, event.point] : points } : a,
      )
      return { ...round, answers }
    }
  }
}
