#!/usr/bin/env node
// `npm test`: everything CI runs, in order (some steps side by side: typecheck and lint; the API
// and contract tests, then the site's unit tests, beside the API tests on Node 22, then the lean
// install), stopping at the first failure.
// Runs on the project's Node (24: the `node` devDependency is first on an npm script's PATH);
// the API tests and the lean production install also run on Node 22, the oldest supported LTS.
// Finds Chromium and its headless shell (chromium.ts), installs them with apt-get when running
// as root, and otherwise fails with the command that installs them.
// Node 24 runs chromium.ts as it is (type stripping).
import { chromiumPath, headlessShellPath } from '@app/tooling/chromium'
import { envWithNode, NODE_22 } from '@app/tooling/node-runtime'
import { run, sideBySide } from './steps.mjs'

/** The one lookup of each (chromium.ts); as root, a missing one is installed first. */
function ensureChromium() {
  for (const [find, pkg, variable] of [
    [chromiumPath, 'chromium', 'CHROME_PATH'],
    [headlessShellPath, 'chromium-headless-shell', 'CHROME_HEADLESS_SHELL_PATH'],
  ]) {
    try {
      find()
    } catch (error) {
      if (process.getuid?.() !== 0 || process.env[variable]) {
        console.error(error.message)
        process.exit(1)
      }
      run(`install ${pkg}`, 'sh', ['-c', `apt-get update -qq && apt-get install -y -qq ${pkg}`])
      find()
    }
  }
}

const started = Date.now()
console.log(`npm test on Node ${process.version}`)
ensureChromium()
await sideBySide([['typecheck', 'npm', ['run', 'typecheck']]], [['lint', 'npm', ['run', 'lint']]])
// Before the tests: the API's process tests start the compiled server, as production does.
run('build', 'npm', ['run', 'build'])
// Two lanes of about equal length (docs/performance/2026-11-29-figures-behind-the-test-steps.md).
await sideBySide(
  [
    [`API and contract tests (Node ${process.version})`, 'npx', ['vitest', 'run', '--project', 'api*', '--project', 'contract']],
    [`the site's unit tests (Node ${process.version})`, 'npx', ['vitest', 'run', '--project', 'web']],
  ],
  [
    // Not through npx, which puts this project's Node 24 first on PATH again.
    [`API tests on Node ${NODE_22}`, 'node', ['node_modules/vitest/vitest.mjs', 'run', '--project', 'api*'], envWithNode(NODE_22)],
    [`lean production install from a clean clone (Node ${NODE_22} and ${process.version})`, 'node', ['scripts/lean-install.mjs']],
  ],
)
run('bundle size budgets', 'npm', ['run', 'size', '-w', 'apps/web'])
run('scoring time per answer, the worst pasted answers', 'npm', ['run', 'bench:scoring', '-w', 'apps/web', '--', '--assert'])
run('HTML validity', 'npm', ['run', 'audit:html', '-w', 'apps/web'])
run('end-to-end tests (axe, CSP, every route and feature; and without JavaScript)', 'npx', ['playwright', 'test'])
run('the main journeys in Firefox ESR and WebKitGTK', 'npm', ['run', 'test:engines', '-w', 'apps/web'])
// The next page is ready at the tap: prerendered in a real Chromium without DevTools (Xvfb,
// xdotool), on a slowed CPU where a phone's timing shows, and shown soon after the tap, both the
// home page's own link and a link of an opened footer list (fetched ahead). CI holds each tap to
// 300 ms: what tells a page ready at the tap from one that is not on a slow day of this machine
// too; the product's 150 ms is measured on a quiet one
// (docs/performance/2026-11-29-the-tap-check-on-a-slow-day.md).
const taps = ['run', 'audit:taps', '-w', 'apps/web', '--', '--taps-only', '--assert']
// On the slowed CPU Chrome drops a prerender now and then: at least 2 of 10 tells a good build from
// one that lost the prerender (the figures: docs/performance/2026-11-29-figures-behind-the-test-steps.md).
run('the next page prerendered before the tap, on a slow CPU', 'npm', [
  ...taps,
  '--from',
  '/',
  '--runs',
  '10',
  '--min-prerendered',
  '2',
  '--cpu',
  '0.25',
])
run('the next page shown at the tap, ready ahead', 'npm', [...taps, '--runs', '3', '--max-ms', '300'])
// A sample of three page kinds, median of five runs (three let one noisy moment of a busy machine
// decide: docs/performance/2026-11-29-figures-behind-the-test-steps.md), each in a fresh Chromium against the compiled server, as PageSpeed Insights
// and `npm start` would. The light scheme only: the dark one is the same page and the same
// scripts with other colours, which axe checks on every route in both schemes (e2e); the full
// table, both schemes, is `npm run audit:lighthouse -- --schemes light,dark`.
run('Lighthouse sample', 'npm', [
  'run',
  'audit:lighthouse',
  '-w',
  'apps/web',
  '--',
  '--routes',
  '/,/features/ai-mock-interview-data-analysts,/privacy-policy',
  '--fresh',
  '--runs',
  '5',
  '--schemes',
  'light',
  '--assert',
  '--min-performance',
  '98',
  '--max-lcp',
  '1200',
  '--max-tbt',
  '200',
  // A route below the bar gets one more set of five: CI once measured the same bytes below it
  // (docs/performance/2026-11-29-a-lighthouse-set-in-a-noisy-minute.md).
  '--again',
  '1',
])
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s`)
