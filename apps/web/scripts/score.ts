/**
 * `npm run score -- --role data-analyst --question "<exact question text>" < answer.txt`
 * `npm run score -- --file answers.jsonl [--bars]`
 *
 * The practice round's scorer from the command line, for the people who write question banks and
 * for corpus checks. One answer (on stdin) prints one JSON object: score, label, per-skill scores,
 * the points found with the sentence that makes each, the points missed, and the report's lines.
 * `--file` scores one `{ role, question, answer }` a line and prints one result a line (a line's
 * `grade` and `style`, as the corpora have them, are passed through). `--bars` prints instead the
 * agreement with the grades and the held-out bars of docs/decisions/019-answers-judged-by-rules.md.
 * An unknown role or question exits 2 with the closest match.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import type * as Scoring from '../src/features/answer/score-answer'
import type * as Stats from '../src/lib/spearman'
import { importSiteModule } from './site-module'

const { values } = parseArgs({
  options: {
    role: { type: 'string' },
    question: { type: 'string' },
    file: { type: 'string' },
    bars: { type: 'boolean', default: false },
  },
})

function fail(message: string, code = 2): never {
  console.error(`score: ${message}`)
  process.exit(code)
}

const { scoreAnswer, UnknownInput } = await importSiteModule<typeof Scoring>('./src/features/answer/score-answer.ts')
const { spearman } = await importSiteModule<typeof Stats>('./src/lib/spearman.ts')

function scored(role: string, question: string, answer: string, where = '') {
  try {
    return scoreAnswer(role, question, answer)
  } catch (error) {
    if (error instanceof UnknownInput) fail(`${where}${error.message}`)
    throw error
  }
}

if (values.file === undefined) {
  if (values.role === undefined || values.question === undefined)
    fail('give --role and --question (and the answer on stdin), or --file answers.jsonl')
  console.log(JSON.stringify(scored(values.role, values.question, readFileSync(0, 'utf8')), null, 2))
  process.exit(0)
}

interface Line {
  role: string
  question: string
  answer: string
  grade?: number
  style?: string
}
// Relative to where npm was run from (INIT_CWD), not to this workspace.
const lines = readFileSync(resolve(process.env.INIT_CWD ?? '.', values.file), 'utf8')
  .split('\n')
  .flatMap((text, i) => {
    if (text.trim() === '') return []
    let line: Line
    try {
      line = JSON.parse(text) as Line
    } catch {
      fail(`${values.file}:${i + 1}: not a JSON object`)
    }
    if (typeof line.role !== 'string' || typeof line.question !== 'string' || typeof line.answer !== 'string')
      fail(`${values.file}:${i + 1}: needs "role", "question" and "answer" strings`)
    return [{ ...line, result: scored(line.role, line.question, line.answer, `${values.file}:${i + 1}: `) }]
  })

if (!values.bars) {
  for (const { grade, style, result } of lines) console.log(JSON.stringify({ ...result, grade, style }))
  process.exit(0)
}

// The bars a held-out set is measured against: styles as its README names them.
const graded = lines.filter((l) => typeof l.grade === 'number')
if (graded.length < 3) fail(`${values.file}: --bars needs lines with a "grade"`)
const rho = (subset: typeof graded) =>
  spearman(
    subset.map((l) => l.grade!),
    subset.map((l) => l.result.score),
  )
const of = (...styles: string[]) => graded.filter((l) => styles.some((s) => l.style?.startsWith(s)))
const OWN_WORDS = ['strong-plain', 'strong-british', 'strong-bullets']
const JUDGED = [...OWN_WORDS, 'short-expert', 'fluent-nonsense', 'keyword-stuffing', 'confidently-wrong']
const WRONG = ['fluent-nonsense', 'keyword-stuffing', 'confidently-wrong']
const offTopic = of(...OWN_WORDS).filter((l) => /does not answer the question/i.test(l.result.feedback.improve))
const bars: [string, string, boolean][] = [
  ['Spearman, all answers', rho(graded).toFixed(3), rho(graded) >= 0.75],
  ['Spearman, strong, short-expert and nonsense answers', rho(of(...JUDGED)).toFixed(3), rho(of(...JUDGED)) >= 0.5],
  [
    'stuffed, absurd or wrong: at most 40, never Good or Strong',
    `${of(...WRONG).filter((l) => l.result.score > 40 || l.result.label !== 'Developing').length} of ${of(...WRONG).length} over`,
    of(...WRONG).every((l) => l.result.score <= 40 && l.result.label === 'Developing'),
  ],
  [
    'strong in own words: at least 70',
    `${of(...OWN_WORDS).filter((l) => l.result.score < 70).length} of ${of(...OWN_WORDS).length} under`,
    of(...OWN_WORDS).every((l) => l.result.score >= 70),
  ],
  ['strong in own words: never "does not answer"', `${offTopic.length} told so`, offTopic.length === 0],
  [
    'short expert: at least 65',
    `${of('short-expert').filter((l) => l.result.score < 65).length} of ${of('short-expert').length} under`,
    of('short-expert').every((l) => l.result.score >= 65),
  ],
  [
    'buzzword lists and pasted questions: at most 30',
    `${of('buzzword-list', 'question-pasted').filter((l) => l.result.score > 30).length} of ${of('buzzword-list', 'question-pasted').length} over`,
    of('buzzword-list', 'question-pasted').every((l) => l.result.score <= 30),
  ],
]
console.log(`${values.file}: ${graded.length} graded answers, ${new Set(graded.map((l) => l.role)).size} roles`)
for (const [name, figure, met] of bars) console.log(`${met ? '✔' : '✖'} ${name.padEnd(56)} ${figure}`)
const styles = [...new Set(graded.map((l) => l.style ?? '?'))].sort()
console.log('\nscores by style: n, min–max, median')
for (const style of styles) {
  const scores = graded
    .filter((l) => (l.style ?? '?') === style)
    .map((l) => l.result.score)
    .sort((a, b) => a - b)
  console.log(
    `  ${style.padEnd(20)} ${String(scores.length).padStart(3)}  ${scores[0]}–${scores.at(-1)}, median ${scores[Math.floor(scores.length / 2)]}`,
  )
}
