/**
 * `npm run audit:lighthouse [-- --routes /,/privacy-policy --runs 3 --assert --fresh]`
 * `npm run audit:lighthouse -- --fresh --compare before=/tmp/build-a,after=apps/web/build`
 *
 * Lighthouse (mobile: its default emulation and simulated throttling) on every route of the
 * registry, or the routes given, against the built site served by the real API process, compiled,
 * as `npm start` runs it (`npm run build` first). Prints the median of --runs runs per route: the
 * four category scores and FCP, Speed Index, LCP, CLS, and the median (min–max) of TBT, the
 * longest task and main-thread work. With --assert, exits non-zero when a route falls below the
 * bar: Performance >= --min-performance (default 95), the other three categories = 100, LCP <=
 * --max-lcp ms (default 2500), TBT <= --max-tbt ms (default 200), CLS <= --max-cls (default
 * 0.01). With --again N, a route below the bar is measured again, up to N more times, each a new
 * set of --runs runs; every set is printed, and the route passes when its last set meets the bar:
 * on a shared machine a whole set can fall into a noisy minute, while a page that is slower falls
 * below the bar in every set. --schemes light,dark audits the routes once per colour scheme the
 * browser reports (default: light). By default one Chromium (a warm one) serves every run of a scheme; --fresh
 * starts a new Chromium, with a new profile, for each run, as the Lighthouse CLI and PageSpeed
 * Insights do.
 *
 * --compare name=dir,… audits several builds, each served by its own API process, in one
 * interleaved run (A, B, A, B…), and prints each route's row per build. `name=static:<dir>`
 * serves a folder through a plain static host instead (gzip, no headers): the site's own
 * `client/` folder, or another site's output; `name=url:<origin>` audits a server already
 * running (`npm start`'s, say); --map name:/route=/their-route,… gives a compared site its page
 * of each kind.
 */
import * as chromeLauncher from 'chrome-launcher'
import { parseArgs } from 'node:util'
import { pages } from '../src/content/pages'
import { CHROMIUM_ARGS, chromiumPath } from '@app/tooling/chromium'
import type { RunningSite } from '@app/tooling/serve'
import { lighthouseRun } from './lighthouse-run'
import { comparedBuilds, interleaved, median, serveCompared, spread } from './throttled-phone'

const { values } = parseArgs({
  options: {
    routes: { type: 'string' },
    runs: { type: 'string', default: '1' },
    assert: { type: 'boolean', default: false },
    again: { type: 'string', default: '0' },
    'min-performance': { type: 'string', default: '95' },
    'max-lcp': { type: 'string', default: '2500' },
    'max-tbt': { type: 'string', default: '200' },
    'max-cls': { type: 'string', default: '0.01' },
    schemes: { type: 'string', default: 'light' },
    fresh: { type: 'boolean', default: false },
    compare: { type: 'string' },
    map: { type: 'string', default: '' },
  },
})
const builds = comparedBuilds(values.compare)
/** `name:/route=/their-route` entries: what a compared site serves for each route. */
const routeMap = new Map(
  values.map
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [name, pair = ''] = entry.split(':')
      const [from, to] = pair.split('=')
      return [`${name}:${from}`, to!]
    }),
)
const routeOf = (build: string, route: string) => routeMap.get(`${build}:${route}`) ?? route
const routes = values.routes ? values.routes.split(',') : pages.map((p) => p.path)
const runs = Number(values.runs)
const schemes = values.schemes.split(',')
// What `prefers-color-scheme` reports: Blink's preferredColorScheme (0 dark, 1 light).
const SCHEME_FLAG: Record<string, string> = {
  dark: '--blink-settings=preferredColorScheme=0',
  light: '--blink-settings=preferredColorScheme=1',
}
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
  /** The longest main-thread task Lighthouse observed, and all main-thread work (simulated). */
  longestTask: number
  mainThread: number
  failing: string[]
}

async function audit(url: string, port: () => Promise<number>): Promise<Result> {
  const { categories, audits } = await lighthouseRun(url, port, [...CATEGORIES])
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
    longestTask: Math.max(
      0,
      ...((audits['long-tasks']?.details as { items?: { duration: number }[] } | undefined)?.items ?? []).map((t) => t.duration),
    ),
    mainThread: audits['mainthread-work-breakdown']?.numericValue ?? NaN,
    failing,
  }
}

const launch = (scheme: string) =>
  chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, SCHEME_FLAG[scheme]!] })

const sites: RunningSite[] = []
const ms = (x: number) => `${Math.round(x)}`
let failed = false
try {
  for (const build of builds) sites.push(await serveCompared(build.dir))
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
      console.log(
        `\nLighthouse mobile, ${scheme} scheme, ${values.fresh ? 'a fresh' : 'one warm'} Chromium, median of ${runs} run(s) per route\n`,
      )
      console.log(
        [
          'route'.padEnd(46),
          'build'.padEnd(10),
          'perf',
          'a11y',
          '  bp',
          ' seo',
          '   FCP',
          '    SI',
          '   LCP',
          '   CLS',
          'TBT ms'.padEnd(14),
          'longest task'.padEnd(14),
          'main thread ms',
        ].join(' '),
      )
      for (const route of routes) {
        const targets = builds.map((build, i) => ({ name: build.name, url: `${sites[i]!.url}${routeOf(build.name, route)}` }))
        for (let set = 0; ; set++) {
          let routeBelow = false
          const all = await interleaved(targets, runs, (target) => audit(target.url, port))
          for (const [b, results] of all.entries()) {
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
            routeBelow ||= below
            console.log(
              [
                routeOf(targets[b]!.name, route).padEnd(46),
                targets[b]!.name.padEnd(10),
                String(row.perf).padStart(4),
                String(row.a11y).padStart(4),
                String(row.bp).padStart(4),
                String(row.seo).padStart(4),
                `${(row.fcp / 1000).toFixed(2)}s`.padStart(6),
                `${(row.si / 1000).toFixed(2)}s`.padStart(6),
                `${(row.lcp / 1000).toFixed(2)}s`.padStart(6),
                row.cls.toFixed(3).padStart(6),
                spread(
                  results.map((r) => r.tbt),
                  ms,
                ).padEnd(14),
                spread(
                  results.map((r) => r.longestTask),
                  ms,
                ).padEnd(14),
                spread(
                  results.map((r) => r.mainThread),
                  ms,
                ),
                below ? `  BELOW BAR (${[...new Set(results.flatMap((r) => r.failing))].join(', ')})` : '',
              ].join(' '),
            )
          }
          if (!routeBelow || set >= Number(values.again)) {
            failed ||= routeBelow
            break
          }
          console.log(`${route}: below the bar in this set of ${runs}; measured again (--again ${values.again})`)
        }
      }
    } finally {
      await chrome?.kill()
    }
  }
} finally {
  await Promise.all(sites.map((site) => site.stop()))
}
if (values.assert && failed) {
  console.error(
    `\nSome routes are below the bar (performance >= ${bar.performance}, other categories 100, ` +
      `LCP <= ${bar.lcp} ms, TBT <= ${bar.tbt} ms, CLS <= ${bar.cls}).`,
  )
  process.exit(1)
}
