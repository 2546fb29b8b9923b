/**
 * `npm run audit:round [-- --role data-analyst --runs 3 --pause 500 --compare before=/tmp/build-a,after=apps/web/build]`
 *
 * How quickly the practice round answers a visitor on the throttled phone (throttled-phone.ts:
 * CPU 4× slower), measured by the browser's own Event Timing (the figures INP is made of: from
 * the input to the next paint). Each run takes a whole round: five answers of 300 words each
 * (pasted, then 12 characters typed key by key), "Next question" four times, then "Finish",
 * which works out and shows the report. Prints, per build, the median and range over runs of:
 * the slowest keystroke, the slowest Next, Finish (to its first paint), and the time from the tap
 * on Finish to the report's score painted. By default Next and Finish are
 * tapped right after the last key (the worst case); `--pause` waits that many ms first, as a thumb
 * moving to the button does. The round's first tap
 * (Start, which loads and hydrates the island) is printed apart; under each build, the slowest
 * interaction's median input delay / processing / presentation. Runs interleave (A, B, A, B…).
 */
import { chromium, type Page } from '@playwright/test'
import { parseArgs } from 'node:util'
import { CHROMIUM_ARGS, chromiumPath } from '@app/tooling/chromium'
import type { RunningSite } from '@app/tooling/serve'
import { comparedBuilds, interleaved, serveCompared, spread, THROTTLING, throttledPage } from './throttled-phone'

const { values } = parseArgs({
  options: {
    role: { type: 'string', default: 'data-analyst' },
    runs: { type: 'string', default: '3' },
    pause: { type: 'string', default: '0' },
    compare: { type: 'string' },
  },
})
const runs = Number(values.runs)
const builds = comparedBuilds(values.compare)

/** The round's controls, by what a visitor reads (the same in every build compared). */
const LABELS = { start: 'Start the round', next: 'Next question', finish: 'Finish and see my report', answer: 'Your answer' }
const WORDS_PER_ANSWER = 300
const TYPED = ' and finally'

/** A 300-word answer: a real, varied paragraph repeated, so the check has real work to do. */
function answer(n: number): string {
  const base =
    `At my last job our sales dashboard and the finance report disagreed by ${n + 3} percent before a board meeting. ` +
    'I was responsible for finding the right number. I compared both SQL queries, traced the gap to a join that duplicated refunds, ' +
    'wrote a test for it and walked the finance lead through the fix. As a result the reports matched and we saved about six hours a month. '
  const words = base.split(' ')
  return Array.from({ length: WORDS_PER_ANSWER }, (_, i) => words[i % words.length]).join(' ')
}

const PHASES = ['typing', 'next', 'report', 'start'] as const
type Phase = (typeof PHASES)[number]
/** Per phase: the slowest interaction's duration, and its input delay, processing and time to the paint. */
type Sample = Record<Phase, { duration: number; parts: number[] }> & { score: number }

/** Collects Event Timing entries by interaction, each tagged with the phase (start, typing…) it began in. */
const OBSERVE = () => {
  const w = window as unknown as { __phases: [string, number][]; __slowest: Record<string, number>; __parts: Record<string, number[]> }
  w.__phases = []
  w.__slowest = {}
  w.__parts = {}
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[]) {
      if (!entry.interactionId) continue
      const phase = w.__phases.filter(([, at]) => at <= entry.startTime).at(-1)?.[0]
      if (!phase || entry.duration <= (w.__slowest[phase] ?? 0)) continue
      w.__slowest[phase] = entry.duration
      // Where the slowest one's time went: waiting for the main thread, running handlers, then to the paint.
      w.__parts[phase] = [
        entry.processingStart - entry.startTime,
        entry.processingEnd - entry.processingStart,
        entry.startTime + entry.duration - entry.processingEnd,
      ].map(Math.round)
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit)
}

/**
 * Before the tap on Finish: notes the tap's time and when the report's score has painted (a frame
 * after it is in the page), as `__scoreShown` ms after the tap. Finish may paint its heading first.
 */
const WATCH_SCORE = () => {
  const w = window as unknown as { __scoreShown?: number }
  let tapped = 0
  addEventListener('pointerdown', (event) => (tapped ||= event.timeStamp), { capture: true })
  const seen = new MutationObserver(() => {
    if (!tapped || !document.querySelector('.round-report dl')) return
    seen.disconnect()
    requestAnimationFrame(() => setTimeout(() => (w.__scoreShown = performance.now() - tapped)))
  })
  seen.observe(document.body, { childList: true, subtree: true })
}

/** Marks the start of a phase; one whose interactions all stay under 16 ms (Event Timing's floor) reads 0. */
const phase = (page: Page, name: string) =>
  page.evaluate((n) => {
    const w = window as unknown as { __phases: [string, number][]; __slowest: Record<string, number> }
    w.__phases.push([n, performance.now()])
    w.__slowest[n] ??= 0
  }, name)

async function takeRound(url: string): Promise<Sample> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
  try {
    const { page } = await throttledPage(browser)
    await page.addInitScript(OBSERVE)
    await page.goto(url, { waitUntil: 'load' })
    const reject = page.getByRole('button', { name: 'Reject All' })
    if (await reject.isVisible()) await reject.click()
    await phase(page, 'start')
    await page.getByRole('button', { name: LABELS.start }).click()
    const box = page.getByRole('textbox', { name: LABELS.answer })
    for (let i = 0; i < 5; i++) {
      await box.waitFor()
      await box.fill(answer(i))
      await phase(page, 'typing')
      await box.press('End')
      await page.keyboard.type(TYPED, { delay: 30 })
      await page.waitForTimeout(Number(values.pause))
      await phase(page, i < 4 ? 'next' : 'report')
      if (i === 4) await page.evaluate(WATCH_SCORE)
      await page.getByRole('button', { name: i < 4 ? LABELS.next : LABELS.finish }).click()
      await phase(page, 'idle')
    }
    await page
      .getByRole('heading', { level: 2, name: /report/i })
      .first()
      .waitFor()
    // Event Timing reports an interaction after its paint: give Finish's a second to come in.
    await page.waitForTimeout(1000)
    const { slowest, parts, score } = await page.evaluate(() => {
      const w = window as unknown as { __slowest: Record<string, number>; __parts: Record<string, number[]>; __scoreShown?: number }
      return { slowest: w.__slowest, parts: w.__parts, score: w.__scoreShown ?? NaN }
    })
    const phases = Object.fromEntries(PHASES.map((p) => [p, { duration: slowest[p] ?? NaN, parts: parts[p] ?? [NaN, NaN, NaN] }]))
    return { ...phases, score } as Sample
  } finally {
    await browser.close()
  }
}

const ms = (all: number[]) => spread(all, (x) => `${Math.round(x)}`)

const sites: RunningSite[] = []
try {
  for (const build of builds) sites.push(await serveCompared(build.dir))
  console.log(
    `Real Chromium, 375×667, CPU ${THROTTLING.cpuSlowdown}× slower; /practice/${values.role}: five ${WORDS_PER_ANSWER}-word answers; ` +
      `${runs} run(s) per build, interleaved; Next and Finish tapped ${values.pause} ms after the last key; Event Timing durations in ms (input to next paint), median (min–max); the bar is 100 ms\n`,
  )
  const names: Record<Phase, string> = {
    typing: 'slowest key',
    next: 'slowest Next',
    report: 'Finish → report',
    start: 'Start (loads the island)',
  }
  console.log(['build'.padEnd(10), ...PHASES.map((p) => names[p].padEnd(22)), 'tap → score painted'].join(' '))
  const samples = await interleaved(sites, runs, (site) => takeRound(`${site.url}/practice/${values.role}`))
  for (const [i, build] of builds.entries()) {
    const s = samples[i]!
    console.log(
      [build.name.padEnd(10), ...PHASES.map((p) => ms(s.map((x) => x[p].duration)).padEnd(22)), ms(s.map((x) => x.score))].join(' '),
    )
    // Median of each part: input delay / processing / presentation (to the paint).
    const part = (p: Phase, k: number) => ms(s.map((x) => x[p].parts[k]!)).split(' ')[0]
    console.log(['  parts'.padEnd(10), ...PHASES.map((p) => `${part(p, 0)} / ${part(p, 1)} / ${part(p, 2)}`.padEnd(22))].join(' '))
  }
} finally {
  await Promise.all(sites.map((s) => s.stop()))
}
