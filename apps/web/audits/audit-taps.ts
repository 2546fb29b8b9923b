/**
 * `npm run audit:taps [-- --runs 5 --dwell-ms 1000 --hover-ms 0 --heuristics phone --compare a=dir1,b=dir2 --log]`
 * `[--cpu 0.25 --from / --taps-only --assert --press-ms 100]`
 *
 * The next page at the tap, measured where Speculation Rules really prerender: Chrome prerenders
 * nothing while a DevTools client is attached (`PrerenderingDisabledByDevTools`), so Playwright,
 * Puppeteer and Lighthouse cannot see it. Here Chromium runs as a visitor's would, in a window of
 * its own on a virtual display (Xvfb, 375×667), with no debugging port, with the speculation
 * heuristics of Chrome on Android (`--heuristics phone`, the default) or of this desktop; the tap
 * is a real pointer click (xdotool); the pages report their own times through a beacon. Between
 * the browser and the built site (served by the real API process) a proxy plays the slow network
 * of the throttled phone (150 ms per request, 1.6 Mbps down), counts what was fetched ahead
 * (requests with `Sec-Purpose`, and the pages' dictionary of decision 014) and adds the
 * measuring script to each page (so it drops the page's CSP; a `dcz` page is decoded and encoded
 * again against its dictionary). DevTools' CPU throttling is out of reach; `--cpu 0.25` gives the
 * browser a quarter of one core instead (a cgroup's quota, or one core shared with busy processes),
 * where a slow phone's timing shows: Chrome keeps only the last two pages an `eager` rule
 * prerendered, and on a slow CPU a third link coming into view pushed out the tapped one.
 *
 * Each tap starts a fresh browser on the first page, waits for its load and two seconds more,
 * opens the footer section holding the link (as a visitor on a phone does first), brings the
 * link into view and taps it after `--dwell-ms`: the time from the pointer going down to the
 * first frame of the next page with its heading, whether that page was prerendered, and the KB
 * fetched ahead. Then each first page is read to its end, a screen a second: the requests and
 * KB fetched ahead for a visitor who taps nothing. Prints median (min–max).
 * Needs Xvfb and xdotool (`apt-get install -y xvfb xdotool`).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmdirSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { createHash } from 'node:crypto'
import { gunzipSync, gzipSync, zstdDecompressSync } from 'node:zlib'
import { DCZ_HEADER_BYTES } from '@app/contract/headers'
import { chromiumPath } from '@app/tooling/chromium'
import { serveBuiltSite } from '@app/tooling/serve'
import { dczEncode } from '../scripts/page-dictionary'
import { comparedBuilds, interleaved, spread, THROTTLING } from './throttled-phone'

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '5' },
    /** The pointer rests on the link this long before it goes down (a phone: 0, it has no hover). */
    'hover-ms': { type: 'string', default: '0' },
    /**
     * How long the finger stays down (a phone's tap: 60–120 ms); 0: a click. Above 0 the time is
     * taken from the finger lifting (the click), so a prerender started at the pointer's going
     * down counts as the head start it is.
     */
    'press-ms': { type: 'string', default: '0' },
    /** How long the link is in view before the tap: a visitor reads the list first. */
    'dwell-ms': { type: 'string', default: '1000' },
    /** `name=dir,name=dir`: builds to compare, runs interleaved (A, B, A, B…); default: the build. */
    compare: { type: 'string' },
    /** Chrome's speculation heuristics: `phone` (Android's, the default) or `desktop` (Linux's own). */
    heuristics: { type: 'string', default: 'phone' },
    /** Print each request as it leaves the proxy: ms clock, path, Sec-Purpose, coding, bytes. */
    log: { type: 'boolean', default: false },
    /** Only the taps: leave out the pages read to their end. */
    'taps-only': { type: 'boolean', default: false },
    /**
     * Fail (exit 1) unless, for each tap, the next page was shown within `--max-ms` of the tap
     * (median; with the CPU not slowed) and, behind a link of the page's own (not of a footer
     * list), prerendered in at least `--min-prerendered` of the runs: CI's check that the next
     * page is ready at the tap.
     */
    assert: { type: 'boolean', default: false },
    /** With --assert: the bar each tap's median is held to; default the product's, 150 ms (product.md §10). */
    'max-ms': { type: 'string', default: '150' },
    /**
     * With --assert: how many taps at least must find the page prerendered; default, more than
     * half. On a slowed CPU Chrome drops a prerender now and then (scripts/test.mjs asks 2 of 10;
     * why: docs/performance/2026-11-29-figures-behind-the-test-steps.md).
     */
    'min-prerendered': { type: 'string' },
    /** Only the taps from this page. */
    from: { type: 'string' },
    /** Slow the browser's CPU to this share of one core, e.g. 0.25 (slowCpuFor). */
    cpu: { type: 'string' },
    /** How: `cgroup` (v1 quota, as root) or `taskset` (one core shared with busy processes); default: the first that works. */
    'cpu-by': { type: 'string' },
  },
})
const hoverMs = Number(values['hover-ms'])
const dwellMs = Number(values['dwell-ms'])
const pressMs = Number(values['press-ms'])
const runs = Number(values.runs)
const SCREEN = { width: 375, height: 667 }
// Chrome on Android (143 and later) enacts an `eager` rule once its link has been in the viewport
// for 100 ms, where Chrome on a desktop waits for a 10 ms hover. Linux's Chromium does the
// former with these switches; the sampling period 1 makes it watch every link of every page.
const PHONE_HEURISTICS = [
  '--enable-features=PreloadingEagerViewportHeuristics,NavigationPredictor:random_anchor_sampling_period/1',
  '--disable-features=PreloadingEagerHoverHeuristics',
]
if (values.heuristics !== 'phone' && values.heuristics !== 'desktop') {
  console.error(`--heuristics is phone or desktop, not ${values.heuristics}`)
  process.exit(1)
}
const HEURISTICS = values.heuristics === 'phone' ? PHONE_HEURISTICS : []
const TAPS = [
  // A link of the page's own: prerendered once it has been in view (the speculation rules).
  { from: '/', to: '/privacy-policy', prerendered: true },
  // A link of a footer list the visitor opened: fetched ahead, not prerendered (lib/speculation.ts).
  { from: '/features/ai-mock-interview-data-analysts', to: '/features/mock-interview', prerendered: false },
].filter((tap) => values.from === undefined || tap.from === values.from)
/** The next page shown within this of the tap (`--assert`). */
const MAX_TAP_MS = Number(values['max-ms'])
const failures: string[] = []

for (const tool of ['Xvfb', 'xdotool']) {
  if (spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0) {
    console.error(`${tool} is missing: sudo apt-get install -y xvfb xdotool`)
    process.exit(1)
  }
}

interface Beacon {
  kind: 'ready' | 'tap' | 'lift' | 'shown' | 'read'
  path: string
  at: number
  x?: number
  y?: number
  prerendered?: boolean
  viewport?: string
}

/** What was fetched ahead: requests with `Sec-Purpose` and the pages' dictionary, and their bytes. */
interface Spent {
  requests: number
  bytes: number
}

/**
 * The measuring script each page gets, first thing in its head: with a target, it opens the
 * footer section holding the link and scrolls it into view; without, it reads the page to its
 * end, a screen a second, its footer sections left closed.
 */
const probe = (target: string) => `<script>(() => {
  const post = (kind, extra) => navigator.sendBeacon('/__probe', JSON.stringify({ kind, path: location.pathname, at: performance.timeOrigin + performance.now(), ...extra }))
  const shown = () => requestAnimationFrame(() => requestAnimationFrame(() => {
    if (!document.querySelector('h1')) return shown()
    const nav = performance.getEntriesByType('navigation')[0]
    post('shown', { prerendered: (nav && nav.activationStart > 0) || false })
  }))
  if (document.prerendering) document.addEventListener('prerenderingchange', shown, { once: true })
  else document.addEventListener('DOMContentLoaded', shown)
  addEventListener('pointerdown', (event) => post('tap', { at: performance.timeOrigin + event.timeStamp }), true)
  addEventListener('pointerup', (event) => post('lift', { at: performance.timeOrigin + event.timeStamp }), true)
  const read = () => {
    if (innerHeight + scrollY >= document.documentElement.scrollHeight - 1) return setTimeout(() => post('read'), 2000)
    scrollBy({ top: innerHeight * 0.8, behavior: 'instant' })
    setTimeout(read, 1000)
  }
  addEventListener('load', () => setTimeout(() => {
    if (!'${target}') return read()
    const link = [...document.querySelectorAll('a[href="${target}"]')].find((a) => a.closest('footer')) ?? document.querySelector('a[href="${target}"]')
    if (!link) return
    const section = link.closest('details')
    if (section) section.open = true
    link.scrollIntoView({ block: 'center', behavior: 'instant' })
    setTimeout(() => {
      const box = link.getBoundingClientRect()
      // On the screen: past the window's frame (its sides alike, the rest of it on top).
      const side = (outerWidth - innerWidth) / 2
      const top = screenY + outerHeight - innerHeight - side
      post('ready', { x: Math.round(screenX + side + box.left + Math.min(box.width / 2, 20)), y: Math.round(top + box.top + box.height / 2), viewport: innerWidth + '×' + innerHeight })
    }, ${dwellMs})
  }, 2000))
})()</script>`

/**
 * A page's HTML with the probe added, in the coding it came in: gzip, or `dcz` against a
 * dictionary this proxy saw go by (decision 014), so the browser gets the bytes it would.
 */
function withProbe(body: Buffer, encoding: string | undefined, dictionaries: Map<string, Buffer>, script: string): Buffer {
  const add = (html: Buffer) => Buffer.from(html.toString().replace('<head>', `<head>${script}`))
  if (encoding === 'gzip') return gzipSync(add(gunzipSync(body)))
  if (encoding !== 'dcz') return add(body)
  const dictionary = dictionaries.get(body.subarray(DCZ_HEADER_BYTES - 32, DCZ_HEADER_BYTES).toString('base64'))
  if (!dictionary) throw new Error('a dcz page for a dictionary the proxy never saw')
  return dczEncode(add(zstdDecompressSync(body.subarray(DCZ_HEADER_BYTES), { dictionary })), dictionary)
}

/** The slow network and the probe, between the browser and the site. */
function throttlingProxy(upstream: string, beacons: Beacon[], target: () => string, ahead: Spent) {
  const dictionaries = new Map<string, Buffer>()
  const bytesPerMs = THROTTLING.downloadBytesPerSecond / 1000
  const send = async (res: ServerResponse, status: number, headers: Record<string, string | string[] | undefined>, body: Buffer) => {
    await new Promise((r) => setTimeout(r, THROTTLING.latencyMs))
    res.writeHead(status, { ...headers, 'content-length': String(body.length) })
    for (let at = 0; at < body.length; at += 1024) {
      res.write(body.subarray(at, at + 1024))
      await new Promise((r) => setTimeout(r, 1024 / bytesPerMs))
    }
    res.end()
  }
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === '/__probe') {
      const chunks: Buffer[] = []
      req.on('data', (c: Buffer) => chunks.push(c))
      req.on('end', () => {
        beacons.push(JSON.parse(Buffer.concat(chunks).toString()) as Beacon)
        res.writeHead(204).end()
      })
      return
    }
    const dcz = /\bdcz\b/.test(req.headers['accept-encoding'] ?? '')
    const headers = { ...req.headers, 'accept-encoding': dcz ? 'gzip, dcz' : 'gzip' }
    const forward = httpRequest(`${upstream}${req.url}`, { method: req.method, headers }, (up) => {
      const chunks: Buffer[] = []
      up.on('data', (c: Buffer) => chunks.push(c))
      up.on('end', () => {
        let body: Buffer = Buffer.concat(chunks)
        const out: Record<string, string | string[] | undefined> = { ...up.headers }
        delete out['content-security-policy']
        delete out['content-length']
        if (up.headers['use-as-dictionary']) {
          const dictionary = up.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body
          dictionaries.set(createHash('sha256').update(dictionary).digest('base64'), dictionary)
        }
        if (String(up.headers['content-type']).startsWith('text/html')) {
          body = withProbe(body, up.headers['content-encoding'], dictionaries, probe(target()))
        }
        // What prefetches and prerenders (their pages' own requests too) and the pages'
        // dictionary cost the visitor.
        if (req.headers['sec-purpose'] || up.headers['use-as-dictionary']) {
          ahead.requests++
          ahead.bytes += body.length
        }
        if (values.log)
          console.log(
            `  ${Date.now() % 100_000} ${req.url} ${req.headers['sec-purpose'] ?? ''} ${up.headers['content-encoding'] ?? ''} ${body.length}`,
          )
        void send(res, up.statusCode ?? 502, out, body)
      })
    })
    forward.on('error', () => res.writeHead(502).end())
    req.pipe(forward)
  })
}

const until = async <T>(what: string, find: () => T | undefined, timeoutMs = 30_000): Promise<T> => {
  const end = Date.now() + timeoutMs
  for (;;) {
    const found = find()
    if (found !== undefined) return found
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}; the pages reported ${JSON.stringify(beacons)}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

// A free display that Xvfb picks itself and writes once it is ready (-displayfd).
const xvfb: ChildProcess = spawn(
  'Xvfb',
  ['-displayfd', '1', '-screen', '0', `${SCREEN.width + 100}x${SCREEN.height + 100}x24`, '-nolisten', 'tcp'],
  {
    stdio: ['ignore', 'pipe', 'ignore'],
  },
)
const display = await new Promise<string>((resolve, reject) => {
  xvfb.stdout!.once('data', (chunk: Buffer) => resolve(`:${chunk.toString().trim()}`))
  xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)))
})
const builds = comparedBuilds(values.compare)
const burners: ChildProcess[] = []
const slowCpu = values.cpu ? slowCpuFor(Number(values.cpu)) : undefined
const cpuGroup = slowCpu?.group

/**
 * The browser on `share` of one core: a phone's CPU, roughly, without DevTools. A cgroup's CPU
 * quota where this root process may make one (cgroup v1's `cpu` controller); elsewhere the browser
 * pinned to one core beside busy processes that take the rest of it.
 */
function slowCpuFor(share: number): { group?: string; wrap: (command: string, args: string[]) => [string, string[]]; how: string } {
  if (!(share > 0 && share <= 1)) throw new Error(`--cpu is a share of one core, from 0 to 1, not ${values.cpu}`)
  const dir = `/sys/fs/cgroup/cpu/audit-taps-${process.pid}`
  try {
    if (values['cpu-by'] === 'taskset') throw new Error('taskset asked for')
    mkdirSync(dir, { recursive: true })
    const period = 100_000
    writeFileSync(`${dir}/cpu.cfs_period_us`, String(period))
    writeFileSync(`${dir}/cpu.cfs_quota_us`, String(Math.round(period * share)))
    return {
      group: dir,
      wrap: (command, args) => ['sh', ['-c', `echo $$ > ${dir}/cgroup.procs && exec "$0" "$@"`, command, ...args]],
      how: `a cgroup's quota of ${share} of a core`,
    }
  } catch (error) {
    if (values['cpu-by'] === 'cgroup') throw error
    if (spawnSync('sh', ['-c', 'command -v taskset']).status !== 0) {
      console.error('--cpu needs a cgroup (v1, as root) or taskset (util-linux: apt-get install -y util-linux)')
      process.exit(1)
    }
    const busy = Math.max(1, Math.round(1 / share) - 1)
    for (let i = 0; i < busy; i++) {
      const burner = spawn('taskset', ['-c', '0', process.execPath, '-e', 'for (;;) {}'], { stdio: 'ignore', detached: true })
      burner.unref()
      burners.push(burner)
    }
    return {
      wrap: (command, args) => ['taskset', ['-c', '0', command, ...args]],
      how: `one core shared with ${busy} busy processes`,
    }
  }
}
const beacons: Beacon[] = []
let target = ''
const ahead: Spent = { requests: 0, bytes: 0 }
const servers = await Promise.all(
  builds.map(async ({ dir }) => {
    const site = await serveBuiltSite(dir)
    const proxy = throttlingProxy(site.url, beacons, () => target, ahead)
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r))
    return { site, proxy, origin: `http://127.0.0.1:${(proxy.address() as { port: number }).port}` }
  }),
)

/** The cgroup, once the browsers' last helpers in it have stopped. */
async function removeGroup(dir: string) {
  for (let tries = 0; ; tries++) {
    for (const pid of readFileSync(`${dir}/cgroup.procs`, 'utf8').split('\n').filter(Boolean)) {
      try {
        process.kill(Number(pid), 'SIGKILL')
      } catch {
        // gone already
      }
    }
    try {
      return rmdirSync(dir)
    } catch (error) {
      if (tries === 50) throw error
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}

/** A fresh browser on `from`, its page told to tap `to` (or, without it, to read to its end). */
async function inBrowser<T>(origin: string, from: string, to: string, task: () => Promise<T>): Promise<T & { ahead: Spent }> {
  beacons.length = 0
  target = to
  Object.assign(ahead, { requests: 0, bytes: 0 })
  const profile = mkdtempSync(join(tmpdir(), 'taps-profile-'))
  const args = [
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-sync',
    '--disable-component-update',
    '--disable-background-networking',
    '--force-device-scale-factor=1',
    `--user-data-dir=${profile}`,
    // An app window (no toolbar), sized so that its page is the phone's 375×667 inside the
    // frame Chrome draws itself without a window manager (1 px wide, 57 px tall here).
    '--window-position=0,0',
    `--window-size=${SCREEN.width + 1},${SCREEN.height + 57}`,
    `--app=${origin}${from}`,
    ...HEURISTICS,
  ]
  const [command, commandArgs] = slowCpu ? slowCpu.wrap(chromiumPath(), args) : [chromiumPath(), args]
  const browser = spawn(
    command,
    commandArgs,
    // Its own process group, so that its helpers (zygote, renderers) stop with it.
    { env: { ...process.env, DISPLAY: display }, stdio: 'ignore', detached: true },
  )
  try {
    const result = await task()
    return { ...result, ahead: { ...ahead } }
  } finally {
    const exited = new Promise((r) => browser.once('exit', r))
    process.kill(-browser.pid!, 'SIGKILL')
    await exited
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
  }
}

const tapOnce = (origin: string, from: string, to: string) =>
  inBrowser(origin, from, to, async () => {
    const ready = await until(`${from} to load`, () => beacons.find((b) => b.kind === 'ready' && b.path === from))
    if (values.log) console.log(`  ${Date.now() % 100_000} the tap`)
    const x11 = { env: { ...process.env, DISPLAY: display } }
    spawnSync('xdotool', ['mousemove', String(ready.x), String(ready.y)], x11)
    if (hoverMs > 0) await new Promise((r) => setTimeout(r, hoverMs))
    if (pressMs > 0) {
      spawnSync('xdotool', ['mousedown', '1'], x11)
      await new Promise((r) => setTimeout(r, pressMs))
      spawnSync('xdotool', ['mouseup', '1'], x11)
    } else spawnSync('xdotool', ['click', '1'], x11)
    const kind = pressMs > 0 ? 'lift' : 'tap'
    const tap = await until('the tap', () => beacons.find((b) => b.kind === kind && b.path === from))
    const shown = await until(`${to} to show`, () => beacons.find((b) => b.kind === 'shown' && b.path === to))
    return { ms: shown.at - tap.at, prerendered: shown.prerendered === true }
  })

const readOnce = (origin: string, path: string) =>
  inBrowser(origin, path, '', async () => {
    await until(`${path} to be read`, () => beacons.find((b) => b.kind === 'read'), 120_000)
    return {}
  })

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)}`
const row = (what: string, name: string, figures: string) => console.log(`${what.padEnd(62)} ${name.padEnd(12)} ${figures}`)

try {
  console.log(
    `Real Chromium without DevTools, ${values.heuristics} heuristics, 375×667, ${THROTTLING.latencyMs} ms per request, 1.6 Mbps down, ${slowCpu ? `CPU slowed: ${slowCpu.how}` : 'CPU not slowed'}`,
  )
  console.log(
    `tap on an internal link in view for ${dwellMs} ms → the next page shown with its heading, ms, median (min–max); KB fetched ahead`,
  )
  for (const { from, to, prerendered: expected } of TAPS) {
    const results = await interleaved(servers, runs, ({ origin }) => tapOnce(origin, from, to))
    for (const [i, { name }] of builds.entries()) {
      const times = spread(
        results[i]!.map((r) => r.ms),
        (x) => `${Math.round(x)}`,
      )
      const prerendered = results[i]!.filter((r) => r.prerendered).length
      const fetched = spread(
        results[i]!.map((r) => r.ahead.bytes),
        kb,
      )
      row(`${from} → ${to}`, name, `${times.padEnd(18)} prerendered ${prerendered}/${runs}   ahead ${fetched} KB`)
      if (values.assert) {
        const median = [...results[i]!.map((r) => r.ms)].sort((a, b) => a - b)[Math.floor(runs / 2)]!
        const needed = values['min-prerendered'] === undefined ? Math.floor(runs / 2) + 1 : Number(values['min-prerendered'])
        if (expected && prerendered < needed)
          failures.push(`${name}: ${to} was prerendered in ${prerendered} of ${runs} taps on ${from} (at least ${needed} wanted)`)
        if (!slowCpu && median > MAX_TAP_MS)
          failures.push(`${name}: ${to} showed ${Math.round(median)} ms after the tap (at most ${MAX_TAP_MS})`)
      }
    }
  }
  console.log('a page read to its end, a screen a second (footer sections closed): what was fetched ahead, requests and KB')
  for (const { from } of values['taps-only'] ? [] : TAPS) {
    const results = await interleaved(servers, Math.min(runs, 3), ({ origin }) => readOnce(origin, from))
    for (const [i, { name }] of builds.entries()) {
      const requests = spread(
        results[i]!.map((r) => r.ahead.requests),
        String,
      )
      row(
        from,
        name,
        `${requests} requests, ${spread(
          results[i]!.map((r) => r.ahead.bytes),
          kb,
        )} KB`,
      )
    }
  }
} finally {
  for (const { proxy, site } of servers) {
    proxy.closeAllConnections()
    proxy.close()
    await site.stop()
  }
  xvfb.kill()
  for (const burner of burners) burner.kill('SIGKILL')
  if (cpuGroup) await removeGroup(cpuGroup)
}
if (failures.length > 0) {
  console.error(`✖ the next page is not ready at the tap:\n  ${failures.join('\n  ')}`)
  process.exit(1)
}
