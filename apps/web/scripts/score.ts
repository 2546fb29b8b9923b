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
import type * as Bars from '../src/features/answer/corpus/held-out/bars'
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
const { heldOutBars } = await importSiteModule<typeof Bars>('./src/features/answer/corpus/held-out/bars.ts')

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
const graded = lines.filter((l): l is typeof l & { grade: number } => typeof l.grade === 'number')
if (graded.length < 3) fail(`${values.file}: --bars needs lines with a "grade"`)
console.log(`${values.file}: ${graded.length} graded answers, ${new Set(graded.map((l) => l.role)).size} roles`)
for (const { name, figure, met } of Object.values(heldOutBars(graded))) console.log(`${met ? '✔' : '✖'} ${name.padEnd(56)} ${figure}`)
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
