#!/usr/bin/env node
// `npm test`: everything CI runs, in order, stopping at the first failure.
// Finds Chromium (CHROME_PATH, else /usr/bin/chromium), installs it with apt-get
// when running as root, and otherwise fails with the command that installs it.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

function run(label, command, args, env = {}) {
  const started = Date.now()
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (result.status !== 0) {
    console.error(`✖ ${label} failed after ${seconds}s`)
    process.exit(result.status ?? 1)
  }
  console.log(`✔ ${label} (${seconds}s)`)
}

function ensureChromium() {
  const path = process.env.CHROME_PATH || '/usr/bin/chromium'
  if (existsSync(path)) return
  if (process.getuid?.() === 0) {
    run('install chromium', 'sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium'])
    if (existsSync('/usr/bin/chromium')) return
  }
  console.error(
    `Chromium is required for the browser tests and was not found at ${path}.\n` +
      `Install it with: sudo apt-get update && sudo apt-get install -y chromium\n` +
      `or set CHROME_PATH to a Chromium or Chrome binary.`,
  )
  process.exit(1)
}

const started = Date.now()
ensureChromium()
run('typecheck', 'npm', ['run', 'typecheck'])
run('lint', 'npm', ['run', 'lint'])
run('unit and API tests', 'npx', ['vitest', 'run'])
run('build', 'npm', ['run', 'build'])
run('lean production install from a clean clone', 'node', ['scripts/lean-install.mjs'])
run('bundle size budgets', 'npm', ['run', 'size'])
run('HTML validity', 'npm', ['run', 'audit:html'])
run('end-to-end tests (axe, CSP, every route and feature)', 'npx', ['playwright', 'test'])
// A sample of three page kinds, median of three runs; the full table is `npm run audit:lighthouse`.
run('Lighthouse sample', 'npm', [
  'run', 'audit:lighthouse', '--',
  '--routes', '/,/features/ai-mock-interview-data-analysts,/privacy-policy',
  '--runs', '3', '--assert', '--min-performance', '97', '--max-lcp', '2500', '--max-tbt', '200',
])
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`)
