/**
 * A second copy of the site, built with extra public config (e.g. analytics) and served by its
 * own API process, for the few specs that need a build other than the default one. One build
 * takes ~10-20 s; use it from a `beforeAll` of a spec whose tests share it.
 *
 * E2E_WEB_SOURCE_DIR builds from another checkout of the repo (default: this one); with
 * `files`, from a throwaway copy of it with those files added.
 */
import { spawn } from 'node:child_process'
import { cp, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { repoRoot, serveBuiltSite } from '@app/tooling/serve'

export interface ConfiguredSite {
  origin: string
  /** What the build wrote: its pages and assets. */
  buildDir: string
  stop(): Promise<void>
}

function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    // Its last lines, out and err together: where a build says what stopped it.
    let output = ''
    const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-6000))
    child.stdout!.on('data', keep)
    child.stderr!.on('data', keep)
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}:\n${output}`))))
  })
}

const NOT_COPIED = new Set(['node_modules', 'build', '.git', 'data', 'test-results', 'playwright-report', '.astro'])

/**
 * A copy of the repository's sources with `files` (path → text) added. It shares the repo's
 * installed packages, one link each, but its own workspaces (`@app/*` point into the copy), so a
 * file added to a workspace package such as `packages/contract` is what the build imports.
 */
export async function sourceCopyWith(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'e2e-source-'))
  await cp(repoRoot, dir, { recursive: true, filter: (source) => !NOT_COPIED.has(basename(source)) })
  const modules = join(dir, 'node_modules')
  await mkdir(join(modules, '@app'), { recursive: true })
  for (const entry of await readdir(join(repoRoot, 'node_modules'))) {
    if (entry !== '@app') await symlink(join(repoRoot, 'node_modules', entry), join(modules, entry))
  }
  for (const [name, path] of Object.entries({
    contract: 'packages/contract',
    tooling: 'packages/tooling',
    api: 'apps/api',
    web: 'apps/web',
  })) {
    await symlink(join(dir, path), join(modules, '@app', name))
  }
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true })
    await writeFile(join(dir, path), text)
  }
  return dir
}

/** Builds the site with `publicEnv` (and `files` added to its sources) into a temporary directory and serves it. */
export async function startConfiguredSite(
  publicEnv: Record<string, string>,
  { files }: { files?: Record<string, string> } = {},
): Promise<ConfiguredSite> {
  const buildDir = await mkdtemp(join(tmpdir(), 'e2e-build-'))
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-'))
  const sourceDir = files ? await sourceCopyWith(files) : undefined
  // The prerender step imports the server build, which must resolve the repo's packages.
  await symlink(join(repoRoot, 'node_modules'), join(buildDir, 'node_modules'))
  // A copy with edited sources builds the contract too, as `npm run build` does: the prerender
  // step reads workspace packages from their dist/.
  const workspaces = sourceDir ? ['-w', 'packages/contract', '-w', 'apps/web'] : ['-w', 'apps/web']
  await run('npm', ['run', 'build', ...workspaces], {
    cwd: sourceDir ?? process.env.E2E_WEB_SOURCE_DIR ?? repoRoot,
    env: { ...process.env, ...publicEnv, WEB_BUILD_DIR: buildDir },
  })
  const site = await serveBuiltSite(buildDir, { dataDir })
  return {
    origin: site.url,
    buildDir,
    async stop() {
      await site.stop()
      for (const dir of [buildDir, dataDir, sourceDir]) if (dir) await rm(dir, { recursive: true, force: true })
    },
  }
}
