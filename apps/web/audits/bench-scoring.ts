/**
 * `npm run bench:scoring [-- --runs 3 --assert --max-ms 50]`
 *
 * How long the round's report takes per answer on this machine's Node (the browser runs the same
 * rules), for the worst answers a visitor can paste: 45 words, then up to 10,000 characters of
 * one kind (words, spaces, tabs, punctuation, newlines, dots with spaces), then a last word, so
 * that every rule sees the run in the middle of its text. Five such answers (one per question
 * of a round, each a little different, so nothing is taken from a cache) are scored as a round;
 * the figure is the round's time over five, the median of `--runs`. Prints the table;
 * with `--assert`, exits 1 when any figure is over `--max-ms`: scoring time must grow with the
 * answer's length, not with its square (a pattern that backtracks on a run of whitespace does).
 */
import { parseArgs } from 'node:util'
import type * as Report from '../src/features/answer/round-report'
import type * as Banks from '../src/content/question-banks'
import type * as Practice from '../src/features/answer/answer-rubric'
import { importSiteModule } from '../scripts/site-module'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    assert: { type: 'boolean', default: false },
    'max-ms': { type: 'string', default: '50' },
  },
})
const runs = Number(values.runs)
const maxMs = Number(values['max-ms'])

const { roundReport } = await importSiteModule<typeof Report>('./src/features/answer/round-report.ts')
const { bankBySlug } = await importSiteModule<typeof Banks>('./src/content/question-banks/index.ts')
const { roleVocabulary } = await importSiteModule<typeof Practice>('./src/features/answer/answer-rubric.ts')

const bank = bankBySlug('data-analyst')!
const vocabulary = roleVocabulary(bank.questions)
// One question of each kind, and two more: the rules differ by kind.
const questions = ['story', 'explanation', 'view'].map((kind) => bank.questions.find((q) => q.kind === kind)!)
questions.push(...bank.questions.filter((q) => !questions.includes(q)).slice(0, 2))

const OPENING =
  'When I joined the team the weekly sales report was late and often wrong so I rebuilt it in SQL with a LEFT JOIN and checked every total against finance and then we shipped it on time and the errors fell by forty percent'
const FILLS = {
  words: 'revenue ',
  letters: 'a ',
  spaces: ' ',
  tabs: '\t',
  punctuation: '.,;!?',
  newlines: '\n',
  'dot space': '. ',
  dashes: '- ',
  'so then': 'so then ',
}
const LENGTHS = [1_000, 5_000, 10_000]

function answer(fill: string, length: number, n: number): string {
  const tail = ` and finally ${n}.`
  const run = fill.repeat(Math.ceil(length / fill.length)).slice(0, Math.max(0, length - OPENING.length - tail.length))
  return `${OPENING} ${run}${tail}`
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
let sequence = 0
function perAnswer(fill: string, length: number): number {
  const times = Array.from({ length: runs }, () => {
    const answers = questions.map(() => ({ text: answer(fill, length, sequence++), skipped: false }))
    const started = performance.now()
    roundReport(questions, answers, vocabulary)
    return (performance.now() - started) / questions.length
  })
  return median(times)
}

perAnswer('word ', 2_000) // Compiles the patterns once, as a visitor's first check does.
console.log(`ms per answer (median of ${runs}), a round of five answers of each kind and length`)
console.log('answer'.padEnd(14), ...LENGTHS.map((l) => `${l.toLocaleString('en')} chars`.padStart(13)))
let worst = 0
for (const [name, fill] of Object.entries(FILLS)) {
  const row = LENGTHS.map((length) => perAnswer(fill, length))
  worst = Math.max(worst, ...row)
  console.log(name.padEnd(14), ...row.map((ms) => ms.toFixed(1).padStart(13)))
}
console.log(`worst: ${worst.toFixed(1)} ms per answer (bar: ${maxMs} ms)`)
if (values.assert && worst > maxMs) {
  console.error(`✖ scoring one answer took ${worst.toFixed(1)} ms, over ${maxMs} ms: a rule's time grows faster than the answer`)
  process.exit(1)
}
