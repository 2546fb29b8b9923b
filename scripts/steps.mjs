/**
 * How `npm test` and `npm run check` run their steps: one at a time (`run`), or in lanes side by
 * side (`sideBySide`), each step's output kept until it ends so that lanes print whole. The first
 * failure ends the run and stops the steps beside it.
 */
import { spawn, spawnSync } from 'node:child_process'

const running = new Set()

const heading = (label, command, args) => `\n▶ ${label}: ${command} ${args.join(' ')}`

/** How a step ended. The first failure ends `npm test`, and stops the steps beside it. */
function finish(label, started, code, signal) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (code !== 0) {
    console.error(`✖ ${label} failed after ${seconds}s${signal ? ` (${signal})` : ''}`)
    for (const other of running) other.kill('SIGTERM')
    process.exit(code || 1)
  }
  console.log(`✔ ${label} (${seconds}s)`)
}

export function run(label, command, args, env = {}) {
  const started = Date.now()
  console.log(heading(label, command, args))
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  finish(label, started, result.status, result.signal)
}

/** A step with its output kept until it ends, so that steps side by side print whole. */
function runKept(label, command, args, env = {}) {
  const started = Date.now()
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } })
  running.add(child)
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return new Promise((resolve) =>
    child.on('close', (code, signal) => {
      running.delete(child)
      console.log(`${heading(label, command, args)}\n${output.trimEnd()}`)
      finish(label, started, code, signal)
      resolve()
    }),
  )
}

/**
 * Lanes of steps side by side, each lane's steps in order, for steps that use about one of the
 * two cores each: tsc and ESLint run on one thread; the API tests wait on their servers,
 * databases and mail.
 */
export async function sideBySide(...lanes) {
  console.log(`\n▶ side by side: ${lanes.map((lane) => lane.map(([label]) => label).join(', then ')).join(' | ')}`)
  await Promise.all(
    lanes.map(async (lane) => {
      for (const step of lane) await runKept(...step)
    }),
  )
}
