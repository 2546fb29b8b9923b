/**
 * `npm run audit:interactive [-- --routes /,/x --runs 5 --compare before=/tmp/build-a,after=apps/web/build]`
 *
 * What a visitor on a slow phone sees, measured in real Chromium rather than simulated, on
 * the throttled phone (throttled-phone.ts). Each run is cold loads of the route:
 *   1. untouched: first contentful paint, largest contentful paint and its element;
 *   2. then one load per control, tapped every 50 ms from navigation until the visitor would
 *      see its answer (checked every frame), never by an attribute: the header's menu (its
 *      first link visible), Watch Demo where the page has it (the demo dialog visible), and the
 *      cookie bar's Accept All (the bar gone and the choice stored).
 * With --compare, each build is served by its own API process and the runs
 * interleave (A, B, A, B…), so both see the same machine noise. Prints median
 * and range per route and build.
 */
import { chromium, type Browser } from '@playwright/test'
import { parseArgs } from 'node:util'
import { CHROMIUM_ARGS, chromiumPath } from '@app/tooling/chromium'
import { serveBuiltSite, type RunningSite } from '@app/tooling/serve'
import { comparedBuilds, interleaved, spread, THROTTLING, throttledPage } from './throttled-phone'

const { values } = parseArgs({
  options: {
    routes: { type: 'string', default: '/,/features/ai-mock-interview-data-analysts,/privacy-policy' },
    runs: { type: 'string', default: '5' },
    compare: { type: 'string' },
  },
})
const routes = values.routes!.split(',')
const runs = Number(values.runs)
const builds = comparedBuilds(values.compare)

/**
 * A control: how to find it and what the visitor sees once it has answered, both as code run in
 * the page. Found by what a visitor reads, so that builds with other markup compare.
 */
interface Tap {
  name: string
  find: string
  answered: string
}
const byText = (text: string) => `[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === ${JSON.stringify(text)})`
const TAPS: Tap[] = [
  {
    name: 'menu',
    find: `document.querySelector('button[aria-controls="mobile-menu"]')`,
    answered: `document.querySelector('#mobile-menu a')?.checkVisibility() === true`,
  },
  {
    name: 'Watch Demo',
    find: byText('Watch Demo'),
    answered: `document.querySelector('dialog[open], [role="dialog"]')?.checkVisibility() === true`,
  },
  {
    name: 'Accept All',
    find: byText('Accept All'),
    answered: `document.querySelector('[data-testid="cookie-consent"]')?.checkVisibility() !== true && localStorage.getItem('cookie-consent') !== null`,
  },
]

interface Sample {
  fcp: number
  lcp: number
  lcpElement: string
  /** By tap name; NaN where the page has no such control. */
  taps: Record<string, number>
}

/** Load 1: nothing touches the page; paint timings come from the page's own performance entries. */
async function measurePaint(browser: Browser, url: string): Promise<Omit<Sample, 'taps'>> {
  const { page, close } = await throttledPage(browser)
  try {
    await page.goto(url, { waitUntil: 'load' })
    return await page.evaluate(
      () =>
        new Promise<Omit<Sample, 'taps'>>((resolve) => {
          const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN
          new PerformanceObserver((list) => {
            const last = list.getEntries().at(-1) as PerformanceEntry & { element?: Element | null }
            const el = last.element
            const text = el?.textContent?.trim().slice(0, 40) ?? ''
            resolve({ fcp, lcp: last.startTime, lcpElement: el ? `${el.tagName.toLowerCase()} "${text}"` : '(removed)' })
          }).observe({ type: 'largest-contentful-paint', buffered: true })
        }),
    )
  } finally {
    await close()
  }
}

/**
 * One load per control: tap it every 50 ms from the start (if the page has it); the first frame
 * in which its answer shows is when the page answered. NaN when the page has no such control.
 */
async function measureTap(browser: Browser, url: string, tap: Tap): Promise<number> {
  const { page, close } = await throttledPage(browser)
  try {
    // As source text: the predicate is code, and the page's CSP forbids building it with eval.
    await page.addInitScript({
      content: `(() => {
        const isAnswered = () => ${tap.answered}
        const timer = setInterval(() => {
          const button = ${tap.find}
          if (!button) {
            // Some builds render a control after hydration: absent only long after the load.
            if (document.readyState === 'complete' && performance.now() > 15000) window.__absent = true
            return
          }
          if (window.__answeredAt === undefined) button.click()
          else clearInterval(timer)
        }, 50)
        const frame = () => {
          if (isAnswered()) window.__answeredAt = performance.now()
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      })()`,
    })
    await page.goto(url, { waitUntil: 'commit' })
    const handle = await page.waitForFunction(
      () => {
        const w = window as unknown as { __answeredAt?: number; __absent?: boolean }
        return w.__answeredAt ?? (w.__absent ? -1 : undefined)
      },
      null,
      { timeout: 30_000, polling: 100 },
    )
    const at = (await handle.jsonValue()) as number
    return at < 0 ? NaN : at
  } finally {
    await close()
  }
}

const stat = (all: number[]) => spread(all, (ms) => (ms / 1000).toFixed(2))

const sites: RunningSite[] = []
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  for (const build of builds) sites.push(await serveBuiltSite(build.dir))
  console.log(
    `Real Chromium, 375×667, ${THROTTLING.latencyMs} ms RTT, 1.6 Mbps down, CPU ${THROTTLING.cpuSlowdown}× slower; ` +
      `${runs} run(s) per route and build, interleaved; seconds, median (min–max)\n`,
  )
  console.log(
    ['route'.padEnd(44), 'build'.padEnd(8), 'FCP'.padEnd(17), 'LCP'.padEnd(17), ...TAPS.map((t) => t.name.padEnd(17)), 'LCP element'].join(
      ' ',
    ),
  )
  for (const route of routes) {
    const samples: Sample[][] = await interleaved(sites, runs, async (site) => {
      const url = `${site.url}${route}`
      const paint = await measurePaint(browser, url)
      const taps: Record<string, number> = {}
      for (const tap of TAPS) taps[tap.name] = await measureTap(browser, url, tap)
      return { ...paint, taps }
    })
    for (const [i, build] of builds.entries()) {
      const s = samples[i]!
      const elements = [...new Set(s.map((x) => x.lcpElement))].join(' | ')
      console.log(
        [
          route.padEnd(44),
          build.name.padEnd(8),
          stat(s.map((x) => x.fcp)).padEnd(17),
          stat(s.map((x) => x.lcp)).padEnd(17),
          ...TAPS.map((t) => stat(s.map((x) => x.taps[t.name]!)).padEnd(17)),
          elements,
        ].join(' '),
      )
    }
  }
} finally {
  await browser.close()
  await Promise.all(sites.map((s) => s.stop()))
}
