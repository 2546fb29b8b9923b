#!/usr/bin/env node
// `npm run check`: the quick check before a commit, about a minute on 2 cores (less once ESLint's
// and Prettier's caches are warm); no browser, Java or database. In two lanes: the site's types
// (`astro check`: the .astro files and every .ts of apps/web); beside them the other workspaces'
// types (tsc, incremental), ESLint, Prettier, the reference check and the unit tests (the
// contract, the site's, and the API's own modules: apps/api/test/ starts servers, databases and
// mail relays, and is `npm test`'s). `npm test` runs all of this and the rest (madge, knip, the
// build, the API, browsers, audits).
import { sideBySide } from './steps.mjs'

// tsc keeps what it learnt in node_modules/.cache/tsc, so an unchanged project checks in seconds.
const tsc = (project) => [
  `tsc: ${project}`,
  'npx',
  [
    'tsc',
    '--noEmit',
    '--incremental',
    '--tsBuildInfoFile',
    `node_modules/.cache/tsc/${project.replace(/\W/g, '-')}.tsbuildinfo`,
    '-p',
    project,
  ],
]
const started = Date.now()
await sideBySide(
  [['types of apps/web', 'npm', ['run', 'typecheck', '-w', 'apps/web']]],
  [
    ...['.', 'packages/contract', 'packages/tooling', 'apps/api'].map(tsc),
    ['ESLint', 'npx', ['eslint', '--cache', '--cache-location', 'node_modules/.cache/eslint/', '.']],
    ['Prettier', 'npx', ['prettier', '--check', '--cache', '--log-level', 'warn', '.']],
    ['references', 'node', ['scripts/check-references.mjs']],
    ['unit tests', 'npx', ['vitest', 'run', 'packages/contract', 'apps/web', 'apps/api/src']],
  ],
)
console.log(`\nnpm run check passed in ${((Date.now() - started) / 1000).toFixed(0)}s`)
