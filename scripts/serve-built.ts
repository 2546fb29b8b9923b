import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository's root, whatever the caller's working directory. */
export const repoRoot = fileURLToPath(new URL('..', import.meta.url))

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer()
    server.once('error', fail)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => done(port))
    })
  })
}

export interface RunningSite {
  url: string
  stop(): Promise<void>
}

/**
 * Starts the real API process serving the built site (WEB_BUILD_DIR, else apps/web/build,
 * or the given directory), on a free port with a throwaway database (or `dataDir`). The one
 * helper that audits, benchmarks and e2e specs use to start a site.
 */
export async function serveBuiltSite(
  buildDir = process.env.WEB_BUILD_DIR ?? 'apps/web/build',
  options: { dataDir?: string; env?: Record<string, string> } = {},
): Promise<RunningSite> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir ?? mkdtempSync(join(tmpdir(), 'site-data-')),
      WEB_BUILD_DIR: resolve(buildDir),
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done()
      child.once('exit', () => done())
      child.kill('SIGTERM')
    })
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}`)
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false)
    if (ok) break
    if (Date.now() > deadline) {
      await stop()
      throw new Error('The server did not become healthy within 30 s')
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  return { url, stop }
}
