/**
 * npm run bench:api — autocannon (50 connections, 5 s per round after 2 s of warm-up) against
 * GET /stripeapi/get-products of the real server process and against a bare node:http server
 * returning the same bytes, alternating, so both see the same machine state. Each round starts
 * both servers afresh; the ratio is the median of the rounds' ratios.
 * Goal (docs/product.md §10): ratio ≥ 0.7, p99 < 20 ms, 0 errors.
 *
 * The API runs as `npm start` runs it (compiled, plan catalog, SQLite, logging at the default level,
 * info, which writes no line for a successful read) except for the read rate limit, raised so
 * high it never triggers while its hook still runs. BENCH_LOG_LEVEL measures another level.
 * On Linux with two or more CPUs the client runs on CPU 0 and both servers on CPU 1 (taskset;
 * BENCH_PIN=0 turns it off).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon, { type Result } from 'autocannon'
import { freePort, startApi } from '@app/tooling/serve'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6)
const CONNECTIONS = 50
/** The compiled server, as `npm run serve` runs it; BENCH_COMPILED=0 runs the sources through tsx. */
const BENCH_COMPILED = process.env.BENCH_COMPILED !== '0'
const API_DIR = fileURLToPath(new URL('..', import.meta.url))

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: server exited with ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not come up`)
}

/** CPU seconds a process has used (Linux /proc; NaN elsewhere). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return Number.NaN
  }
}

interface Run extends Result {
  /** Requests answered per CPU-second of the server: independent of other load on the machine. */
  perCpuSecond: number
}

async function run(url: string, duration: number, server: ChildProcess): Promise<Run> {
  const before = cpuSeconds(server.pid)
  const result = await autocannon({ url, connections: CONNECTIONS, duration })
  const used = cpuSeconds(server.pid) - before
  return Object.assign(result, { perCpuSecond: result.requests.total / used })
}

const fmt = (r: Run) =>
  `${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms   ` +
  `${r.perCpuSecond.toFixed(0).padStart(6)} req/CPU-s   errors ${r.errors + r.timeouts}   non-2xx ${r.non2xx}`

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-api-'))
const children = new Set<ChildProcess>()
const cleanup = () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL')
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.on('exit', cleanup)

// Client on CPU 0, servers on CPU 1 (Linux): otherwise the scheduler moves them around and the
// same server's throughput varies by a third from one run to the next.
const pinning = process.env.BENCH_PIN !== '0' && os.cpus().length >= 2
const pin = (pid: number | undefined, cpu: number) => {
  if (pinning) spawnSync('taskset', ['-pc', String(cpu), String(pid)])
}
pin(process.pid, 0)

async function startApiServer(): Promise<{ url: string; child: ChildProcess }> {
  const started = await startApi({
    compiled: BENCH_COMPILED,
    dataDir: fs.mkdtempSync(path.join(dataDir, 'api-')),
    echoStderr: true,
    env: {
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
      RATE_LIMIT_READS_MIN: String(1e9),
      STRIPE_SECRET_KEY: '',
      CORS_ORIGINS: '',
      DATABASE_URL: '',
    },
  })
  return { url: `${started.url}/stripeapi/get-products`, child: started.child }
}

const bodyFile = path.join(dataDir, 'body.json')
async function startBareServer(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/bare-server.ts'], {
    cwd: API_DIR,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, PORT: String(port), BODY_FILE: bodyFile },
  })
  const url = `http://127.0.0.1:${port}/`
  await waitFor(url, child)
  return { url, child }
}

/** A fresh server process, pinned and warmed up for 2 s, measured, then stopped. */
async function measure(start: () => Promise<{ url: string; child: ChildProcess }>): Promise<Run> {
  const { url, child } = await start()
  children.add(child)
  pin(child.pid, 1)
  try {
    await run(url, 2, child)
    return await run(url, SECONDS, child)
  } finally {
    await stop(child)
  }
}

/** Kills a server and waits until it is gone, so the next one has the CPU to itself. */
async function stop(child: ChildProcess): Promise<void> {
  children.delete(child)
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((done) => child.once('exit', done))
  child.kill('SIGKILL')
  await exited
}

{
  const { url, child } = await startApiServer()
  const body = Buffer.from(await (await fetch(url)).arrayBuffer())
  await stop(child)
  fs.writeFileSync(bodyFile, body)
  console.log(
    `get-products vs bare node:http, ${body.length} bytes, ${CONNECTIONS} connections, ${ROUNDS} rounds × ${SECONDS} s each, alternating, a fresh process per round`,
  )
}

// A fresh pair of processes per round: one process's throughput stays within a few per cent
// from round to round, but two starts of the same server differ by up to a fifth, so the
// rounds must sample starts, not only seconds.
const apiRuns: Run[] = []
const bareRuns: Run[] = []
for (let i = 1; i <= ROUNDS; i++) {
  const a = await measure(startApiServer)
  console.log(`round ${i}  get-products  ${fmt(a)}`)
  const b = await measure(startBareServer)
  console.log(`round ${i}  bare http     ${fmt(b)}   ratio ${(a.requests.average / b.requests.average).toFixed(2)}`)
  apiRuns.push(a)
  bareRuns.push(b)
}

// Medians: one disturbed round (another process taking the CPU) must not decide the result.
const median = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}
const summary = (runs: Run[]) => ({
  rps: median(runs.map((r) => r.requests.average)),
  p50: median(runs.map((r) => r.latency.p50)),
  p99: median(runs.map((r) => r.latency.p99)),
  worstP99: Math.max(...runs.map((r) => r.latency.p99)),
  perCpu: median(runs.map((r) => r.perCpuSecond)),
  errors: runs.reduce((s, r) => s + r.errors + r.timeouts + r.non2xx, 0),
})
const a = summary(apiRuns)
const b = summary(bareRuns)
const ratios = apiRuns.map((r, i) => r.requests.average / bareRuns[i]!.requests.average)
const ratio = median(ratios)
const load = os.loadavg()[0]!

console.log('')
console.log(`medians of ${ROUNDS} rounds`)
console.log(
  `get-products  ${a.rps.toFixed(0)} req/s   p50 ${a.p50} ms   p99 ${a.p99} ms (worst ${a.worstP99})   ${a.perCpu.toFixed(0)} req/CPU-s   errors ${a.errors}`,
)
console.log(
  `bare http     ${b.rps.toFixed(0)} req/s   p50 ${b.p50} ms   p99 ${b.p99} ms (worst ${b.worstP99})   ${b.perCpu.toFixed(0)} req/CPU-s`,
)
console.log(
  `ratio         ${ratio.toFixed(2)}, median of the rounds' ratios (${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)})  (goal ≥ 0.70)   p99 goal < 20 ms: ${a.p99 < 20 ? 'met' : 'NOT met'}   errors goal 0: ${a.errors === 0 ? 'met' : 'NOT met'}`,
)
console.log(`CPU ratio     ${(a.perCpu / b.perCpu).toFixed(2)}  (requests per server CPU-second, get-products / bare)`)
if (load > os.cpus().length) {
  console.log(
    `note: load average ${load.toFixed(1)} on ${os.cpus().length} CPUs during the run: other processes competed, so req/s and latency understate both servers`,
  )
}
cleanup()
process.exit(0)
