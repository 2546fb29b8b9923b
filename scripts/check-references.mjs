#!/usr/bin/env node
/**
 * Part of `npm run lint`: every document the repository cites must be in it. Fails on a
 * reference to a document outside it (the specification, design or style notes a team keeps
 * elsewhere), on a "product.md §n" whose section docs/product.md does not have, on a
 * docs/decisions file that does not exist, and on a path in a comment, a README or a decision
 * record (`features/consent/inline-script.ts`, `docs/operations.md`) that names no file: it is looked up
 * from the repository's root, the file's own folder and each workspace's root and `src/`. A
 * decision whose Status says it was superseded keeps its old paths as history.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

const OUTSIDE = /\b(?:SPEC|DESIGN|STYLE)(?:\.md)?\s*§|\b(?:SPEC|DESIGN|STYLE|DEVELOPERS)\.md\b/
const PRODUCT_SECTION = /product\.md §(\d+)/g
const DECISION_FILE = /decisions\/(\d{3}-[a-z0-9-]+\.md)/g

const sections = new Set([...readFileSync('docs/product.md', 'utf8').matchAll(/^## (\d+)\. /gm)].map((m) => m[1]))
const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\0')
  .filter((f) => /\.(ts|tsx|mts|mjs|js|md|css|json|sh|astro)$/.test(f) && f !== 'scripts/check-references.mjs' && existsSync(f))

// A file name with a folder (or a config file's name), not part of a URL, a package name or a longer path.
const REPO_PATH = /(?<![\w@/.:-])((?:[\w.-]+\/)*[\w.-]+\.(?:ts|tsx|mjs|js|md|css|json|astro|sh|html))(?![\w/-])/g
const ROOTS = ['.', 'docs', ...['apps/web', 'apps/api', 'packages/contract', 'packages/tooling'].flatMap((w) => [w, `${w}/src`])]
/** The text of a line a reader takes as prose: all of a Markdown file, a comment elsewhere. */
const prose = (file, line) =>
  file.endsWith('.md') ? line : (/(?:^\s*(?:\*|\/\/|\/\*|\{\/\*)|\s\/\/\s|\/\*\*?\s)(.*)$/.exec(line)?.[1] ?? null)
/** Paths written as examples (`features/x.html`, `NNN-title.md`), and what a build or a run writes (`dist/`, `build/`, `data/`). */
const EXAMPLE = /(?:^|\/)(?:x|NNN[\w-]*)(?:\.|\/)|(?:^|\/)(?:node_modules|dist|build|data|reports)\/|[*<>]/
const superseded = (file) => /^docs\/decisions\/\d/.test(file) && /^- Status:.*superseded/im.test(readFileSync(file, 'utf8'))

function missingPaths(file, line) {
  const text = prose(file, line)
  if (text === null || superseded(file)) return []
  return [...text.matchAll(REPO_PATH)]
    .map(([, path]) => path)
    .filter((path) => (path.includes('/') || /config\.\w+$|\.md$/.test(path)) && !EXAMPLE.test(path))
    .filter((path) => ![dirname(file), ...ROOTS].some((root) => existsSync(join(root, path))))
}

const problems = []
// The README's Layout names every folder of the website's src/ and of the workspaces.
const layout = readFileSync('README.md', 'utf8').split('## Layout')[1] ?? ''
const folders = (dir) =>
  execFileSync('git', ['ls-files', dir], { encoding: 'utf8' })
    .split('\n')
    .map((f) => f.slice(dir.length + 1).split('/'))
    .filter((parts) => parts.length > 1)
    .map(([folder]) => folder)
for (const folder of new Set(folders('apps/web/src'))) {
  if (!layout.includes(`src/${folder}/`)) problems.push(`README.md: its Layout does not name apps/web/src/${folder}/`)
}
for (const file of files) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const at = `${file}:${i + 1}`
      for (const path of missingPaths(file, line)) problems.push(`${at}: names ${path}, which is not in the repository`)
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
