/**
 * An answer judged against its question before its form (product.md §11): does it address what
 * was asked (the question's own words, the points a strong answer covers with their common
 * synonyms, the role's vocabulary), and does it have the shape its kind of question calls for (a
 * story, an explanation, a view)? Transparent rules over the text, run in the visitor's browser;
 * docs/decisions/019-answers-judged-by-rules.md says why rules and not a model. Pure.
 */
import { keywordPattern, splitSentences, wordsOf } from './answer-check'

/** Words that carry no topic: function words, the words every question is made of, fillers. */
const STOP_WORDS = new Set(
  `a about above after again against all also always am an and any are as at away back be because been before being below between both but by can could did do does doing done down during each either else even ever every few for from further get gets getting give go goes going gone got had has have having he her here hers him his how i if in into is it its itself just keep kept know let like likely lot lots made make makes making many may me might more most much must my myself need needed never new next no nor not now of off often on once one only or other others our ours out over own part per put quite rather really said same say says see seen she should show so some something sometimes still such sure take taken than that the their theirs them then there these they thing things think this those though through to together too took under until up upon us use used using very want wanted was way ways we well went were what whatever when where whether which while who whom whose why will with within without would yes yet you your yours yourself
  tell describe describing explain explaining walk talk example examples time times question answer would could first second last sure um uh erm yeah okay ok basically actually literally kind sort mean guess maybe probably
  two three four five six seven eight nine ten`.split(/\s+/),
)

/** A word reduced to its stem, so that "tested", "tests" and "testing" meet: a light suffix strip. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '')
  if (w.length <= 3) return w
  if (w.endsWith('ies') && w.length > 4) return `${w.slice(0, -3)}y`
  for (const suffix of ['ing', 'ed', 'es', 's', 'ly']) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3 && !w.endsWith('ss')) {
      w = w.slice(0, -suffix.length)
      break
    }
  }
  // "stopped" → "stopp" → "stop"; "making" → "mak" ~ "make" → "mak".
  if (/([b-df-hj-np-tv-z])\1$/.test(w) && !/(ll|ss|ff|zz)$/.test(w)) w = w.slice(0, -1)
  if (w.endsWith('e') && w.length > 3) w = w.slice(0, -1)
  return w
}

/** The distinct stems of `text` that can say what it is about. */
function topicStems(text: string): Set<string> {
  const stems = new Set<string>()
  for (const word of wordsOf(text)) {
    const lower = word.toLowerCase()
    if (lower.length < 3 || STOP_WORDS.has(lower) || /^\d/.test(lower)) continue
    stems.add(stem(lower))
  }
  return stems
}

/**
 * Common ways to say the same point: an answer that says any of a group uses the point of any
 * other. Lower case; each entry is matched as `keywordPattern` matches a term.
 */
const SYNONYMS: readonly (readonly string[])[] = [
  ['hash map', 'hashmap', 'hash table', 'dictionary', 'dict', 'lookup table', 'hash set', 'set'],
  ['linear time', 'o(n)', 'one pass', 'single pass', 'linear'],
  ['brute force', 'nested loop', 'two loops', 'o(n^2)', 'o(n²)', 'quadratic', 'every pair'],
  ['complexity', 'big o', 'o(', 'time and space', 'runtime'],
  ['edge cases', 'edge case', 'corner case', 'empty', 'duplicates', 'negative', 'null'],
  ['unit test', 'unit tests', 'tests', 'test'],
  ['race condition', 'data race', 'two threads', 'at the same time'],
  ['lock', 'mutex', 'semaphore', 'synchroni'],
  ['shared memory', 'same memory', 'share memory', 'address space'],
  ['cache', 'caching', 'redis', 'memcached', 'cdn'],
  ['index', 'indexes', 'indices', 'indexing'],
  ['join', 'left join', 'inner join', 'joins'],
  ['aggregate', 'group by', 'sum', 'count', 'average'],
  ['where', 'filter rows', 'before grouping'],
  ['having', 'after grouping', 'filter groups'],
  ['stakeholders', 'stakeholder', 'business', 'leadership', 'product owner', 'manager'],
  ['communicate early', 'told my manager', 'flagged', 'raised it', 'let them know', 'updated the', 'heads-up', 'warned'],
  ['ask for help', 'asked for help', 'pair', 'paired', 'asked a colleague', 'asked a senior'],
  ['monitoring', 'alerts', 'alerting', 'dashboards', 'metrics', 'observability', 'logs', 'logging'],
  ['rollback', 'roll back', 'rolled back', 'revert', 'reverted', 'feature flag'],
  ['code review', 'pull request', 'reviewed', 'review'],
  ['ci', 'continuous integration', 'pipeline', 'build server'],
  ['continuous delivery', 'continuous deployment', 'cd', 'deploy', 'release'],
  ['version control', 'git', 'branch', 'commit'],
  ['trade-off', 'trade-offs', 'tradeoff', 'tradeoffs', 'pros and cons', 'downside', 'at the cost of', 'balance'],
  ['technical debt', 'tech debt', 'shortcut', 'cut corners', 'quick fix', 'hack'],
  ['deadline', 'due date', 'release date', 'launch date', 'by friday', 'ship date'],
  ['empathy', 'empathise', 'empathize', 'acknowledge', 'apologise', 'apologize', 'understand how they feel', 'listen', 'listened'],
  ['escalate', 'escalation', 'escalated', 'nurse in charge', 'team lead', 'supervisor', 'senior'],
  ['follow up', 'followed up', 'follow-up', 'check back', 'checked back', 'got back to'],
  ['pain scale', 'pain score', '0 to 10', '0-10', 'numeric rating', 'faces scale', 'rate their pain', 'rate the pain'],
  ['vital signs', 'vitals', 'blood pressure', 'heart rate', 'pulse', 'oxygen saturation', 'temperature', 'respiratory rate'],
  ['reassess', 'reassessed', 're-assess', 'check again', 'checked again', 'recheck', 'rechecked'],
  ['document', 'documented', 'documentation', 'chart', 'charted', 'record', 'recorded', 'notes'],
  ['hand hygiene', 'hand washing', 'wash hands', 'washed my hands', 'hand gel', 'sanitiser', 'sanitizer'],
  ['refund', 'refunded', 'money back', 'credit', 'replacement', 'replace'],
  ['sla', 'service level', 'response time', 'within 24 hours', 'first response'],
  ['customer satisfaction', 'csat', 'nps', 'happy customer', 'satisfied'],
  ['knowledge base', 'help article', 'help centre', 'help center', 'faq', 'macro', 'macros'],
  ['dashboard', 'dashboards', 'report', 'tableau', 'power bi', 'looker'],
  ['data cleaning', 'clean the data', 'cleaned the data', 'cleaning', 'duplicates', 'missing values', 'nulls'],
  ['sql', 'query', 'queries', 'select'],
  ['a/b test', 'ab test', 'a/b testing', 'experiment', 'control group', 'split test'],
  ['statistical significance', 'significant', 'p-value', 'p value', 'confidence interval', 'sample size'],
]

const synonymGroup = new Map<string, readonly string[]>()
for (const group of SYNONYMS) for (const term of group) synonymGroup.set(term, group)

const patternCache = new Map<string, RegExp[]>()

/** The patterns of a term and its synonyms. */
function termPatterns(term: string): RegExp[] {
  let patterns = patternCache.get(term)
  if (!patterns) {
    const group = synonymGroup.get(term.toLowerCase()) ?? []
    patterns = [term, ...group.filter((t) => t !== term.toLowerCase())].map(keywordPattern)
    patternCache.set(term, patterns)
  }
  return patterns
}

/** Whether `text` makes the point of `term`, in its words or a common synonym. */
export const usesTerm = (text: string, term: string): boolean => termPatterns(term).some((p) => p.test(text))

const spanPatternCache = new Map<string, RegExp[]>()

/** termPatterns, global, for finding every place: made once per term, as they are slow to compile. */
function spanPatterns(term: string): RegExp[] {
  let patterns = spanPatternCache.get(term)
  if (!patterns) spanPatternCache.set(term, (patterns = termPatterns(term).map((p) => new RegExp(p.source, 'giu'))))
  return patterns
}

/** A stretch of text, and the point it makes when it makes one (pointSpans). */
export interface Span {
  text: string
  point?: string
}

/**
 * `text` cut into stretches, each place that makes one of `points` (in its words or a synonym's)
 * its own stretch: for marking the points in an answer. The first point listed wins an overlap.
 */
export function pointSpans(text: string, points: readonly string[]): Span[] {
  const found: { start: number; end: number; point: string }[] = []
  for (const point of points)
    for (const pattern of spanPatterns(point))
      for (const m of text.matchAll(pattern)) found.push({ start: m.index, end: m.index + m[0].length, point })
  found.sort((a, b) => a.start - b.start || b.end - a.end)
  const spans: Span[] = []
  let at = 0
  for (const { start, end, point } of found) {
    if (start < at || end === start) continue
    if (start > at) spans.push({ text: text.slice(at, start) })
    spans.push({ text: text.slice(start, end), point })
    at = end
  }
  if (at < text.length) spans.push({ text: text.slice(at) })
  return spans
}

/**
 * What a role's answers are judged within, worked out once per bank: each question's words (its
 * text, points, their synonyms and its model answer) weighted by how few of the bank's questions
 * share them (`idf`, `docs`), so an answer can be told to fit its question, or another of the bank better.
 */
export interface RoleVocabulary {
  idf: ReadonlyMap<string, number>
  /** Per question (by its text): its weighted words, and their total weight. */
  docs: ReadonlyMap<string, { stems: ReadonlySet<string>; weight: number }>
}

type VocabularyQuestion = { text: string; terms: readonly string[]; answer?: string; kind?: string }

const questionStems = (q: VocabularyQuestion): Set<string> => {
  const stems = topicStems(q.text)
  for (const term of q.terms)
    for (const t of [term, ...(synonymGroup.get(term.toLowerCase()) ?? [])]) for (const s of topicStems(t)) stems.add(s)
  for (const s of topicStems(q.answer ?? '')) stems.add(s)
  return stems
}

export function roleVocabulary(questions: readonly VocabularyQuestion[]): RoleVocabulary {
  const perQuestion = questions.map((q) => [q.text, questionStems(q)] as const)
  const df = new Map<string, number>()
  for (const [, qs] of perQuestion) for (const s of qs) df.set(s, (df.get(s) ?? 0) + 1)
  const idf = new Map<string, number>()
  for (const [s, n] of df) idf.set(s, Math.log((questions.length + 1) / n))
  const docs = new Map<string, { stems: ReadonlySet<string>; weight: number }>()
  for (const [text, qs] of perQuestion) docs.set(text, { stems: qs, weight: [...qs].reduce((w, s) => w + (idf.get(s) ?? 0), 0) })
  return { idf, docs }
}

/** Figures no result can have: a fall of more than 100%, more stars or points than the scale has. */
const IMPOSSIBLE =
  /\b(?:reduc|cut|dropp|fell|fall|decreas|lower|shrank|went down)\w*\b[^.]{0,40}?\b(?:[2-9]\d\d|1\d\d\d*|1[1-9]\d)\s?%|\b(?:[6-9]|\d\d+)(?:\.\d)? out of 5\b|\b(?:[6-9]|\d\d+)[- ]stars?\b|\b(?:1[1-9]|[2-9]\d|\d{3,}) out of 10\b/i

/** The impossible figures of `text`: the one thing about truth the rules can see. */
export function oddities(text: string): string[] {
  const impossible = text.match(IMPOSSIBLE)
  return impossible ? [impossible[0]] : []
}

// Closed-class English words: every sentence has some; a bare list of terms has almost none.
const FUNCTION_WORDS = new Set(
  `the a an to of and or but so then if in on at by for with from as into about than that this these those it its is are was were be been
  being have has had do does did will would can could should may might must i we you he she they me us him them my our your their
  which who what when where how why not no also because while after before`.split(/\s+/),
)

/**
 * What an answer is, before what it says: text in the answer box that is not an answer. `pasted`:
 * the question given back; `list`: terms without sentences; `repeats`: the same words over and
 * over, however long.
 */
export type NotAnAnswer = 'pasted' | 'list' | 'repeats'

export function notAnAnswer(text: string, question: { text: string }): NotAnAnswer | null {
  const words = wordsOf(text.toLowerCase())
  if (words.length === 0) return null
  const own = topicStems(text)
  const asked = topicStems(question.text)
  const fromQuestion = [...own].filter((s) => asked.has(s)).length
  if (fromQuestion >= Math.max(2, 0.6 * asked.size) && own.size - fromQuestion <= 2) return 'pasted'
  // A word in capitals is a name or code ("NOT EXISTS"), not the English around it.
  const english = wordsOf(text).filter((w) => FUNCTION_WORDS.has(w.toLowerCase()) && (w.length === 1 || w !== w.toUpperCase()))
  if (words.length >= 3 && english.length / words.length < 0.1) return 'list'
  if (words.length >= 40) {
    const runs = new Set<string>()
    for (let i = 0; i + 3 < words.length; i++) runs.add(words.slice(i, i + 4).join(' '))
    if (runs.size / (words.length - 3) < 0.5) return 'repeats'
  }
  return null
}

export interface Relevance {
  /** 0–100: how much of what was asked the answer addresses. */
  score: number
  /** False when the answer does not address the question (off-topic, another question's answer, not an answer). */
  onTopic: boolean
  /** The question's points the answer makes (each in a sentence of its own, quoted), and those it leaves out. */
  points: { used: string[]; missed: string[] }
  evidence: { point: string; sentence: string }[]
  /** The question's own topic words the answer uses. */
  questionWords: number
  /** How much of the question's words (its text, points and model answer, weighted) the answer says, 0–1. */
  coverage: number
  /** Another question of the bank the answer fits better, or null. */
  fitsOther: string | null
  /**
   * True when an explanation or a view makes the question's points in words but says little of
   * what surrounds them in an informed answer (its model answer's substance), for its length:
   * keyword stuffing.
   */
  stuffed: boolean
  /** Impossible figures. */
  oddities: string[]
}

const RELEVANCE_RULES = {
  /** Points for full marks: three, or all of a question's when it has fewer. */
  pointsForFullMarks: 3,
  /** The coverage of its question's words that a strong answer in its own words reaches. */
  fullCoverage: 0.3,
  /** Below this coverage and without a point, an answer is off-topic. */
  minCoverage: 0.06,
  /** Another question fits better when the answer covers this many times more of it. */
  otherQuestionRatio: 1.6,
  /** A sentence credits a point only with this many words (not a heading or a list item of terms). */
  minSentenceWords: 4,
  /**
   * Points made in words without their substance: at least this many points, and less than this
   * coverage once the answer has the words to say more (its length over stuffedWords, at most 1).
   */
  stuffedPoints: 4,
  stuffedCoverage: 0.24,
  stuffedWords: 80,
} as const

/** The weighted share of `doc`'s words that `said` has. */
function coverageOf(said: ReadonlySet<string>, doc: { stems: ReadonlySet<string>; weight: number }, idf: ReadonlyMap<string, number>) {
  if (doc.weight === 0) return 0
  let got = 0
  for (const s of doc.stems) if (said.has(s)) got += idf.get(s) ?? 0
  return got / doc.weight
}

/**
 * The sentences of `text` that can credit a point: long enough to say something, written as a
 * sentence (not a list of terms), and said once (a repeated sentence credits nothing twice).
 */
function creditingSentences(text: string): string[] {
  const seen = new Set<string>()
  return splitSentences(text).filter((sentence) => {
    const words = wordsOf(sentence.toLowerCase())
    const key = words.join(' ')
    if (seen.has(key)) return false
    seen.add(key)
    return words.length >= RELEVANCE_RULES.minSentenceWords && words.some((w) => FUNCTION_WORDS.has(w))
  })
}

/** How far `text` addresses `question`, within its role's `vocabulary`. */
export function relevance(text: string, question: VocabularyQuestion, vocabulary: RoleVocabulary): Relevance {
  const r = RELEVANCE_RULES
  const sentences = creditingSentences(text)
  const evidence = question.terms.flatMap((point) => {
    const sentence = sentences.find((s) => usesTerm(s, point))
    return sentence === undefined ? [] : [{ point, sentence }]
  })
  const used = evidence.map((e) => e.point)
  const asked = topicStems(question.text)
  const said = topicStems(text)
  const questionWords = [...asked].filter((s) => said.has(s)).length
  const doc = vocabulary.docs.get(question.text) ?? { stems: questionStems(question), weight: 0 }
  const coverage = coverageOf(said, doc, vocabulary.idf)
  // The bank's other question this answer covers most, if it covers it far more than its own.
  let fitsOther: string | null = null
  let best = coverage * r.otherQuestionRatio
  for (const [other, otherDoc] of vocabulary.docs) {
    if (other === question.text) continue
    const c = coverageOf(said, otherDoc, vocabulary.idf)
    if (c > best) [best, fitsOther] = [c, other]
  }
  const expected = Math.min(r.pointsForFullMarks, question.terms.length)
  const pointShare = expected === 0 ? 0 : Math.min(1, used.length / expected)
  const odd = oddities(text)
  const length = Math.min(1, wordsOf(text).length / r.stuffedWords)
  // A story's points are the words of any story (stakeholder, decision, result), and each true
  // story is its own: only an explanation or a view shares its substance with an informed answer.
  const stuffed = question.kind !== 'story' && used.length >= r.stuffedPoints && coverage < r.stuffedCoverage * length
  const onTopic = fitsOther === null && !stuffed && (used.length > 0 || coverage >= r.minCoverage) && odd.length === 0
  return {
    score: Math.round(100 * (0.5 * pointShare + 0.5 * Math.min(1, coverage / r.fullCoverage))),
    onTopic,
    points: { used, missed: question.terms.filter((t) => !used.includes(t)) },
    evidence,
    questionWords,
    coverage,
    fitsOther,
    stuffed,
    oddities: odd,
  }
}

/** Answers that say they do not know, and stop there. */
const NON_ANSWER =
  /\b(not sure|no idea|don'?t know|do not know|can'?t remember|cannot remember|google it|look it up|never done (that|this))\b/i

export const isNonAnswer = (text: string, words: number): boolean => words < 25 && NON_ANSWER.test(text)

/** Answers the visitor gave twice or more in a round: the same words, give or take a few. */
export function repeatedAnswers(texts: readonly string[]): number[][] {
  const shingles = texts.map((text) => {
    const words = wordsOf(text.toLowerCase())
    const set = new Set<string>()
    for (let i = 0; i + 2 < words.length; i++) set.add(words.slice(i, i + 3).join(' '))
    return words.length >= 8 ? set : null
  })
  const similar = (a: Set<string>, b: Set<string>) => {
    let shared = 0
    for (const s of a) if (b.has(s)) shared++
    return shared / Math.min(a.size, b.size) >= 0.7
  }
  const groups: number[][] = []
  const grouped = new Set<number>()
  shingles.forEach((a, i) => {
    if (!a || grouped.has(i)) return
    const group = [i]
    shingles.forEach((b, j) => {
      if (j > i && b && !grouped.has(j) && similar(a, b)) group.push(j)
    })
    if (group.length > 1) {
      groups.push(group)
      group.forEach((g) => grouped.add(g))
    }
  })
  return groups
}
