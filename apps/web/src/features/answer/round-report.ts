/**
 * The report of a round of answers: the one-question check (answer-check.ts) run on each
 * answer, and a few more transparent rules over the whole round. Every figure is a count or a
 * simple formula (ROUND_RULES names them; the page says them in words): nothing here is an AI
 * judgement. Pure: the same round always gives the same report.
 */
import type { BankQuestion, QuestionKind } from '~/content/question-banks'
import { scoreLabel, type ScoreLabel } from '~/lib/score'
import {
  type AnswerReport,
  checkAnswer,
  type NextStep,
  PACE_WPM,
  shapeParts,
  type ShapePart,
  STAR_PARTS,
  type StarPart,
  wordsOf,
} from './answer-check'
import {
  isNonAnswer,
  notAnAnswer,
  type NotAnAnswer,
  type RoleVocabulary,
  relevance,
  type Relevance,
  repeatedAnswers,
} from './answer-rubric'

/** An answer as given: typed or spoken (`speech`: what was dictated, and for how long). */
export interface RoundAnswer {
  text: string
  skipped: boolean
  speech?: { words: number; ms: number }
  /** The question's points the visitor ticked as made, after reading the report: their own count beside the check's. */
  ticked?: string[]
}

/** The skills a report scores; content first: an answer is judged on what was asked before its shape (answer-rubric.ts). */
export const SKILLS = ['content', 'structure', 'communication', 'evidence'] as const

/** A finished round's scores, kept with it so the list of last rounds needs no scoring at load. */
export interface RoundSummary {
  overall: number
  skills: Record<(typeof SKILLS)[number], number>
  /** The version of the scoring rules that worked them out (round-report.ts, RULES_VERSION). */
  rules: number
}

type Skill = (typeof SKILLS)[number]

export const TALKING_POINTS = ['experience', 'skills', 'lessons', 'motivation'] as const
type TalkingPoint = (typeof TALKING_POINTS)[number]

/** The numbers behind the scores, each said in words on the page (content/practice-round.yaml, `report.how`). */
export const ROUND_RULES = {
  /** An answer that does not address its question scores at most this on every skill. */
  offTopicCap: 20,
  /** …one that says "I don't know" and stops, at most this… */
  nonAnswerCap: 10,
  /** …and text that is not an answer: the question pasted back, the same words over and over, a bare list of terms. */
  notAnAnswerCap: { pasted: 10, repeats: 20, list: 30 } as Record<NotAnAnswer, number>,
  /** A concise explanation or view that makes its points has no room for an example: it scores at least this for structure and depth. */
  conciseFloor: 60,
  /** Structure of a story: this many points per STAR part found. */
  pointsPerStarPart: 25,
  /** Structure of an explanation or a view: this many points per part of its kind (KIND_PARTS). */
  pointsPerShapePart: { 1: 50, 2: 80, 3: 100 } as Record<number, number>,
  /** Communication: by length, then minus the share of filler words and hedges, weighted… */
  lengthPoints: { empty: 0, short: 40, good: 100, long: 70 },
  fillerWeight: 3,
  /** …and minus this for a spoken pace outside 110–170 words a minute. */
  pacePenalty: 10,
  /** A short answer that makes this many of its question's points is concise, not short. */
  concisePoints: 2,
  concisePointsScore: 80,
  /** Evidence of a story: a result with a number, a result without one, none; plus who did it. */
  resultPoints: { measured: 60, unmeasured: 30, none: 0 },
  ownershipPoints: { i: 40, balanced: 30, we: 10, none: 10 },
  /** Evidence of an explanation or a view: trade-offs or reasons, an example, specifics. */
  depthPoints: { tradeoffs: 40, reasons: 40, example: 40, specifics: 20 },
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
  /** How far it addresses the question, or null for a skipped or empty answer. */
  relevance: Relevance | null
  /** The parts of an explanation or a view it shows (a story's are `check.star`). */
  shape: ShapePart[]
  /** "I don't know", and nothing more. */
  nonAnswer: boolean
  /** Text that is not an answer: the question pasted back, a list of terms, the same words over and over. */
  notAnAnswer: NotAnAnswer | null
  /** The other questions (by index in the round) given the same answer. */
  sameAs: number[]
  scores: Record<Skill, number>
  /** The mean of the four skill scores. */
  score: number
  terms: { used: string[]; missed: string[] }
  hedges: { word: string; count: number }[]
  talkingPoints: TalkingPoint[]
}

export type Recommendation =
  | { id: 'answer-all'; skipped: number }
  | { id: 'off-topic'; questions: number[] }
  | { id: 'repeated'; questions: number[] }
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
  /** Answered stories (questions of the kind `story`), and those with each STAR part. */
  stories: number
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
  /** Groups of questions (by index) given the same answer. */
  repeated: number[][]
  /** Answers that do not address their question. */
  offTopic: number
}

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)))
const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length)
const ZERO: Record<Skill, number> = { content: 0, structure: 0, communication: 0, evidence: 0 }

function countAll(lower: string, list: { word: string; pattern: RegExp }[]) {
  return list.map(({ word, pattern }) => ({ word, count: lower.match(pattern)?.length ?? 0 })).filter((f) => f.count > 0)
}

const capped = (scores: Record<Skill, number>, cap: number) =>
  Object.fromEntries(SKILLS.map((s) => [s, Math.min(cap, scores[s])])) as Record<Skill, number>

/** What an answer is judged on: its check, how far it addresses the question, its shape, its hedges. */
interface Judged {
  kind: QuestionKind
  check: AnswerReport
  relevance: Relevance
  shape: readonly ShapePart[]
  hedges: number
  nonAnswer: boolean
  notAnAnswer: NotAnAnswer | null
  /** A number, a name in capitals (SQL, NEWS2) or a measure anywhere in the answer. */
  specifics: boolean
}

/** The four skill scores of one checked answer, by its kind's rubric; content first. */
function skillScores({ kind, check, relevance, shape, hedges, nonAnswer, notAnAnswer, specifics }: Judged): Record<Skill, number> {
  if (check.length === 'empty' || !check.english) return ZERO
  const r = ROUND_RULES
  const fillerShare = check.words === 0 ? 0 : (check.fillers.total + hedges) / check.words
  const pace = check.pace && check.pace.verdict !== 'good' ? r.pacePenalty : 0
  const concise = check.length === 'short' && kind !== 'story' && relevance.points.used.length >= r.concisePoints
  const length = concise ? r.concisePointsScore : r.lengthPoints[check.length]
  const scores: Record<Skill, number> = {
    content: relevance.score,
    structure: kind === 'story' ? check.starFound * r.pointsPerStarPart : (r.pointsPerShapePart[shape.length] ?? 0),
    communication: clamp(length * (1 - Math.min(1, fillerShare * r.fillerWeight)) - pace),
    evidence: clamp(kind === 'story' ? storyEvidence(check) : depthEvidence(shape, specifics)),
  }
  if (concise && relevance.onTopic) {
    scores.structure = Math.max(scores.structure, r.conciseFloor)
    scores.evidence = Math.max(scores.evidence, r.conciseFloor)
  }
  if (notAnAnswer) return capped(scores, r.notAnAnswerCap[notAnAnswer])
  if (nonAnswer) return capped(scores, r.nonAnswerCap)
  return relevance.onTopic ? scores : capped(scores, r.offTopicCap)
}

function storyEvidence(check: AnswerReport): number {
  const r = ROUND_RULES
  const result =
    check.measurableResult.length > 0 ? r.resultPoints.measured : check.star.result ? r.resultPoints.unmeasured : r.resultPoints.none
  return result + r.ownershipPoints[check.ownership.verdict]
}

/** An explanation's trade-offs, a view's reasons, an example, and specifics (a number, a name, a measure). */
function depthEvidence(shape: readonly ShapePart[], specifics: boolean): number {
  const r = ROUND_RULES.depthPoints
  return (
    (shape.includes('tradeoffs') ? r.tradeoffs : 0) +
    (shape.includes('reasons') ? r.reasons : 0) +
    (shape.includes('example') ? r.example : 0) +
    (specifics ? r.specifics : 0)
  )
}

/**
 * One answer's insight: its check, how far it addresses the question, its shape and scores, the
 * question's points it made, hedges and talking points. `vocabulary`: the role's (roleVocabulary).
 */
export function answerInsight(
  question: BankQuestion,
  answer: RoundAnswer,
  vocabulary: RoleVocabulary,
  sameAs: number[] = [],
): AnswerInsight {
  const text = answer.skipped ? '' : answer.text
  const check =
    wordsOf(text).length === 0
      ? null
      : checkAnswer({ text, keywords: question.terms, speech: answer.speech?.words ? answer.speech : undefined, kind: question.kind })
  const lower = text.toLowerCase()
  const hedges = check?.english ? countAll(lower, HEDGES).sort((a, b) => b.count - a.count) : []
  const judged: Judged | null = check && {
    kind: question.kind,
    check,
    relevance: relevance(text, question, vocabulary),
    shape: question.kind === 'story' ? [] : shapeParts(text, question.kind),
    hedges: hedges.reduce((n, h) => n + h.count, 0),
    nonAnswer: isNonAnswer(text, check.words),
    notAnAnswer: notAnAnswer(text, question),
    specifics: /\d|\b[A-Z][A-Z0-9]+\b/.test(text.replace(/\bI\b/g, '')),
  }
  const scores = judged ? skillScores(judged) : ZERO
  return {
    question,
    answer,
    check,
    relevance: judged?.relevance ?? null,
    shape: judged ? [...judged.shape] : [],
    nonAnswer: judged?.nonAnswer ?? false,
    notAnAnswer: judged?.notAnAnswer ?? null,
    sameAs,
    scores,
    score: clamp(mean(SKILLS.map((s) => scores[s]))),
    terms: judged ? judged.relevance.points : { used: [], missed: [...question.terms] },
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
  return (
    [...counts]
      .filter(([, count]) => count >= 2)
      // Ties in code-unit order: a stable order is all it needs, and localeCompare's first call is slow.
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      .slice(0, TOP_WORDS)
      .map(([word, count]) => ({ word, count }))
  )
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
  const offTopic = report.insights.flatMap((i, n) => (i.relevance && !i.relevance.onTopic ? [n + 1] : []))
  if (offTopic.length > 0) out.push({ id: 'off-topic', questions: offTopic })
  for (const group of report.repeated) out.push({ id: 'repeated', questions: group.map((n) => n + 1) })
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
  if (report.answered > 0 && report.skills.content < 70 && report.terms.missed.length > 0)
    out.push({ id: 'terms', terms: report.terms.missed.slice(0, 4) })
  const missingPoint = TALKING_POINTS.find((p) => !report.talkingPoints[p])
  if (report.answered > 0 && missingPoint) out.push({ id: 'talking-point', point: missingPoint })
  return out.slice(0, MAX_RECOMMENDATIONS)
}

/**
 * Insights worked out already, per vocabulary: each question's latest answer and its insight. The
 * round works out each answer's insight in an idle moment (prepareInsight: once the visitor pauses
 * or moves on), so that "Finish" seldom has an answer left to judge before the report paints.
 * Never mutated; one entry per question, so it stays as small as the bank.
 */
const prepared = new WeakMap<RoleVocabulary, Map<string, { answer: string; insight: AnswerInsight }>>()

function preparedInsight(question: BankQuestion, answer: RoundAnswer, vocabulary: RoleVocabulary): AnswerInsight {
  const questionKey = JSON.stringify([question.text, question.kind, question.terms])
  const answerKey = JSON.stringify([answer.skipped, answer.text, answer.speech ?? null])
  let byQuestion = prepared.get(vocabulary)
  if (!byQuestion) prepared.set(vocabulary, (byQuestion = new Map()))
  const kept = byQuestion.get(questionKey)
  if (kept?.answer === answerKey) return kept.insight
  const insight = answerInsight(question, answer, vocabulary)
  byQuestion.set(questionKey, { answer: answerKey, insight })
  return insight
}

/** An answer's insight, taken from those worked out ahead where the answer is the same (see `prepared`). */
export const judgedInsight = preparedInsight

/** Works out an answer's insight ahead, for the round's report to take up (see `prepared`). */
export const prepareInsight = (question: BankQuestion, answer: RoundAnswer, vocabulary: RoleVocabulary): void =>
  void preparedInsight(question, answer, vocabulary)

/**
 * Readies the judging of an answer to `question` before there is one: judging the question's own
 * words once builds and compiles the patterns of its points, the slowest part of a first judgement.
 */
export const prepareQuestion = (question: BankQuestion, vocabulary: RoleVocabulary): void =>
  void answerInsight(question, { text: question.text, skipped: false }, vocabulary)

/**
 * The report of a round: `questions[i]` answered by `answers[i]`, judged within the role's
 * `vocabulary` (roleVocabulary of its bank's questions).
 */
export function roundReport(questions: readonly BankQuestion[], answers: readonly RoundAnswer[], vocabulary: RoleVocabulary): RoundReport {
  const given = questions.map((_, i) => answers[i] ?? { text: '', skipped: true })
  const repeated = repeatedAnswers(given.map((a) => (a.skipped ? '' : a.text)))
  const insights = questions.map((q, i) => {
    // The answer as given (a judgement worked out ahead may hold an earlier copy without its ticks).
    const insight = { ...preparedInsight(q, given[i]!, vocabulary), answer: given[i]! }
    const sameAs = repeated.find((group) => group.includes(i))?.filter((j) => j !== i) ?? []
    return sameAs.length === 0 ? insight : { ...insight, sameAs }
  })
  const checks = insights.flatMap((i) => (i.check ? [i.check] : []))
  const answered = checks.length
  const stories = checks.filter((c) => c.kind === 'story')
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
    repeated,
    offTopic: insights.filter((i) => i.relevance && !i.relevance.onTopic).length,
    overall,
    overallLabel: scoreLabel(overall),
    skills,
    insights,
    words,
    stories: stories.length,
    star: Object.fromEntries(STAR_PARTS.map((p) => [p, stories.filter((c) => c.star[p] !== null).length])) as Record<StarPart, number>,
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

/** The scores a kept round's summary holds (RoundSummary), and every report has. */
type RoundScores = Pick<RoundReport, 'overall' | 'skills'>

/**
 * The version of the scoring rules: raised with every change that moves a score, so that the
 * summaries kept with earlier rounds (worked out by older rules) are worked out again.
 */
export const RULES_VERSION = 1

/** What a finished round keeps of its report in the history: its scores, and the rules that gave them. */
export const summarise = ({ overall, skills }: RoundScores): RoundSummary => ({ overall, skills: { ...skills }, rules: RULES_VERSION })

/** How a round compares with the one before it: the change of the overall score and of each skill. */
export interface Progress {
  /** When the earlier round was taken (its `startedAt`). */
  since: string
  overall: number
  skills: Record<Skill, number>
}

export function progressSince(current: RoundScores, previous: RoundScores, since: string): Progress {
  return {
    since,
    overall: current.overall - previous.overall,
    skills: Object.fromEntries(SKILLS.map((s) => [s, current.skills[s] - previous.skills[s]])) as Record<Skill, number>,
  }
}
