/**
 * `npm run audit:weight [-- --runs 3 --compare before=/tmp/build-a,after=apps/web/build --only lighthouse|taps]`
 *
 * What a page makes a phone download and run, and how fast the next page comes:
 *   - Lighthouse mobile (simulated Slow 4G, CPU 4×), per page kind: the script bytes transferred
 *     at load (resource-summary), JavaScript execution (bootup-time), main-thread work, FCP, LCP;
 *   - real Chromium on the throttled phone (throttled-phone.ts, HTTP cache on): from a page that
 *     has loaded and sat for two seconds, a tap on a visible internal link (a closed footer
 *     section opened first, as a visitor on a phone does), to the first paint of the next page
 *     (which holds its heading), or to its activation when it was prerendered; with a client-side
 *     router, to the frame in which the URL and the heading are the next page's.
 * With --compare, each build is served as `audit:lighthouse` serves it (its own compiled API
 * process; `static:` and `url:` as there) and the runs interleave (A, B, A, B…). Prints median
 * and range per page and build.
 */
import { chromium, type Browser } from '@playwright/test'
import * as chromeLauncher from 'chrome-launcher'
import { parseArgs } from 'node:util'
import { CHROMIUM_ARGS, chromiumPath } from '@app/tooling/chromium'
import type { RunningSite } from '@app/tooling/serve'
import { lighthouseRun } from './lighthouse-run'
import { comparedBuilds, interleaved, serveCompared, spread, throttledPage } from './throttled-phone'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    compare: { type: 'string' },
    /** `lighthouse` or `taps` for one half only. */
    only: { type: 'string' },
  },
})
const runs = Number(values.runs)
const builds = comparedBuilds(values.compare)

/** One page of each kind a visitor only reads or mostly reads. */
const PAGES = ['/', '/features/ai-mock-interview-data-analysts', '/features/instant-interview-feedback-reports', '/privacy-policy']
/** Taps from one page to the next: the footer's Privacy Policy from home; a role page to another landing page. */
const TAPS = [
  { from: '/', to: '/privacy-policy' },
  { from: '/features/ai-mock-interview-data-analysts', to: '/features/mock-interview' },
]

interface Weight {
  scriptBytes: number
  bootupMs: number
  mainThreadMs: number
  fcpMs: number
  lcpMs: number
}

async function weigh(url: string, port: number): Promise<Weight> {
  const { audits } = await lighthouseRun(url, async () => port, ['performance'])
  const items =
    (audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? []
  return {
    scriptBytes: items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    bootupMs: audits['bootup-time']?.numericValue ?? NaN,
    mainThreadMs: audits['mainthread-work-breakdown']?.numericValue ?? NaN,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
  }
}

/** Milliseconds from the tap on the link to `to` until the next page shows. */
async function nextPage(browser: Browser, origin: string, from: string, to: string): Promise<number> {
  const { page, close } = await throttledPage(browser)
  try {
    await page.goto(origin + from, { waitUntil: 'load' })
    // The visitor reads for a moment; whatever the page fetches ahead happens now.
    await page.waitForTimeout(2_000)
    const link = page.locator(`a[href="${to}"]`).locator('visible=true').first()
    if ((await link.count()) === 0) {
      const section = page.locator(`details:has(a[href="${to}"]) > summary`).first()
      await section.tap()
    }
    // The tap's time, and a watch for a client-side router: in this document, the frame in which
    // the URL is the next page's and the heading has changed. A document load ends the watch.
    // As source text: tsx would wrap named functions in a helper the page does not have.
    await page.evaluate(`(() => {
      const next = ${JSON.stringify(to)}
      const stamp = () => String(performance.timeOrigin + performance.now())
      const heading = document.querySelector('h1')?.textContent
      sessionStorage.setItem('origin', String(performance.timeOrigin))
      sessionStorage.removeItem('shownAt')
      addEventListener('pointerdown', () => sessionStorage.setItem('tapAt', stamp()), { capture: true, once: true })
      const frame = () => {
        if (location.pathname === next && document.querySelector('h1')?.textContent !== heading) sessionStorage.setItem('shownAt', stamp())
        else requestAnimationFrame(frame)
      }
      requestAnimationFrame(frame)
    })()`)
    await link.tap()
    await page.waitForURL(origin + to)
    const handle = await page.waitForFunction(
      () => {
        const tapAt = Number(sessionStorage.getItem('tapAt'))
        if (String(performance.timeOrigin) === sessionStorage.getItem('origin')) {
          const shownAt = sessionStorage.getItem('shownAt')
          return shownAt === null ? undefined : Number(shownAt) - tapAt
        }
        // A new document (or a prerendered one, activated): its first paint holds its heading.
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]
        if (!fcp || !document.querySelector('h1')) return undefined
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { activationStart?: number }
        return performance.timeOrigin + Math.max(fcp.startTime, navigation?.activationStart ?? 0) - tapAt
      },
      null,
      { timeout: 30_000, polling: 50 },
    )
    return (await handle.jsonValue()) as number
  } finally {
    await close()
  }
}

const ms = (x: number) => `${Math.round(x)}`
const kb = (x: number) => (x / 1024).toFixed(1)

async function lighthouseTable(sites: RunningSite[], port: number): Promise<void> {
  console.log('Lighthouse mobile (simulated Slow 4G, CPU 4×)')
  console.log(
    [
      'page'.padEnd(46),
      'build'.padEnd(13),
      'scripts KB'.padEnd(20),
      'bootup ms'.padEnd(17),
      'main thread ms'.padEnd(20),
      'FCP ms'.padEnd(17),
      'LCP ms',
    ].join(' '),
  )
  for (const path of PAGES) {
    const weights = await interleaved(sites, runs, (site) => weigh(site.url + path, port))
    for (const [i, build] of builds.entries()) {
      const w = weights[i]!
      console.log(
        [
          path.padEnd(46),
          build.name.padEnd(13),
          spread(
            w.map((x) => x.scriptBytes),
            kb,
          ).padEnd(20),
          spread(
            w.map((x) => x.bootupMs),
            ms,
          ).padEnd(17),
          spread(
            w.map((x) => x.mainThreadMs),
            ms,
          ).padEnd(20),
          spread(
            w.map((x) => x.fcpMs),
            ms,
          ).padEnd(17),
          spread(
            w.map((x) => x.lcpMs),
            ms,
          ),
        ].join(' '),
      )
    }
  }
}

async function tapTable(sites: RunningSite[], browser: Browser): Promise<void> {
  console.log('\nReal Chromium, throttled phone: tap on an internal link to the next page shown, ms (at least 5 runs)')
  for (const { from, to } of TAPS) {
    const times = await interleaved(sites, Math.max(runs, 5), (site) => nextPage(browser, site.url, from, to))
    for (const [i, build] of builds.entries())
      console.log([`${from} → ${to}`.padEnd(70), build.name.padEnd(13), spread(times[i]!, ms)].join(' '))
  }
}

const sites: RunningSite[] = []
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] })
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  for (const build of builds) sites.push(await serveCompared(build.dir))
  console.log(`${runs} run(s) per page and build, interleaved; median (min–max)\n`)
  if (values.only !== 'taps') await lighthouseTable(sites, chrome.port)
  if (values.only !== 'lighthouse') await tapTable(sites, browser)
} finally {
  await browser.close()
  await chrome.kill()
  await Promise.all(sites.map((s) => s.stop()))
}
