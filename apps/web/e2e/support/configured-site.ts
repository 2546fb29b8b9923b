/**
 * A second copy of the site, built with extra public config (e.g. analytics) and served by its
 * own API process, for the few specs that need a build other than the default one. One build
 * takes ~10-20 s; use it from a `beforeAll` of a spec whose tests share it.
 *
 * E2E_WEB_SOURCE_DIR builds from another checkout of the repo (default: this one).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, rm, symlink } from 'node:fs/promises'
import { createServer, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url))

export interface ConfiguredSite {
  origin: string
  stop(): Promise<void>
}

function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr!.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-4000)))
    child.on('error', reject)
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${stderr}`)),
    )
  })
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return port
}

async function waitForHealth(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`API server exited with ${server.exitCode}`)
    const ok = await fetch(`${origin}/healthz`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`API server at ${origin} did not become healthy`)
}

/** Builds the site with `publicEnv` into a temporary directory and serves it. */
export async function startConfiguredSite(publicEnv: Record<string, string>): Promise<ConfiguredSite> {
  const buildDir = await mkdtemp(join(tmpdir(), 'e2e-build-'))
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-'))
  // The prerender step imports the server build, which must resolve the repo's packages.
  await symlink(join(repoRoot, 'node_modules'), join(buildDir, 'node_modules'))
  await run('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: process.env.E2E_WEB_SOURCE_DIR ?? repoRoot,
    env: { ...process.env, ...publicEnv, WEB_BUILD_DIR: buildDir },
  })
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WEB_BUILD_DIR: buildDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  })
  try {
    await waitForHealth(origin, server)
  } catch (error) {
    server.kill('SIGTERM')
    throw error
  }
  return {
    origin,
    async stop() {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve))
        server.kill('SIGTERM')
        await exited
      }
      await rm(buildDir, { recursive: true, force: true })
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
