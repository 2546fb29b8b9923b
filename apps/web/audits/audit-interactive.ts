/**
 * `npm run audit:interactive [-- --routes /,/x --runs 5 --compare before=/tmp/build-a,after=apps/web/build]`
 *
 * What a visitor on a slow phone sees, measured in real Chromium rather than simulated, on
 * the throttled phone (throttled-phone.ts). Each run is cold loads of the route:
 *   1. untouched: first contentful paint, largest contentful paint and its element;
 *   2. then one load per control, tapped every 50 ms from navigation until the visitor would
 *      see its answer (checked every frame), never by an attribute: the header's menu (its
 *      first link visible), Watch Demo where the page has it (the demo dialog visible), and the
 *      cookie bar's Accept All (the bar gone and the choice stored). By default the page's own
 *      timer calls the control's click() as soon as it is parsed; --touch taps the screen
 *      instead, at the control's place (measured on an earlier load), through the browser's
 *      input pipeline: a finger's tap, which the page can only answer once it is painted and
 *      its main thread is free.
 * By default every load opens a new context in one warm Chromium; --fresh starts a new Chromium,
 * with a new profile, for each load, as a visitor's first visit (and PageSpeed Insights) has it.
 * With --compare, each build is served by its own API process (compiled, as `npm start` runs it;
 * `name=url:<origin>` for a server already running, another checkout's `npm start` say) and the
 * runs interleave (A, B, A, B…), so both see the same machine noise. Prints median and range per
 * route and build; each control's answer also after the first contentful paint of its own load,
 * which is what the bar (docs/product.md §10) holds.
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import { parseArgs } from 'node:util'
import { CHROMIUM_ARGS, chromiumPath } from '@app/tooling/chromium'
import type { RunningSite } from '@app/tooling/serve'
import { comparedBuilds, interleaved, serveCompared, spread, THROTTLING, throttledPage } from './throttled-phone'

const { values } = parseArgs({
  options: {
    routes: { type: 'string', default: '/,/features/ai-mock-interview-data-analysts,/privacy-policy' },
    runs: { type: 'string', default: '5' },
    compare: { type: 'string' },
    fresh: { type: 'boolean', default: false },
    touch: { type: 'boolean', default: false },
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
  /** By tap name: when the control answered, and how long after that same load's first paint; NaN where the page has none. */
  taps: Record<string, Answer>
}

/**
 * When a control answered, from navigation, and after the first contentful paint of the same load.
 * The second is the bar (product.md §10): FCP varies from load to load by more than the bar
 * itself, so a median taken from other loads cannot stand in for it.
 */
interface Answer {
  at: number
  afterFcp: number
}
const NO_ANSWER: Answer = { at: NaN, afterFcp: NaN }

/** Load 1: nothing touches the page; paint timings come from the page's own performance entries. */
async function measurePaint(url: string): Promise<Omit<Sample, 'taps'>> {
  const { page, close } = await openPage()
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
 * Source text run in the page from its start: `window.__answeredAt` is the time of the first frame
 * in which the tap's answer shows. As text: the predicate is code, and the page's CSP forbids
 * building it with eval.
 */
const watchForAnswer = (tap: Tap) => `const frame = () => {
          if (${tap.answered}) window.__answeredAt = performance.now()
          else requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)`

/** The answer, and this load's first contentful paint, read once the page has answered. */
async function answer(page: Page, at: number): Promise<Answer> {
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN)
  return { at, afterFcp: at - fcp }
}

/**
 * One load per control: tap it every 50 ms from the start (if the page has it); the first frame
 * in which its answer shows is when the page answered. NO_ANSWER when the page has no such control.
 */
async function measureTap(url: string, tap: Tap): Promise<Answer> {
  if (values.touch) return measureTouch(url, tap)
  const { page, close } = await openPage()
  try {
    // As source text, as watchForAnswer is.
    await page.addInitScript({
      content: `(() => {
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
        ${watchForAnswer(tap)}
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
    return at < 0 ? NO_ANSWER : await answer(page, at)
  } finally {
    await close()
  }
}

type Point = { x: number; y: number }
/** Where each control is on the first screen, by URL and tap name; null where the page has none. */
const places = new Map<string, Point | null>()

/** The centre of each control once the page has loaded (--touch taps there from navigation on). */
async function findPlaces(url: string): Promise<void> {
  const { page, close } = await openPage()
  try {
    await page.goto(url, { waitUntil: 'load' })
    for (const tap of TAPS) {
      const place = (await page.evaluate(
        `(() => { const r = (${tap.find})?.getBoundingClientRect(); return r ? { x: r.x + r.width / 2, y: r.y + r.height / 2 } : null })()`,
      )) as Point | null
      places.set(`${url} ${tap.name}`, place)
    }
  } finally {
    await close()
  }
}

/** --touch: a tap on the screen at the control's place every 50 ms from navigation until it answers. */
async function measureTouch(url: string, tap: Tap): Promise<Answer> {
  const place = places.get(`${url} ${tap.name}`)
  if (!place) return NO_ANSWER
  const { page, close } = await openPage()
  try {
    await page.addInitScript({
      content: `(() => {
        ${watchForAnswer(tap)}
      })()`,
    })
    await page.goto(url, { waitUntil: 'commit' })
    const deadline = Date.now() + 30_000
    for (;;) {
      // Undefined while the document is not there yet, or has not answered.
      const at = await page.evaluate(() => (window as unknown as { __answeredAt?: number }).__answeredAt).catch(() => undefined)
      if (at !== undefined) return await answer(page, at)
      if (Date.now() > deadline) throw new Error(`${tap.name} did not answer a tap on ${url} within 30 s`)
      await page.touchscreen.tap(place.x, place.y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  } finally {
    await close()
  }
}

const stat = (all: number[]) => spread(all, (ms) => (ms / 1000).toFixed(2))

const launch = () => chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
const warm: Browser | null = values.fresh ? null : await launch()

/** A throttled page: a new context in the warm Chromium, or with --fresh a Chromium of its own. */
async function openPage(): Promise<{ page: Page; close: () => Promise<void> }> {
  if (warm) return throttledPage(warm)
  const browser = await launch()
  const { page, close } = await throttledPage(browser)
  return {
    page,
    close: async () => {
      await close()
      await browser.close()
    },
  }
}

const sites: RunningSite[] = []
try {
  for (const build of builds) sites.push(await serveCompared(build.dir))
  console.log(
    `Real Chromium, 375×667, ${THROTTLING.latencyMs} ms RTT, 1.6 Mbps down, CPU ${THROTTLING.cpuSlowdown}× slower; ` +
      `${values.fresh ? 'a fresh Chromium per load' : 'one warm Chromium'}; ${values.touch ? 'taps on the screen' : 'click() from the page'}; ${runs} run(s) per route and build, interleaved; seconds, median (min–max)\n`,
  )
  console.log(
    [
      'route'.padEnd(44),
      'build'.padEnd(8),
      'FCP'.padEnd(17),
      'LCP'.padEnd(17),
      ...TAPS.map((t) => `${t.name}: answered, after its FCP`.padEnd(36)),
      'LCP element',
    ].join(' '),
  )
  for (const route of routes) {
    if (values.touch) for (const site of sites) await findPlaces(`${site.url}${route}`)
    const samples: Sample[][] = await interleaved(sites, runs, async (site) => {
      const url = `${site.url}${route}`
      const paint = await measurePaint(url)
      const taps: Record<string, Answer> = {}
      for (const tap of TAPS) taps[tap.name] = await measureTap(url, tap)
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
          ...TAPS.map((t) => `${stat(s.map((x) => x.taps[t.name]!.at))}, +${stat(s.map((x) => x.taps[t.name]!.afterFcp))}`.padEnd(36)),
          elements,
        ].join(' '),
      )
    }
  }
} finally {
  await warm?.close()
  await Promise.all(sites.map((s) => s.stop()))
}
