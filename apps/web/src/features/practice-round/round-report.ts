/**
 * The report of a practice round: the one-question check (features/practice/answer-check.ts) run on each
 * answer, and a few more transparent rules over the whole round. Every figure is a count or a
 * simple formula (ROUND_RULES names them; the page says them in words): nothing here is an AI
 * judgement. Pure: the same round always gives the same report.
 */
import type { BankQuestion } from '~/content/question-banks'
import { scoreLabel, type ScoreLabel } from '~/lib/score'
import {
  type AnswerReport,
  checkAnswer,
  keywordPattern,
  type NextStep,
  PACE_WPM,
  STAR_PARTS,
  type StarPart,
  wordsOf,
} from '~/features/practice'
import type { RoundAnswer } from './round'

export const SKILLS = ['structure', 'communication', 'impact', 'role'] as const
export type Skill = (typeof SKILLS)[number]

export const TALKING_POINTS = ['experience', 'skills', 'lessons', 'motivation'] as const
export type TalkingPoint = (typeof TALKING_POINTS)[number]

/** The numbers behind the scores, each said in words on the page (content/practice-round.ts). */
export const ROUND_RULES = {
  /** Structure: this many points per STAR part found. */
  pointsPerStarPart: 25,
  /** Communication: by length, then minus this per filler or hedge per 100 words (at most `maxFillerPenalty`). */
  lengthPoints: { empty: 0, short: 40, good: 100, long: 70 },
  fillerPenaltyPer100Words: 10,
  maxFillerPenalty: 40,
  /** …and minus this for a spoken pace outside 110–170 words a minute. */
  pacePenalty: 10,
  /** Impact: a result with a number, a result without one, none; plus who did it. */
  resultPoints: { measured: 60, unmeasured: 30, none: 0 },
  ownershipPoints: { i: 40, balanced: 30, we: 10, none: 10 },
  /** Role knowledge: full marks for this many of the question's terms. */
  termsForFullMarks: 3,
} as const

/** Hedges: they soften a claim the interviewer wants stated. Counted with the filler words. */
const HEDGES: { word: string; pattern: RegExp }[] = [
  { word: 'I think', pattern: /\bi think\b/g },
  { word: 'I guess', pattern: /\bi guess\b/g },
  { word: 'I feel like', pattern: /\bi feel like\b/g },
  { word: 'I suppose', pattern: /\bi suppose\b/g },
  { word: 'maybe', pattern: /\bmaybe\b/g },
  { word: 'probably', pattern: /\bprobably\b/g },
  { word: 'hopefully', pattern: /\bhopefully\b/g },
]

/** What each talking point sounds like (Google's Interview Warmup names the same four). */
const TALKING_POINT_CUES: Record<TalkingPoint, RegExp> = {
  experience:
    /\b(?:years? of|experience|worked (?:as|at|on|in|with)|in my (?:last|previous|current) (?:role|job|team|position)|internship|placement|at my (?:last|previous|current))\b/,
  skills: /\b(?:skills?|skilled|good at|strong (?:in|at)|proficient|fluent|expertise|certified|trained in|know how to)\b/,
  lessons:
    /\b(?:learn(?:ed|t)|lessons?|next time|differently|in hindsight|taught me|realis(?:ed|e)|realiz(?:ed|e)|improve[ds]? (?:my|how))\b/,
  motivation:
    /\b(?:excit(?:ed|es|ing)|passion(?:ate)?|motivat(?:ed|es|ion)|love|enjoy|interested in|drawn to|care about|want to (?:grow|learn|work|build|help))\b/,
}

/** Common English words, and the fillers: not what an answer "is about". */
const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between both but by can could did do does doing down during each even every few for from further had has have having he her here hers him his how i if in into is it its itself just let like lot me more most my myself no nor not now of off on once only or other our ours out over own really same she should so some such than that the their theirs them then there these they this those through to too under until up very was we were what when where which while who whom why will with would you your yours yeah okay ok um uh erm basically actually literally maybe probably think guess mean know kind sort well things thing something got get make made one two way also able going want`.split(
    ' ',
  ),
)

const TOP_WORDS = 5
const MAX_RECOMMENDATIONS = 4

export interface AnswerInsight {
  question: BankQuestion
  answer: RoundAnswer
  /** The one-question check, or null for a skipped or empty answer. */
  check: AnswerReport | null
  scores: Record<Skill, number>
  /** The mean of the four skill scores. */
  score: number
  terms: { used: string[]; missed: string[] }
  hedges: { word: string; count: number }[]
  talkingPoints: TalkingPoint[]
}

export type Recommendation =
  | { id: 'answer-all'; skipped: number }
  | { id: 'talking-point'; point: TalkingPoint }
  | { id: 'terms'; terms: string[] }
  | { id: 'hedges'; words: string[] }
  | NextStep

export interface RoundReport {
  total: number
  answered: number
  skipped: number
  overall: number
  overallLabel: ScoreLabel
  skills: Record<Skill, number>
  insights: AnswerInsight[]
  words: number
  /** Answers with each STAR part. */
  star: Record<StarPart, number>
  fillers: { total: number; perHundredWords: number; top: { word: string; count: number }[] }
  /** Hedges ("I think", "maybe"…), counted apart from the filler words. */
  hedges: { total: number; top: { word: string; count: number }[] }
  ownership: { i: number; we: number }
  /** Answers whose result has a number in it. */
  measured: number
  terms: { used: string[]; missed: string[] }
  topWords: { word: string; count: number }[]
  talkingPoints: Record<TalkingPoint, boolean>
  /** Words per minute over every spoken answer, when any was spoken long enough. */
  pace: { wpm: number; verdict: 'slow' | 'good' | 'fast' } | null
  recommendations: Recommendation[]
}

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)))
const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length)
const ZERO: Record<Skill, number> = { structure: 0, communication: 0, impact: 0, role: 0 }

function countAll(lower: string, list: { word: string; pattern: RegExp }[]) {
  return list.map(({ word, pattern }) => ({ word, count: lower.match(pattern)?.length ?? 0 })).filter((f) => f.count > 0)
}

/** The four skill scores of one checked answer. */
export function skillScores(check: AnswerReport, hedges: number, termsUsed: number, termsAsked: number): Record<Skill, number> {
  if (check.length === 'empty' || !check.english) return ZERO
  const r = ROUND_RULES
  const fillers = check.words === 0 ? 0 : ((check.fillers.total + hedges) / check.words) * 100
  const pace = check.pace && check.pace.verdict !== 'good' ? r.pacePenalty : 0
  const result =
    check.measurableResult.length > 0 ? r.resultPoints.measured : check.star.result ? r.resultPoints.unmeasured : r.resultPoints.none
  const expected = Math.min(r.termsForFullMarks, termsAsked)
  return {
    structure: clamp(check.starFound * r.pointsPerStarPart),
    communication: clamp(r.lengthPoints[check.length] - Math.min(r.maxFillerPenalty, fillers * r.fillerPenaltyPer100Words) - pace),
    impact: clamp(result + r.ownershipPoints[check.ownership.verdict]),
    role: expected === 0 ? 0 : clamp((Math.min(termsUsed, expected) / expected) * 100),
  }
}

/** One answer's insight: its check, scores, the question's terms it used, hedges and talking points. */
export function answerInsight(question: BankQuestion, answer: RoundAnswer): AnswerInsight {
  const text = answer.skipped ? '' : answer.text
  const check =
    wordsOf(text).length === 0
      ? null
      : checkAnswer({ text, keywords: question.terms, speech: answer.speech?.words ? answer.speech : undefined })
  const lower = text.toLowerCase()
  const hedges = check?.english ? countAll(lower, HEDGES).sort((a, b) => b.count - a.count) : []
  const used = question.terms.filter((t) => keywordPattern(t).test(text))
  const scores = check
    ? skillScores(
        check,
        hedges.reduce((n, h) => n + h.count, 0),
        used.length,
        question.terms.length,
      )
    : ZERO
  return {
    question,
    answer,
    check,
    scores,
    score: clamp(mean(SKILLS.map((s) => scores[s]))),
    terms: { used, missed: question.terms.filter((t) => !used.includes(t)) },
    hedges,
    talkingPoints: check?.english ? TALKING_POINTS.filter((p) => TALKING_POINT_CUES[p].test(lower)) : [],
  }
}

function topWords(texts: readonly string[]): { word: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const word of texts.flatMap(wordsOf)) {
    const w = word.toLowerCase().replace(/[’]/g, "'")
    if (w.length < 3 || STOP_WORDS.has(w) || /^\d/.test(w) || /'/.test(w)) continue
    counts.set(w, (counts.get(w) ?? 0) + 1)
  }
  return [...counts]
    .filter(([, count]) => count >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP_WORDS)
    .map(([word, count]) => ({ word, count }))
}

function merge(lists: readonly { word: string; count: number }[][]) {
  const counts = new Map<string, number>()
  for (const { word, count } of lists.flat()) counts.set(word, (counts.get(word) ?? 0) + count)
  return [...counts].sort((a, b) => b[1] - a[1]).map(([word, count]) => ({ word, count }))
}

const unique = <T>(list: readonly T[]) => [...new Set(list)]

/** Steps the one-question check gives every answer; a round's report leaves them out. */
const GENERIC_STEPS: readonly NextStep['id'][] = ['out-loud', 'follow-up', 'keywords']

function recommendations(report: Omit<RoundReport, 'recommendations'>): Recommendation[] {
  const out: Recommendation[] = []
  if (report.skipped > 0 || report.answered < report.total) out.push({ id: 'answer-all', skipped: report.total - report.answered })
  // The one-question check's steps, the most frequent first, merged across answers.
  const steps = report.insights.flatMap((i) => i.check?.nextSteps ?? []).filter((s) => !GENERIC_STEPS.includes(s.id))
  const byId = new Map<NextStep['id'], NextStep[]>()
  for (const s of steps) byId.set(s.id, [...(byId.get(s.id) ?? []), s])
  for (const [, same] of [...byId].sort((a, b) => b[1].length - a[1].length)) {
    const first = same[0]!
    if (first.id === 'star')
      out.push({ id: 'star', parts: STAR_PARTS.filter((p) => same.some((s) => s.id === 'star' && s.parts.includes(p))) })
    else if (first.id === 'fillers') out.push({ id: 'fillers', words: report.fillers.top.slice(0, 2).map((f) => f.word) })
    else out.push(first)
  }
  if (!byId.has('fillers') && report.hedges.total >= 3) out.push({ id: 'hedges', words: report.hedges.top.slice(0, 2).map((h) => h.word) })
  if (report.answered > 0 && report.skills.role < 70 && report.terms.missed.length > 0)
    out.push({ id: 'terms', terms: report.terms.missed.slice(0, 4) })
  const missingPoint = TALKING_POINTS.find((p) => !report.talkingPoints[p])
  if (report.answered > 0 && missingPoint) out.push({ id: 'talking-point', point: missingPoint })
  return out.slice(0, MAX_RECOMMENDATIONS)
}

/** The report of a round: `questions[i]` answered by `answers[i]`. */
export function roundReport(questions: readonly BankQuestion[], answers: readonly RoundAnswer[]): RoundReport {
  const insights = questions.map((q, i) => answerInsight(q, answers[i] ?? { text: '', skipped: true }))
  const checks = insights.flatMap((i) => (i.check ? [i.check] : []))
  const answered = checks.length
  const words = checks.reduce((n, c) => n + c.words, 0)
  const skills = Object.fromEntries(SKILLS.map((s) => [s, clamp(mean(insights.map((i) => i.scores[s])))])) as Record<Skill, number>
  const overall = clamp(mean(SKILLS.map((s) => skills[s])))
  const fillerTop = merge(checks.map((c) => c.fillers.top))
  const fillerTotal = checks.reduce((n, c) => n + c.fillers.total, 0)
  const hedges = merge(insights.map((i) => i.hedges))
  const spoken = insights.flatMap((i) => (i.check && i.answer.speech && i.check.pace ? [i.answer.speech] : []))
  const spokenWords = spoken.reduce((n, s) => n + s.words, 0)
  const spokenMs = spoken.reduce((n, s) => n + s.ms, 0)
  const wpm = spokenMs > 0 ? Math.round(spokenWords / (spokenMs / 60_000)) : 0
  const base: Omit<RoundReport, 'recommendations'> = {
    total: questions.length,
    answered,
    skipped: insights.filter((i) => i.answer.skipped).length,
    overall,
    overallLabel: scoreLabel(overall),
    skills,
    insights,
    words,
    star: Object.fromEntries(STAR_PARTS.map((p) => [p, checks.filter((c) => c.star[p] !== null).length])) as Record<StarPart, number>,
    fillers: {
      total: fillerTotal,
      perHundredWords: words === 0 ? 0 : Math.round((fillerTotal / words) * 1000) / 10,
      top: fillerTop.slice(0, 3),
    },
    hedges: { total: hedges.reduce((n, h) => n + h.count, 0), top: hedges.slice(0, 3) },
    ownership: { i: checks.reduce((n, c) => n + c.ownership.i, 0), we: checks.reduce((n, c) => n + c.ownership.we, 0) },
    measured: checks.filter((c) => c.measurableResult.length > 0).length,
    terms: {
      used: unique(insights.flatMap((i) => i.terms.used)),
      missed: unique(insights.filter((i) => i.check).flatMap((i) => i.terms.missed)),
    },
    topWords: topWords(insights.filter((i) => i.check?.english).map((i) => i.answer.text)),
    talkingPoints: Object.fromEntries(TALKING_POINTS.map((p) => [p, insights.some((i) => i.talkingPoints.includes(p))])) as Record<
      TalkingPoint,
      boolean
    >,
    pace: spoken.length === 0 ? null : { wpm, verdict: wpm < PACE_WPM.slow ? 'slow' : wpm > PACE_WPM.fast ? 'fast' : 'good' },
  }
  return { ...base, recommendations: recommendations(base) }
}
