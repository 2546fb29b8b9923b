/**
 * The slow phone every real-browser audit measures on: 375×667 at 2×, touch, 150 ms round trip,
 * 1.6 Mbps down, 750 kbps up, CPU 4× slower (Lighthouse's mobile profile), applied through the
 * DevTools protocol to one new browser context (its own HTTP cache, on).
 */
import type { Browser, Page } from '@playwright/test'
import { webBuildDir } from '@app/tooling/build-dir'
import { serveBuiltSite, serveStatic, type RunningSite } from '@app/tooling/serve'

export const THROTTLING = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  cpuSlowdown: 4,
}

export async function throttledPage(browser: Browser): Promise<{ page: Page; close: () => Promise<void> }> {
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

export const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

/** "median (min–max)" of the numbers that are not NaN, scaled by `unit`; "—" when there are none. */
export function spread(all: number[], format: (x: number) => string): string {
  const xs = all.filter((x) => !Number.isNaN(x))
  if (xs.length === 0) return '—'
  return `${format(median(xs))} (${format(Math.min(...xs))}–${format(Math.max(...xs))})`
}

/** `runs` measurements of each site, interleaved (A, B, A, B…) so that all see the same noise. */
export async function interleaved<S, R>(sites: readonly S[], runs: number, measure: (site: S) => Promise<R>): Promise<R[][]> {
  const results: R[][] = sites.map(() => [])
  for (let run = 0; run < runs; run++) {
    for (const [i, site] of sites.entries()) results[i]!.push(await measure(site))
  }
  return results
}

/** The builds an audit measures: `--compare name=dir,name=dir` (a bare dir names itself), else the build. */
export function comparedBuilds(compare: string | undefined): { name: string; dir: string }[] {
  return (compare ?? `build=${webBuildDir()}`).split(',').map((pair) => {
    const [name, dir] = pair.includes('=') ? pair.split('=') : [pair, pair]
    return { name: name!, dir: dir! }
  })
}

/**
 * Serves one compared build: `static:<dir>` through a plain static host (gzip, none of the API's
 * headers), `url:<origin>` a server already running (another checkout's `npm start`, say), else
 * the built site through the compiled API, as `npm start` runs it (`npm run build` first).
 */
export async function serveCompared(dir: string): Promise<RunningSite> {
  if (dir.startsWith('static:')) return serveStatic(dir.slice('static:'.length))
  if (dir.startsWith('url:')) return { url: dir.slice('url:'.length).replace(/\/$/, ''), stop: async () => {} }
  return serveBuiltSite(dir, { compiled: true })
}
