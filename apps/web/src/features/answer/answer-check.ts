/**
 * The quick structure check of the "Try one question" widget: a few transparent rules over
 * the text of one answer, run in the visitor's browser. It looks for the four STAR parts by
 * their usual wording, counts words, filler words and "I" against "we", finds numbers in the
 * result and the role's keywords, and picks two or three next steps. It reads English only,
 * as the interviews are in English (product.md §1), and says so rather than guessing.
 */

import type { QuestionKind } from '~/content/question-banks'

export const STAR_PARTS = ['situation', 'task', 'action', 'result'] as const
export type StarPart = (typeof STAR_PARTS)[number]

export interface AnswerInput {
  text: string
  /** The role's own terms, from the page's content. */
  keywords?: readonly string[]
  /** What was spoken through speech recognition: its word count and how long the visitor spoke. */
  speech?: { words: number; ms: number }
  /** What the question asks for: a story is checked for STAR, an explanation or a view for its own parts. */
  kind?: QuestionKind
}

type LengthVerdict = 'empty' | 'short' | 'good' | 'long'
type PaceVerdict = 'slow' | 'good' | 'fast'

export type NextStep =
  | { id: 'expand'; kind: QuestionKind }
  | { id: 'english' }
  | { id: 'star'; parts: StarPart[] }
  | { id: 'shape'; parts: ShapePart[] }
  | { id: 'quantify' }
  | { id: 'ownership' }
  | { id: 'fillers'; words: string[] }
  | { id: 'tighten'; kind: QuestionKind }
  | { id: 'pace'; verdict: Exclude<PaceVerdict, 'good'> }
  | { id: 'keywords'; suggestions: string[] }
  | { id: 'out-loud' }
  | { id: 'follow-up' }

export interface AnswerReport {
  kind: QuestionKind
  words: number
  sentences: number
  length: LengthVerdict
  /** False when the text does not read as English: the STAR and wording rules do not apply. */
  english: boolean
  /** For each STAR part, the sentence that shows it, or null. */
  star: Record<StarPart, string | null>
  starFound: number
  /** For an explanation or a view, the parts of its kind it shows (KIND_PARTS); empty for a story. */
  shape: ShapePart[]
  /** Words per minute of the spoken part, when at least a few seconds were spoken. */
  pace: { wpm: number; verdict: PaceVerdict } | null
  fillers: { total: number; perHundredWords: number; top: { word: string; count: number }[] }
  ownership: { i: number; we: number; verdict: 'i' | 'we' | 'balanced' | 'none' }
  /** Numbers, percentages, money or time spans in the result, as written; empty when none. */
  measurableResult: string[]
  keywords: { used: string[]; unused: string[] }
  nextSteps: NextStep[]
}

/** About two minutes spoken at 130–150 words a minute; an explanation or a view can say it in fewer. */
const LENGTH_WORDS: Record<QuestionKind, { short: number; long: number }> = {
  story: { short: 50, long: 320 },
  explanation: { short: 25, long: 320 },
  view: { short: 30, long: 320 },
}
export const PACE_WPM = { slow: 110, fast: 170 } as const
const MIN_SPOKEN_MS = 5_000

// Han, Hiragana and Katakana are written without spaces: one character counts as a word.
const WORD = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[\p{L}\p{N}]+(?:['’.-][\p{L}\p{N}]+)*/gu

/** Words as a person counts them: "sign-ups", "don’t" and "3.5" are one word each; emoji are none. */
export function countWords(text: string): number {
  let count = 0
  for (const _ of text.matchAll(WORD)) count++
  return count
}

/** The words of `text`, as countWords counts them. */
export const wordsOf = (text: string): string[] => text.match(WORD) ?? []

// A run-on sentence (speech recognition rarely adds punctuation) is cut before these. The space
// before them is matched only from its start (the look-behind): from every position inside a run
// of spaces, the run's rest would be tried again, and time would grow with the run's square.
const CLAUSE_BREAK =
  /(?<=\S)\s+(?=(?:and then|so then|as a result|in the end|after that|because of that|eventually|finally|then|so|but)\s)/i
const RUN_ON_WORDS = 40
const MIN_CLAUSE_WORDS = 6

export function splitSentences(text: string): string[] {
  const sentences = text
    .split(/(?<=[.!?…])\s+|(?<=[。！？])\s*|\n+/u)
    .map((s) => s.trim())
    .filter((s) => /[\p{L}\p{N}]/u.test(s))
  return sentences.flatMap((s) => (countWords(s) > RUN_ON_WORDS ? splitRunOn(s) : [s]))
}

function splitRunOn(sentence: string): string[] {
  const clauses: string[] = []
  for (const part of sentence.split(CLAUSE_BREAK)) {
    const last = clauses.length - 1
    if (last >= 0 && countWords(clauses[last]!) < MIN_CLAUSE_WORDS) clauses[last] += ` ${part}`
    else clauses.push(part)
  }
  return clauses
}

const ACTION_VERBS =
  'decided|started|began|built|created|wrote|designed|implemented|set up|organi[sz]ed|proposed|suggested|scheduled|called|met|spoke|talked|asked|listened|explained|analy[sz]ed|investigated|reviewed|tested|fixed|rewrote|refactored|introduced|led|ran|mapped|prioriti[sz]ed|reached out|worked with|negotiated|trained|documented|automated|measured|checked|compared|broke|split|moved|changed|added|removed|escalated|focused|drafted|presented|shared|gathered|interviewed|prototyped|coached|delegated|followed up|made sure|looked|took|chose|used|pulled|queried|sat down|calmed|apologi[sz]ed|reassured|offered|rolled back|traced|profiled'

/** The usual wording of each STAR part. Matched against one sentence, lower-cased. */
const STAR_CUES: Record<StarPart, RegExp[]> = {
  situation: [
    /\b(when|while) (i|we) (was|were|worked|joined|started)\b/,
    /\b(at|in|on|during) my (last|previous|current|old|first|second|final) (job|company|role|position|team|internship|placement|rotation|employer|shift|project)\b/,
    /\b(last|this past) (year|month|quarter|summer|winter|spring|semester|term)\b/,
    /\b(a few|two|three|several) (years|months|weeks) ago\b/,
    /\b(one|a) time\b/,
    /\bthere (was|were)\b/,
    /\bwe had (a|an)\b/,
    /\bthe (situation|context|background|problem|issue) was\b/,
    /\bi (was working|worked) (as|at|on|in)\b/,
    /\b(our|the) (team|company|client|customer|product|project|service|app|site|ward|store) (was|had|were)\b/,
    /\b(we|i) (was|were) (late|behind|short|stuck|about to|running out|under pressure)\b/,
    /\b(disagreed|disagreement|conflict|complaint|outage|incident|crisis)\b/,
    /\bthe (hardest|toughest|biggest|most \w+) (project|problem|challenge|thing|situation)\b/,
    /\b(i|we) (noticed|realised|realized|discovered|spotted|found out)\b/,
    /^(at (?!the end)|during|back in|in (my|our|a|19\d\d|20\d\d)\b)/,
  ],
  task: [
    /\bmy (task|job|role|goal|responsibility|assignment|objective|brief|part) (was|became)\b/,
    /\bi was (responsible|asked|tasked|in charge|expected|supposed)\b/,
    /\bi (had|needed|wanted) to\b/,
    /\b(the|our) (goal|task|aim|objective|challenge|target|deadline) was\b/,
    /\bwe (had|needed) to\b/,
    /\bit was (my job|up to me|on me)\b/,
    /\b(my manager|the client|my lead|the team) asked me\b/,
    /\bi (volunteered|offered) to\b/,
  ],
  action: [new RegExp(`\\b(?:i|we) (?:\\w+ly )?(?:${ACTION_VERBS}|agreed)\\b`), /\b(first|then|next|after that|so),? (i|we)\b/],
  result: [
    /\b(as a result|in the end|by the end|the result|the outcome|the impact|ended up|since then|afterwards)\b/,
    /\b(resulted|resulting) in\b/,
    /\b(which|this|that|it) (led to|meant|cut|saved|reduced|increased|improved|helped|brought|raised|lowered)\b/,
    /\b(we|i|it|they|sales|revenue|churn|conversion|the team|the project) (reduced|increased|improved|saved|cut|grew|doubled|tripled|halved|raised|lowered|shipped|launched|delivered|achieved|won|hit|exceeded|beat|finished|completed|closed|resolved|recovered)\b/,
    /\b(finally|eventually)\b/,
    /\b(went|gone) (up|down)\b|\b(rose|fell|dropped|grew|climbed|jumped|declined) (by|from|to)\b/,
    // A change by or to a figure is a result, whatever the rest of the sentence: "lifted conversions by 8%", "cut it to two days".
    /\b(?:lift|boost|rais|increas|reduc|cut|lower|improv|grew|grow|drop|sped|speed|shorten|halv|doubl|brought|bring|push|sav|trim|decreas|shrank|shrunk|took|got|fell|rose)\w*(?: \w+){0,3} (?:by|to) (?:about |around |nearly |almost |over |roughly )?(?:[$€£]?\d|(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty|a third|a quarter|half)\b)/,
    /\b(is|are) now\b|\bat launch\b|\b(caught|prevented|avoided) (a|an|the|it|any)\b/,
    /\bi (learned|learnt)\b|\bthe lesson\b/,
    /\b(was|got) promoted\b|\bthanked (me|us)\b/,
    /\b(on time|ahead of schedule|under budget)\b/,
    /\b(it|this|that|things|everything) (went (well|smoothly|better)|worked out|turned out|paid off)\b/,
  ],
}

// Money, percentages, multipliers, counts with a unit, time spans; and the words for them, as
// people write and dictate them: "forty thousand pounds", "about a third", "three percent".
const UNITS = 'percent|per cent|x|times|k|m|bn|million|billion|thousand|hours?|hrs?|minutes?|mins?|seconds?|days?|weeks?|months?|years?|ms'
const NUMBER_WORD =
  '(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|a hundred|hundred|a thousand|a dozen|dozens)'
const WORD_UNITS =
  'percent|per cent|times|hours?|days?|weeks?|months?|years?|minutes?|pounds|dollars|euros|people|customers|users|patients|tickets|calls|clients|staff'
const QUANTITY = new RegExp(
  [
    `[$€£¥₹]\\s?\\d[\\d,.]*(?:\\s?(?:k|m|bn|million|billion|thousand)\\b)?`,
    `(?<![\\p{L}\\d])\\d(?:[\\d,.]*\\d)?(?:\\s?%|\\s?(?:${UNITS})\\b)?`,
    `\\b(?:doubled|tripled|halved|quadrupled|twice as \\w+|half the \\w+)\\b`,
    `\\b${NUMBER_WORD}(?:[\\s-]+(?:${NUMBER_WORD}|thousand|million|billion))*\\s+(?:${WORD_UNITS})\\b`,
    `\\b(?:about |around |nearly |almost |over |roughly )?(?:a|one|two) (?:third|quarter|half|fifth|tenth)s?\\b`,
  ].join('|'),
  'giu',
)

/** Filler words and phrases; "like" and "kind of" count only where they carry no meaning. */
const FILLERS: { word: string; pattern: RegExp }[] = [
  { word: 'um', pattern: /\bu+m+\b/g },
  { word: 'uh', pattern: /\bu+h+\b/g },
  { word: 'erm', pattern: /\be+r+m*\b/g },
  // "like," and a "like" that ends a sentence are fillers; "metrics, like revenue by region" gives an example.
  { word: 'like', pattern: /\blike(?=\s*[,.!?]|$)/g },
  { word: 'you know', pattern: /\byou know\b(?!\s+(?:how|what|why|where|when|that|if|the|about))/g },
  { word: 'I mean', pattern: /\bi mean\b/g },
  { word: 'basically', pattern: /\bbasically\b/g },
  { word: 'actually', pattern: /\bactually\b/g },
  { word: 'literally', pattern: /\bliterally\b/g },
  { word: 'kind of', pattern: /(?<!\b(?:what|which|this|that|the|a|any|every|some|same)\s)\bkind of\b/g },
  { word: 'sort of', pattern: /(?<!\b(?:what|which|this|that|the|a|any|every|some|same)\s)\bsort of\b/g },
  { word: 'so yeah', pattern: /\bso yeah\b/g },
]

const I_WORDS = /\b(?:i|i['’](?:m|ve|d|ll)|me|my|mine|myself)\b/g
const WE_WORDS = /\b(?:we|we['’](?:re|ve|d|ll)|us|our|ours|ourselves)\b/g

// Very common English words: answers in another language have almost none of them.
const ENGLISH_COMMON = new Set(
  'the and a an to of i in was we it my that for on with is be this had as at so but they our me you what have were not from by did are then when which'.split(
    ' ',
  ),
)

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

const keywordPatterns = new Map<string, RegExp>()

/**
 * "query" also matches "queries", "prioritize" "prioritizing", "join" "joined", "mentoring"
 * "mentored"; case, hyphens and underscores are ignored, and one small word may come between two
 * ("raise it early"). Made once per keyword: a pattern with Unicode classes is slow to build and to compile.
 */
export function keywordPattern(keyword: string): RegExp {
  let pattern = keywordPatterns.get(keyword)
  if (!pattern) keywordPatterns.set(keyword, (pattern = buildKeywordPattern(keyword)))
  return pattern
}

// Between the words of a point: spaces, a hyphen, an underscore (parent_id), a comma or a slash,
// and at most one small word ("raise it early" makes "raise early", "revise the hypothesis"
// "revise hypothesis").
const BETWEEN = '[\\s,_/-]+(?:(?:the|a|an|it|its|our|my|their|this|that|them|your|to|of)[\\s_-]+)?'

/** The endings a point's last word may take: "mentoring" is made by "mentored", "simple" by "simply". */
function inflected(word: string): string {
  const narrow = /y$/i.test(word)
    ? `${word.slice(0, -1)}(?:y|ies|ied)`
    : /e$/i.test(word)
      ? `${word.slice(0, -1)}(?:e|es|ed|ing)`
      : `${word}(?:s|es|ed|ing)?`
  // A short stem ("us" of "use") or a name (SQL, "o(n)") takes the narrow endings only.
  const base = word.replace(/(?:ing|ed|es|e|s|y)$/i, '')
  return base.length < 4 || !/^[a-z]+$/i.test(word) ? narrow : `(?:${narrow}|${base}(?:e|es|ed|ing|s|y|ies|ied|ly|er|ers|est))`
}

function buildKeywordPattern(keyword: string): RegExp {
  const words = keyword
    .trim()
    .split(/[\s_-]+/)
    .map(escapeRegExp)
  const last = words.pop()!
  return new RegExp(`(?<![\\p{L}\\p{N}])${[...words, inflected(last)].join(BETWEEN)}(?![\\p{L}\\p{N}])`, 'iu')
}

// The commonest words of the languages a visitor might answer in instead: they tell "not English"
// from English written tersely ("LEFT JOIN orders, filter NULL, distinct customers.").
const OTHER_COMMON = new Set(
  'el la los las que de del en un una y es por con para mi se al lo como pero le les des et est une je nous dans du au pas qui sur avec mon ma der das und ist nicht ich wir mit ein eine zu auf den dem von il che non di sono não eu het een niet ik'.split(
    ' ',
  ),
)

/** English unless most of it is another script, or it reads as another language's common words. */
function isEnglish(tokens: string[]): boolean {
  if (tokens.length === 0) return true
  const latin = tokens.filter((t) => /^[\p{Script=Latin}\p{N}'’.-]+$/u.test(t)).length
  if (latin / tokens.length < 0.5) return false
  const lower = tokens.map((t) => t.toLowerCase())
  const english = lower.filter((t) => ENGLISH_COMMON.has(t)).length
  const other = lower.filter((t) => OTHER_COMMON.has(t)).length
  return !(other >= 2 && other > english)
}

function findStar(sentences: string[]): Record<StarPart, string | null> {
  const lower = sentences.map((s) => s.toLowerCase())
  const matching = (part: StarPart) => lower.flatMap((s, i) => (STAR_CUES[part].some((cue) => cue.test(s)) ? [i] : []))
  const first = (part: StarPart) => matching(part)[0]
  // An action the visitor took themselves shows the part better than one the team took.
  const actions = matching('action')
  const action = actions.find((i) => /\bi\b/.test(lower[i]!)) ?? actions[0]
  // The result usually closes the story: prefer its last sentence with a number in it.
  const results = matching('result')
  const result = results.filter((i) => hasQuantity(sentences[i]!)).at(-1) ?? results.at(-1)
  const at = (i: number | undefined) => (i === undefined ? null : sentences[i]!)
  return { situation: at(first('situation')), task: at(first('task')), action: at(action), result: at(result) }
}

/** The parts an explanation or a view is built of, and the usual wording of each. */
export type ShapePart = 'approach' | 'tradeoffs' | 'example' | 'position' | 'reasons'

const SHAPE_CUES: Record<ShapePart, RegExp> = {
  approach:
    /\b(first(ly)?|start(ing)? (by|with)|then|next|after that|finally|step|i would|i'd|i will|i'll|we would|my approach|the approach|the idea is|the way i|i always|i usually|i check|i use)\b|\d\)|^\s*[-•*]/m,
  tradeoffs:
    /\b(trade-?offs?|but|however|whereas|instead|rather than|more than|on the other hand|downside|drawback|at the (cost|expense) of|versus|vs\.?|compared (to|with)|faster|slower|cheaper|simpler|safer|depends on|it depends|pros|cons|unless|the risk|risky|worse|better|priorit(y|ise|ize|ies))\b/,
  example:
    /\b(for example|for instance|e\.g\.|such as|like an? |even for|say (we|you|a)|imagine|in my (last|previous|current)|at my (last|previous|current)|on my (last|previous)|once|last (year|month|week|quarter|summer)|when i (was|worked)|recently|in practice)\b/,
  position:
    /\b(i (want|value|believe|prefer|enjoy|love|like|see myself|thrive|work best|care|aim|am looking|'m looking|hope)|what (draws|excites|motivates|drives) me|my (goal|strength|strengths|weakness|plan|ideal|priority)|i'?m (drawn|excited|motivated|interested|passionate|keen|good at|working on)|i am (drawn|excited|motivated|interested|passionate|keen|good at|working on))\b/,
  reasons:
    /\b(because|since|so that|which is why|that'?s why|the reason|in order to|to make sure|this (means|matters)|it (means|matters)|which (means|lets|helps))\b/,
}

export const KIND_PARTS: Record<Exclude<QuestionKind, 'story'>, readonly ShapePart[]> = {
  explanation: ['approach', 'tradeoffs', 'example'],
  view: ['position', 'reasons', 'example'],
}

/** The parts of an explanation or a view that `text` shows. */
export function shapeParts(text: string, kind: Exclude<QuestionKind, 'story'>): ShapePart[] {
  const lower = text.toLowerCase()
  return KIND_PARTS[kind].filter((part) => SHAPE_CUES[part].test(lower))
}

const hasQuantity = (text: string) => quantities(text).length > 0
function quantities(text: string): string[] {
  return [...text.matchAll(QUANTITY)].map((m) => m[0].trim())
}

function paceOf(speech: AnswerInput['speech']): AnswerReport['pace'] {
  if (!speech || speech.ms < MIN_SPOKEN_MS || speech.words < 5) return null
  const wpm = Math.round(speech.words / (speech.ms / 60_000))
  return { wpm, verdict: wpm < PACE_WPM.slow ? 'slow' : wpm > PACE_WPM.fast ? 'fast' : 'good' }
}

/** The report for one answer. Pure: the same input always gives the same report. */
export function checkAnswer({ text, keywords = [], speech, kind = 'story' }: AnswerInput): AnswerReport {
  const tokens = text.match(WORD) ?? []
  const words = tokens.length
  const sentences = splitSentences(text)
  const english = isEnglish(tokens)
  const lower = text.toLowerCase()

  const star = english ? findStar(sentences) : { situation: null, task: null, action: null, result: null }
  const starFound = STAR_PARTS.filter((part) => star[part] !== null).length
  const shape = english && kind !== 'story' ? shapeParts(text, kind) : []
  const limits = LENGTH_WORDS[kind]

  const fillerCounts = english
    ? FILLERS.map(({ word, pattern }) => ({ word, count: count(lower, pattern) })).filter((f) => f.count > 0)
    : []
  fillerCounts.sort((a, b) => b.count - a.count)
  const fillerTotal = fillerCounts.reduce((sum, f) => sum + f.count, 0)

  const i = english ? count(lower, I_WORDS) : 0
  const we = english ? count(lower, WE_WORDS) : 0
  const ownership: AnswerReport['ownership']['verdict'] =
    i + we === 0 ? 'none' : we >= 3 && we > i ? 'we' : we === 0 || i >= 2 * we ? 'i' : 'balanced'

  const used = keywords.filter((k) => keywordPattern(k).test(text))
  const report: Omit<AnswerReport, 'nextSteps'> = {
    kind,
    words,
    sentences: sentences.length,
    length: words === 0 ? 'empty' : words < limits.short ? 'short' : words > limits.long ? 'long' : 'good',
    english,
    star,
    starFound,
    shape,
    pace: paceOf(speech),
    fillers: {
      total: fillerTotal,
      perHundredWords: words === 0 ? 0 : Math.round((fillerTotal / words) * 1000) / 10,
      top: fillerCounts.slice(0, 3),
    },
    ownership: { i, we, verdict: ownership },
    measurableResult: star.result ? quantities(star.result).slice(0, 3) : [],
    keywords: { used, unused: keywords.filter((k) => !used.includes(k)) },
  }
  return { ...report, nextSteps: nextSteps(report, speech !== undefined && speech.words > 0) }
}

const MAX_STEPS = 3

/** Two or three steps, most useful first. */
function nextSteps(report: Omit<AnswerReport, 'nextSteps'>, spoken: boolean): NextStep[] {
  const steps: NextStep[] = []
  if (report.english && (report.length === 'empty' || report.length === 'short')) steps.push({ id: 'expand', kind: report.kind })
  if (report.words > 0 && !report.english) steps.push({ id: 'english' })
  if (report.english && report.length !== 'empty') {
    if (report.kind === 'story') {
      const missing = STAR_PARTS.filter((part) => report.star[part] === null)
      if (missing.length > 0) steps.push({ id: 'star', parts: missing })
      if (report.star.result && report.measurableResult.length === 0) steps.push({ id: 'quantify' })
      if (report.ownership.verdict === 'we') steps.push({ id: 'ownership' })
    } else {
      const missing = KIND_PARTS[report.kind].filter((part) => !report.shape.includes(part))
      if (missing.length > 0) steps.push({ id: 'shape', parts: missing })
    }
    if (report.fillers.total >= 3 && report.fillers.perHundredWords >= 2) {
      steps.push({ id: 'fillers', words: report.fillers.top.map((f) => f.word).slice(0, 2) })
    }
    if (report.length === 'long') steps.push({ id: 'tighten', kind: report.kind })
    if (report.pace && report.pace.verdict !== 'good') steps.push({ id: 'pace', verdict: report.pace.verdict })
    const allKeywords = report.keywords.used.length + report.keywords.unused.length
    if (allKeywords > 0 && report.keywords.used.length < 2 && report.length !== 'short') {
      steps.push({ id: 'keywords', suggestions: report.keywords.unused.slice(0, 3) })
    }
  }
  if (!spoken) steps.push({ id: 'out-loud' })
  steps.push({ id: 'follow-up' })
  return steps.slice(0, MAX_STEPS)
}
