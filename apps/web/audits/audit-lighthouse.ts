/**
 * `npm run audit:lighthouse [-- --routes /,/privacy-policy --runs 3 --assert]`
 *
 * Lighthouse (mobile: its default emulation and simulated throttling) on every
 * route of the registry, or the routes given, against the built site served by
 * the real API process. Prints the median of --runs runs per route: the four
 * category scores and FCP, Speed Index, LCP, TBT, CLS. With --assert, exits non-zero when a route
 * falls below the bar: Performance >= --min-performance (default 95), the
 * other three categories = 100, LCP <= --max-lcp ms (default 2500), TBT <=
 * --max-tbt ms (default 200), CLS <= --max-cls (default 0.01). --schemes light,dark audits the
 * routes once per colour scheme the browser reports (default: light). By default one Chromium
 * (a warm one) serves every run of a scheme; --fresh starts a new Chromium, with a new profile,
 * for each run, as the Lighthouse CLI and PageSpeed Insights do.
 */
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { parseArgs } from 'node:util'
import { pages } from '../src/content/pages'
import { CHROMIUM_ARGS, chromiumPath } from '@app/tooling/chromium'
import { serveBuiltSite } from '@app/tooling/serve'

const { values } = parseArgs({
  options: {
    routes: { type: 'string' },
    runs: { type: 'string', default: '1' },
    assert: { type: 'boolean', default: false },
    'min-performance': { type: 'string', default: '95' },
    'max-lcp': { type: 'string', default: '2500' },
    'max-tbt': { type: 'string', default: '200' },
    'max-cls': { type: 'string', default: '0.01' },
    schemes: { type: 'string', default: 'light' },
    fresh: { type: 'boolean', default: false },
  },
})
const routes = values.routes ? values.routes.split(',') : pages.map((p) => p.path)
const runs = Number(values.runs)
const schemes = values.schemes.split(',')
// What `prefers-color-scheme` reports: Blink's preferredColorScheme (0 dark, 1 light).
const SCHEME_FLAG: Record<string, string> = { dark: '--blink-settings=preferredColorScheme=0', light: '--blink-settings=preferredColorScheme=1' }
for (const scheme of schemes) if (!SCHEME_FLAG[scheme]) throw new Error(`--schemes: unknown scheme "${scheme}" (light or dark)`)
const bar = {
  performance: Number(values['min-performance']),
  lcp: Number(values['max-lcp']),
  tbt: Number(values['max-tbt']),
  cls: Number(values['max-cls']),
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
interface Result {
  scores: Record<(typeof CATEGORIES)[number], number>
  fcp: number
  si: number
  lcp: number
  tbt: number
  cls: number
  failing: string[]
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

async function audit(url: string, port: number): Promise<Result> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] })
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { categories, audits, runtimeError } = result.lhr
  if (runtimeError) throw new Error(`Lighthouse runtime error on ${url}: ${runtimeError.code} ${runtimeError.message}`)
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((categories[c]?.score ?? 0) * 100)])) as Result['scores']
  const failing = Object.values(audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id)
  return {
    scores,
    fcp: audits['first-contentful-paint']?.numericValue ?? NaN,
    si: audits['speed-index']?.numericValue ?? NaN,
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    failing,
  }
}

/** Lighthouse itself sometimes fails a run (a protocol timeout); that is no measurement, so try again. */
async function auditWithRetry(url: string, port: () => Promise<number>, attempts = 3): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(url, await port())
    } catch (error) {
      if (attempt >= attempts) throw error
      console.error(`  ${(error as Error).message}; retrying`)
    }
  }
}

const launch = (scheme: string) =>
  chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, SCHEME_FLAG[scheme]!] })

const site = await serveBuiltSite()
let failed = false
try {
  for (const scheme of schemes) {
    // Warm: one Chromium for the scheme. Fresh: one per run, killed before the next starts.
    let chrome = values.fresh ? null : await launch(scheme)
    const port = async () => {
      if (values.fresh) {
        await chrome?.kill()
        chrome = await launch(scheme)
      }
      return chrome!.port
    }
    try {
      console.log(`\nLighthouse mobile, ${scheme} scheme, ${values.fresh ? 'a fresh' : 'one warm'} Chromium, median of ${runs} run(s) per route\n`)
      console.log(['route'.padEnd(56), 'perf', 'a11y', '  bp', ' seo', '   FCP', '    SI', '   LCP', '  TBT', '   CLS'].join(' '))
      for (const route of routes) {
        const results: Result[] = []
        for (let i = 0; i < runs; i++) results.push(await auditWithRetry(`${site.url}${route}`, port))
        const score = (c: (typeof CATEGORIES)[number]) => median(results.map((r) => r.scores[c]))
        const row = {
          perf: score('performance'),
          a11y: score('accessibility'),
          bp: score('best-practices'),
          seo: score('seo'),
          fcp: median(results.map((r) => r.fcp)),
          si: median(results.map((r) => r.si)),
          lcp: median(results.map((r) => r.lcp)),
          tbt: median(results.map((r) => r.tbt)),
          cls: median(results.map((r) => r.cls)),
        }
        const below =
          row.perf < bar.performance ||
          row.a11y < 100 ||
          row.bp < 100 ||
          row.seo < 100 ||
          row.lcp > bar.lcp ||
          row.tbt > bar.tbt ||
          row.cls > bar.cls
        failed ||= below
        console.log(
          [
            route.padEnd(56),
            String(row.perf).padStart(4),
            String(row.a11y).padStart(4),
            String(row.bp).padStart(4),
            String(row.seo).padStart(4),
            `${(row.fcp / 1000).toFixed(2)}s`.padStart(6),
            `${(row.si / 1000).toFixed(2)}s`.padStart(6),
            `${(row.lcp / 1000).toFixed(2)}s`.padStart(6),
            `${Math.round(row.tbt)}ms`.padStart(5),
            row.cls.toFixed(3).padStart(6),
            below ? `  BELOW BAR (${[...new Set(results.flatMap((r) => r.failing))].join(', ')})` : '',
          ].join(' '),
        )
      }
    } finally {
      await chrome?.kill()
    }
  }
} finally {
  await site.stop()
}
if (values.assert && failed) {
  console.error(
    `\nSome routes are below the bar (performance >= ${bar.performance}, other categories 100, ` +
      `LCP <= ${bar.lcp} ms, TBT <= ${bar.tbt} ms, CLS <= ${bar.cls}).`,
  )
  process.exit(1)
}
