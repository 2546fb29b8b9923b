#!/usr/bin/env node
/**
 * Part of `npm run lint`: every document the repository cites must be in it. Fails on a
 * reference to a document outside it (the specification, design or style notes a team keeps
 * elsewhere), on a "product.md §n" whose section docs/product.md does not have, and on a
 * docs/decisions file that does not exist.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'

const OUTSIDE = /\b(?:SPEC|DESIGN|STYLE)(?:\.md)?\s*§|\b(?:SPEC|DESIGN|STYLE|DEVELOPERS)\.md\b/
const PRODUCT_SECTION = /product\.md §(\d+)/g
const DECISION_FILE = /decisions\/(\d{3}-[a-z0-9-]+\.md)/g

const sections = new Set([...readFileSync('docs/product.md', 'utf8').matchAll(/^## (\d+)\. /gm)].map((m) => m[1]))
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\0')
  .filter((f) => /\.(ts|tsx|mts|mjs|js|md|css|json|sh)$/.test(f) && f !== 'scripts/check-references.mjs' && existsSync(f))

const problems = []
for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const at = `${file}:${i + 1}`
      if (OUTSIDE.test(line)) problems.push(`${at}: cites a document outside the repository: ${line.trim().slice(0, 120)}`)
      for (const [, n] of line.matchAll(PRODUCT_SECTION)) {
        if (!sections.has(n)) problems.push(`${at}: docs/product.md has no §${n}`)
      }
      for (const [, name] of line.matchAll(DECISION_FILE)) {
        if (!existsSync(`docs/decisions/${name}`)) problems.push(`${at}: no docs/decisions/${name}`)
      }
    })
}
if (problems.length > 0) {
  console.error(`References that cannot be followed:\n${problems.join('\n')}`)
  process.exit(1)
}
console.log(`✔ every reference resolves inside the repository (${files.length} files)`)
