/**
 * The production path, from a clean clone of the committed tree:
 *
 *   git clone → npm ci → npm run build → npm ci --omit=dev → npm run serve
 *
 * then the site and the three API calls must answer, with no TypeScript loader and no dev
 * dependency installed. The build runs on the project's Node (24, the `node` devDependency);
 * the lean install and `npm run serve` run as an operator on the oldest supported LTS would,
 * on Node 22 (from the npm registry, @app/tooling/node-runtime), and the server is then served
 * once more on Node 24. Also checks that neither `npm ci` warns about engines. KEEP_LEAN_DIR=1
 * keeps the clone for a look.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { envWithNode, NODE_22 } from '@app/tooling/node-runtime'

const repoRoot = fileURLToPath(new URL('..', import.meta.url))
const started = Date.now()
const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1)

function fail(message) {
  console.error(`✖ lean install: ${message}`)
  process.exit(1)
}

/** Runs a command to completion; its output is returned (and echoed on failure). */
function run(label, command, args, options = {}) {
  const t0 = Date.now()
  const result = spawnSync(command, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options })
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`
  if (result.status !== 0) {
    console.error(output.slice(-6000))
    fail(`${label} exited with ${result.status ?? result.signal}`)
  }
  console.log(`  ${label} (${seconds(t0)}s)`)
  return output
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

const work = mkdtempSync(join(tmpdir(), 'lean-install-'))
const clone = join(work, 'repo')
const dataDir = join(work, 'data')
let server

/** Signals npm and the server it started: npm does not pass signals on to its script. */
const signalServer = (signal) => {
  try {
    process.kill(-server.pid, signal)
  } catch {
    // already gone
  }
}

function cleanup() {
  if (server && server.exitCode === null) signalServer('SIGKILL')
  if (!process.env.KEEP_LEAN_DIR) rmSync(work, { recursive: true, force: true })
}
process.on('exit', cleanup)

console.log(`▶ lean install in ${work}`)
const env = {
  ...process.env,
  // npm and its scripts run on this Node (the project's 24), whatever node is first on PATH.
  PATH: `${dirname(process.execPath)}:${process.env.PATH}`,
  // The clone's scripts must not see this checkout's settings.
  NODE_ENV: undefined,
  WEB_BUILD_DIR: undefined,
  DATA_DIR: undefined,
}
for (const key of Object.keys(env)) if (env[key] === undefined) delete env[key]
const inClone = { cwd: clone, env }

run('git clone', 'git', ['clone', '--quiet', '--no-hardlinks', repoRoot, clone])

const warnsAboutEngines = (output) => /EBADENGINE|Unsupported engine/.test(output)
// The full install. Where this checkout's own is what `npm ci` of the committed lockfile makes (as
// in CI, whose clean clone has just run it), its folders are hard-linked into the clone, which
// then changes only new files (the build's) and unlinks the rest (`npm ci --omit=dev`); npm still
// reads the lockfile for its engine check (`--dry-run`). Otherwise a full `npm ci`: two minutes.
const installed = join(repoRoot, 'node_modules/.package-lock.json')
const installIsCurrent =
  spawnSync('git', ['diff', '--quiet', 'HEAD', '--', 'package-lock.json', 'package.json', '*/*/package.json'], { cwd: repoRoot }).status ===
    0 &&
  existsSync(installed) &&
  statSync(installed).mtimeMs >= statSync(join(repoRoot, 'package-lock.json')).mtimeMs
let full
if (installIsCurrent) {
  full = run('npm ci --dry-run (the engine check)', 'npm', ['ci', '--dry-run', '--no-audit', '--no-fund'], inClone)
  const workspaces = ['apps', 'packages'].flatMap((dir) => readdirSync(join(repoRoot, dir)).map((name) => `${dir}/${name}`))
  for (const folder of ['node_modules', ...workspaces.map((workspace) => `${workspace}/node_modules`)]) {
    if (existsSync(join(repoRoot, folder))) run(`hard-link ${folder}`, 'cp', ['-al', join(repoRoot, folder), join(clone, folder)])
  }
  // Caches a build rewrites in place would write through the links into this checkout.
  for (const cache of ['.cache', '.vite', '.astro']) rmSync(join(clone, 'node_modules', cache), { recursive: true, force: true })
} else {
  full = run('npm ci', 'npm', ['ci', '--no-audit', '--no-fund'], inClone)
}
if (warnsAboutEngines(full)) fail(`npm ci warned about engines:\n${full}`)
// As an operator builds for production: NODE_ENV=production needs a public SITE_URL.
const siteUrl = 'https://www.practice.example'
run('npm run build', 'npm', ['run', 'build'], { ...inClone, env: { ...env, NODE_ENV: 'production', SITE_URL: siteUrl } })
const node22 = envWithNode(NODE_22, env)
const lean = run(`npm ci --omit=dev on Node ${NODE_22}`, 'npm', ['ci', '--omit=dev', '--no-audit', '--no-fund'], {
  cwd: clone,
  env: node22,
})
if (warnsAboutEngines(lean)) fail(`npm ci --omit=dev warned about engines:\n${lean}`)

// Nothing of the toolchain is left to lean on.
const devOnly = ['tsx', 'vite', 'vitest', 'astro', 'eslint', '@playwright/test']
const present = devOnly.filter((name) => existsSync(join(clone, 'node_modules', name)))
if (present.length > 0) fail(`dev dependencies installed by npm ci --omit=dev: ${present.join(', ')}`)
const packages = readdirSync(join(clone, 'node_modules')).length
for (const built of ['apps/api/dist/server.js', 'packages/contract/dist/index.js', 'apps/web/build/client/index.html']) {
  if (!existsSync(join(clone, built))) fail(`${built} is missing after npm ci --omit=dev`)
}

/** `npm run serve` on the runtime `runEnv` brings; the site and the three calls answer, SIGTERM closes it. */
async function serveAndCheck(runEnv, version) {
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  let output = ''
  const t0 = Date.now()
  server = spawn('npm', ['run', 'serve'], {
    ...inClone,
    // Production without an SMTP server: mail to files, chosen explicitly.
    env: {
      ...runEnv,
      NODE_ENV: 'production',
      MAIL_TRANSPORT: 'files',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  server.stdout.on('data', (d) => (output += d))
  server.stderr.on('data', (d) => (output += d))
  // 'close', not 'exit': the server's last lines (its "Closing" line) may still be in the pipe when
  // the process has exited; 'close' waits until every process holding the pipe has let go of it.
  const exited = new Promise((resolve) => server.once('close', (code, signal) => resolve({ code, signal })))

  for (;;) {
    if (server.exitCode !== null) fail(`npm run serve exited with ${server.exitCode}:\n${output}`)
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (Date.now() - t0 > 30_000) fail(`the server did not answer /healthz within 30 s:\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  // The line is written after the port opens, and may reach the pipe after /healthz has answered.
  const listening = () => output.split('\n').find((line) => line.includes('"msg":"Listening on'))
  while (!listening() && Date.now() - t0 < 30_000) await new Promise((r) => setTimeout(r, 50))
  if (!listening()?.includes(`"node":"${version}"`)) fail(`the server does not say it runs on Node ${version}:\n${output}`)
  console.log(`  npm run serve on Node ${version}: healthy (${seconds(t0)}s)`)

  async function expectAnswer(what, path, init, check) {
    const res = await fetch(base + path, init)
    const body = await res.text()
    const problem = check(res, body)
    if (problem) fail(`${what}: ${problem} (status ${res.status}: ${body.slice(0, 300)})`)
    console.log(`  ${what}: ${res.status}`)
  }

  await expectAnswer('GET / (the prerendered home page)', '/', {}, (res, body) =>
    res.status !== 200
      ? 'not 200'
      : !/^<!DOCTYPE html>/i.test(body)
        ? 'not HTML'
        : !body.includes(`<link rel="canonical" href="${siteUrl}/"`)
          ? `no canonical link to ${siteUrl}/`
          : undefined,
  )
  await expectAnswer('GET /stripeapi/get-products', '/stripeapi/get-products', {}, (res, body) =>
    res.status !== 200 ? 'not 200' : JSON.parse(body).data?.length !== 3 ? 'not the 3 products of the plan catalog' : undefined,
  )
  await expectAnswer('GET /api/generalConfig/tenant/all?tenantId=0', '/api/generalConfig/tenant/all?tenantId=0', {}, (res, body) =>
    res.status !== 200 ? 'not 200' : !(JSON.parse(body).length > 0) ? 'no config rows' : undefined,
  )
  await expectAnswer(
    'POST /stripeapi/submit-ticket',
    '/stripeapi/submit-ticket',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Lean Test', email: 'lean@example.com', message: 'From the lean install.', type: 'contact' }),
    },
    (res, body) => (res.status !== 201 ? 'not 201' : !JSON.parse(body).id ? 'no ticket id' : undefined),
  )

  // What a process manager does: SIGTERM to the process group. The server closes gracefully.
  signalServer('SIGTERM')
  await exited
  const t1 = Date.now()
  while (
    await fetch(`${base}/healthz`).then(
      () => true,
      () => false,
    )
  ) {
    if (Date.now() - t1 > 15_000) fail(`the server still answers 15 s after SIGTERM:\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  if (!output.includes('"msg":"Closing"')) fail(`the server did not close gracefully:\n${output}`)
  if (/"level":(50|60)/.test(output)) fail(`the server logged errors:\n${output}`)
}

await serveAndCheck(node22, `v${NODE_22}`)
// The project's own Node (24) next, on the same data: a restart on an existing database.
await serveAndCheck(env, process.version)
console.log(
  `✔ lean install: ${packages} entries in node_modules, no dev dependency, served by plain node ${NODE_22} and ${process.version} (${seconds(started)}s)`,
)
