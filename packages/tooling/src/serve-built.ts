/**
 * Free ports and the real API process, for everything that needs a running server: audits,
 * benchmarks, e2e specs (the built site) and the API's own process tests (apps/api/test); and a
 * plain static host to compare it with.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { createServer as createHttpServer } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import sirv from 'sirv'
import { repoRoot, webBuildDir } from './build-dir.ts'

export { repoRoot }

/** A port that was free on 127.0.0.1 a moment ago (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.unref()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

export interface Exit {
  code: number | null
  signal: NodeJS.Signals | null
}

export interface ApiProcess {
  url: string
  port: number
  child: ChildProcess
  /** Resolves when the process has exited, however it ended. */
  exited: Promise<Exit>
  /** What the process wrote to stdout and stderr so far (the last 256 KiB). */
  output(): string
  /** Sends `signal` (SIGTERM: a graceful close) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<Exit>
}

export interface ApiOptions {
  /** Environment on top of this process's and the defaults below (PORT, DATA_DIR, …). */
  env?: Record<string, string>
  /** Default: a free one. */
  port?: number
  /** Default: a new temporary directory (SQLite database and mail files). */
  dataDir?: string
  /** Default: WEB_BUILD_DIR, else apps/web/build. */
  buildDir?: string
  /** Also copy the process's stderr to ours (audits and e2e: errors stay visible). */
  echoStderr?: boolean
  timeoutMs?: number
  /** Run the compiled server (apps/api/dist, `npm run build`) as `npm run serve` does; default: the sources. */
  compiled?: boolean
  /** Options for node before the entry (e.g. `--expose-gc`). */
  nodeArgs?: string[]
  /** A command that runs node for us and then becomes it (`prlimit --nofile=1024 --`): same pid. */
  wrapper?: string[]
}

/** The compiled server's entry (`npm run build` writes it). */
function compiledServer(): string {
  const entry = resolve(repoRoot, 'apps/api/dist/server.js')
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`npm run build\` first`)
  return entry
}

/**
 * Starts the API from its TypeScript sources (`source`: @app/contract's too) and waits until
 * /healthz answers. Rejects, with the process's output, when it exits or stays unhealthy.
 */
export async function startApi(options: ApiOptions = {}): Promise<ApiProcess> {
  const port = options.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const args = [
    ...(options.nodeArgs ?? []),
    ...(options.compiled
      ? ['--enable-source-maps', compiledServer()]
      : ['--conditions=source', '--import', 'tsx', 'apps/api/src/server.ts']),
  ]
  const [command = process.execPath, ...prefix] = options.wrapper ? [...options.wrapper, process.execPath] : []
  const child = spawn(command, [...prefix, ...args], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir ?? mkdtempSync(join(tmpdir(), 'site-data-')),
      WEB_BUILD_DIR: options.buildDir ? resolve(repoRoot, options.buildDir) : webBuildDir(),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-256 * 1024))
  child.stdout!.on('data', keep)
  child.stderr!.on('data', (chunk: Buffer) => {
    keep(chunk)
    if (options.echoStderr) process.stderr.write(chunk)
  })
  const exited = new Promise<Exit>((done) => child.once('exit', (code, signal) => done({ code, signal })))
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
    return exited
  }
  const api: ApiProcess = { url, port, child, exited, output: () => output, stop }

  const deadline = Date.now() + (options.timeoutMs ?? 30_000)
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      const { code, signal } = await exited
      throw new Error(`The API process exited (code ${code}, signal ${signal}) before it was healthy:\n${output}`)
    }
    if (
      await fetch(`${url}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return api
    if (Date.now() > deadline) {
      await stop('SIGKILL')
      throw new Error(`The API process did not become healthy within ${options.timeoutMs ?? 30_000} ms:\n${output}`)
    }
    await new Promise((r) => setTimeout(r, 50))
  }
}

export interface RunningSite {
  url: string
  stop(): Promise<void>
}

/**
 * The real API process serving the built site (WEB_BUILD_DIR, else apps/web/build, or the given
 * directory) on a free port with a throwaway database (or `dataDir`). What audits, benchmarks
 * and e2e specs use to start a site.
 */
export async function serveBuiltSite(
  buildDir = webBuildDir(),
  options: Pick<ApiOptions, 'dataDir' | 'env' | 'compiled'> = {},
): Promise<RunningSite> {
  const api = await startApi({ ...options, buildDir, echoStderr: true })
  return {
    url: api.url,
    async stop() {
      await api.stop()
    },
  }
}

/**
 * A plain static host for comparisons (`audit:lighthouse --compare name=static:<dir>`): the
 * files of `dir` (a built site's `client/` folder, or another site's output) through sirv, with
 * its precompressed `.gz` files and none of the API's headers. `/x` serves `x.html` or
 * `x/index.html`.
 */
export async function serveStatic(dir: string): Promise<RunningSite> {
  const files = sirv(resolve(repoRoot, dir), { extensions: ['html'], gzip: true, etag: true })
  const server = createHttpServer((request, response) =>
    files(request, response, () => {
      response.statusCode = 404
      response.end('Not found')
    }),
  )
  const port = await freePort()
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done))
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((done) => server.close(() => done())),
  }
}
