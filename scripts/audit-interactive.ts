/**
 * `npm run audit:interactive [-- --routes /,/x --runs 5 --compare before=/tmp/build-a,after=apps/web/build]`
 *
 * What a visitor on a slow phone sees, measured in real Chromium rather than
 * simulated: 375×667, 150 ms round trip, 1.6 Mbps down, 750 kbps up, CPU 4×
 * slower (Lighthouse's mobile profile, applied through the DevTools protocol).
 * Each run is two cold loads of the route:
 *   1. untouched: first contentful paint, largest contentful paint and its element;
 *   2. the header's menu button clicked every 50 ms from navigation until it
 *      reports aria-expanded="true": the first tap the hydrated page answers.
 * With --compare, each build is served by its own API process and the runs
 * interleave (A, B, A, B…), so both see the same machine noise. Prints median
 * and range per route and build.
 */
import { chromium, type Browser } from '@playwright/test'
import { parseArgs } from 'node:util'
import { CHROMIUM_ARGS, chromiumPath } from './chromium'
import { serveBuiltSite, type RunningSite } from './serve-built'

const { values } = parseArgs({
  options: {
    routes: { type: 'string', default: '/,/features/ai-mock-interview-data-analysts,/features/mock-interview' },
    runs: { type: 'string', default: '5' },
    compare: { type: 'string' },
  },
})
const routes = values.routes!.split(',')
const runs = Number(values.runs)
const builds = (values.compare ?? `build=${process.env.WEB_BUILD_DIR ?? 'apps/web/build'}`).split(',').map((pair) => {
  const [name, dir] = pair.includes('=') ? pair.split('=') : [pair, pair]
  return { name: name!, dir: dir! }
})

export const THROTTLING = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
}
const MENU_BUTTON = 'button[aria-controls="mobile-menu"]'

interface Sample {
  fcp: number
  lcp: number
  lcpElement: string
  tap: number
}

async function throttledPage(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 667 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  })
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerSecond,
    uploadThroughput: THROTTLING.uploadBytesPerSecond,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown })
  return { page, close: () => context.close() }
}

/** Load 1: nothing touches the page; paint timings come from the page's own performance entries. */
async function measurePaint(browser: Browser, url: string): Promise<Omit<Sample, 'tap'>> {
  const { page, close } = await throttledPage(browser)
  try {
    await page.goto(url, { waitUntil: 'load' })
    return await page.evaluate(
      () =>
        new Promise<Omit<Sample, 'tap'>>((resolve) => {
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

/** Load 2: tap the menu button every 50 ms from the start; the time it first opens is when the page answers. */
async function measureFirstTap(browser: Browser, url: string): Promise<number> {
  const { page, close } = await throttledPage(browser)
  try {
    await page.addInitScript((selector) => {
      const w = window as unknown as { __answeredAt?: number }
      const timer = setInterval(() => {
        const button = document.querySelector<HTMLButtonElement>(selector)
        if (!button) return
        if (button.getAttribute('aria-expanded') === 'true') {
          w.__answeredAt ??= performance.now()
          clearInterval(timer)
        } else button.click()
      }, 50)
      // The exact moment, rather than the next 50 ms tick.
      new MutationObserver(() => {
        if (document.querySelector(selector)?.getAttribute('aria-expanded') === 'true') w.__answeredAt ??= performance.now()
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-expanded'] })
    }, MENU_BUTTON)
    await page.goto(url, { waitUntil: 'commit' })
    const handle = await page.waitForFunction(() => (window as unknown as { __answeredAt?: number }).__answeredAt, null, {
      timeout: 30_000,
      polling: 100,
    })
    return (await handle.jsonValue()) as number
  } finally {
    await close()
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const stat = (xs: number[]) => {
  const s = (ms: number) => (ms / 1000).toFixed(2)
  return `${s(median(xs))} (${s(Math.min(...xs))}–${s(Math.max(...xs))})`
}

const sites: RunningSite[] = []
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  for (const build of builds) sites.push(await serveBuiltSite(build.dir))
  console.log(
    `Real Chromium, 375×667, ${THROTTLING.latencyMs} ms RTT, 1.6 Mbps down, CPU ${THROTTLING.cpuSlowdown}× slower; ` +
      `${runs} run(s) per route and build, interleaved; seconds, median (min–max)\n`,
  )
  console.log(['route'.padEnd(48), 'build'.padEnd(10), 'FCP'.padEnd(18), 'LCP'.padEnd(18), 'first tap'.padEnd(18), 'LCP element'].join(' '))
  for (const route of routes) {
    const samples: Sample[][] = builds.map(() => [])
    for (let run = 0; run < runs; run++) {
      for (const [i, site] of sites.entries()) {
        const url = `${site.url}${route}`
        const paint = await measurePaint(browser, url)
        samples[i]!.push({ ...paint, tap: await measureFirstTap(browser, url) })
      }
    }
    for (const [i, build] of builds.entries()) {
      const s = samples[i]!
      const elements = [...new Set(s.map((x) => x.lcpElement))].join(' | ')
      console.log(
        [
          route.padEnd(48),
          build.name.padEnd(10),
          stat(s.map((x) => x.fcp)).padEnd(18),
          stat(s.map((x) => x.lcp)).padEnd(18),
          stat(s.map((x) => x.tap)).padEnd(18),
          elements,
        ].join(' '),
      )
    }
  }
} finally {
  await browser.close()
  await Promise.all(sites.map((s) => s.stop()))
}
