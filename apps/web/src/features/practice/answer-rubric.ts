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

/** For each of `terms` the answer makes, the first sentence of it that makes the point: the evidence quoted for it. */
export function pointEvidence(text: string, terms: readonly string[]): { point: string; sentence: string }[] {
  const sentences = splitSentences(text)
  return terms.flatMap((point) => {
    const sentence = sentences.find((s) => usesTerm(s, point))
    return sentence === undefined ? [] : [{ point, sentence }]
  })
}

/** The words of work every role shares: they tell an answer about work from one about bananas. */
const WORK_WORDS = `team teammate colleague colleagues manager lead leader project projects customer customers client clients user users
  stakeholder stakeholders deadline deadlines meeting meetings deliver delivered delivery plan planned planning priority priorities
  prioritise prioritize goal goals target targets task tasks role job company business process processes problem problems issue issues
  decision decisions feedback result results impact improve improved improvement quality risk risks learn learned learnt skill skills
  experience work worked working career growth responsibility ownership communicate communication explain explained agree agreed
  disagree disagreed conflict support supported help helped data report reports review reviewed test tested fix fixed build built
  design designed launch launched release released change changed estimate scope budget cost costs time schedule week weeks month months
  patient patients ward nurse nurses care shift clinical sale sales deal deals quota pipeline revenue product products service services
  ticket tickets bug bugs code system systems analysis analyse analyze measure measured metric metrics training mentor mentored
  organisation organization department office internship placement course university study studied`
  .split(/\s+/)
  .map(stem)

/** The vocabulary of a bank: its questions' words, its points and their synonyms, and the words of work. */
export function roleVocabulary(questions: readonly { text: string; terms: readonly string[] }[]): Set<string> {
  const stems = new Set(WORK_WORDS)
  for (const q of questions) {
    for (const s of topicStems(q.text)) stems.add(s)
    for (const term of q.terms) {
      for (const t of [term, ...(synonymGroup.get(term.toLowerCase()) ?? [])]) for (const s of topicStems(t)) stems.add(s)
    }
  }
  return stems
}

/**
 * Things that have no place in an answer about work, unless the role's own words have them: what
 * fluent nonsense is made of ("we painted the moon", "the cats filed their taxes"). Two of them in
 * one answer, or one with an impossible figure, and the answer is not judged as an answer.
 */
const ODD_WORDS = new Set(
  `banana bananas sun planet planets galaxy alien aliens unicorn unicorns dragon dragons wizard wizards witch magic magical
  spell spells potion fairy fairies elf elves troll trolls goblin ghost ghosts vampire vampires werewolf werewolves zombie zombies
  pirate pirates ninja ninjas mermaid dinosaur dinosaurs cat cats kitten kittens dog dogs puppy puppies pigeon pigeons seagull
  seagulls goldfish hamster hamsters penguin penguins giraffe giraffes elephant elephants monkey monkeys llama llamas squirrel
  squirrels owl owls duck ducks goat goats cow cows horse horses pony frog frogs shark sharks dolphin dolphins whale whales insect
  insects pizza pizzas pancake pancakes waffle waffles lasagne lasagna spaghetti cheese cake cakes cupcake cupcakes cookie cookies
  chocolate candy sweets crisps popcorn syrup toaster toast sandwich tuna jelly marshmallow marshmallows doughnut donut
  invisible juggle juggled juggling kite kites glitter rainbow rainbows balloon balloons karaoke disco trampoline lollipop snowman
  volcano volcanoes gravity`
    .split(/\s+/)
    .map(stem),
)
/** …and these count twice: no true story about work has them. */
const ABSURD_WORDS = new Set(
  `moon moons unicorn unicorns dragon dragons wizard wizards witch witches potion potions fairy fairies goblin goblins werewolf
  werewolves vampire vampires zombie zombies mermaid mermaids dinosaur dinosaurs telepathy telepathically teleport teleported
  levitate levitated spaceship tides`
    .split(/\s+/)
    .map(stem),
)

/** Figures no result can have: a fall of more than 100%, more stars or points than the scale has. */
const IMPOSSIBLE =
  /\b(?:reduc|cut|dropp|fell|fall|decreas|lower|shrank|went down)\w*\b[^.]{0,40}?\b(?:[2-9]\d\d|1\d\d\d*|1[1-9]\d)\s?%|\b(?:[6-9]|\d\d+)(?:\.\d)? out of 5\b|\b(?:[6-9]|\d\d+)[- ]stars?\b|\b(?:1[1-9]|[2-9]\d|\d{3,}) out of 10\b|\bbackwards in time\b|\bfrom the future\b/i

/** The odd words and impossible figures of `text` (ODD_WORDS, IMPOSSIBLE) outside the role's `vocabulary`. */
export function oddities(text: string, vocabulary: ReadonlySet<string>): string[] {
  const odd = new Set<string>()
  for (const word of wordsOf(text)) {
    const s = stem(word)
    if (vocabulary.has(s)) continue
    if (ODD_WORDS.has(s)) odd.add(word.toLowerCase())
    if (ABSURD_WORDS.has(s)) odd.add(word.toLowerCase()).add(`${word.toLowerCase()} (absurd)`)
  }
  const impossible = text.match(IMPOSSIBLE)
  return [...odd, ...(impossible ? [impossible[0]] : [])]
}

export interface Relevance {
  /** 0–100: how much of what was asked the answer addresses. */
  score: number
  /** False when the answer does not address the question (off-topic, or fluent nonsense). */
  onTopic: boolean
  /** The question's points the answer makes, and those it leaves out. */
  points: { used: string[]; missed: string[] }
  /** The question's own topic words the answer uses. */
  questionWords: number
  /** What makes it read as nonsense: things with no place in an answer about work, impossible figures. */
  oddities: string[]
}

const RELEVANCE_RULES = {
  /** Points for full marks: three, or all of a question's when it has fewer. */
  pointsForFullMarks: 3,
  /** An answer with fewer signals than this (a point counts 2, a question word 1) is off-topic. */
  minSignal: 2,
  /** …and one with this many oddities reads as nonsense. */
  maxOddities: 2,
} as const

/** How far `text` addresses `question`, within the role's `vocabulary`. */
export function relevance(text: string, question: { text: string; terms: readonly string[] }, vocabulary: ReadonlySet<string>): Relevance {
  const used = question.terms.filter((t) => usesTerm(text, t))
  const asked = topicStems(question.text)
  const said = topicStems(text)
  const questionWords = [...asked].filter((s) => said.has(s)).length
  const odd = oddities(text, vocabulary)
  const expected = Math.min(RELEVANCE_RULES.pointsForFullMarks, question.terms.length)
  const pointShare = expected === 0 ? 0 : Math.min(1, used.length / expected)
  const wordShare = Math.min(1, questionWords / Math.max(1, Math.min(3, asked.size)))
  const onTopic = used.length * 2 + questionWords >= RELEVANCE_RULES.minSignal && odd.length < RELEVANCE_RULES.maxOddities
  return {
    score: Math.round(100 * (0.7 * pointShare + 0.3 * wordShare)),
    onTopic,
    points: { used, missed: question.terms.filter((t) => !used.includes(t)) },
    questionWords,
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
