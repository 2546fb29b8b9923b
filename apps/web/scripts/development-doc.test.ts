// @vitest-environment node
/**
 * docs/development.md's table of scripts lists every script of the root and of each workspace
 * (a workspace's `build` or `typecheck` is the root's row of that name; `pre…`/`post…` hooks run
 * with their script), so a new script cannot land without saying what it does.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = join(import.meta.dirname, '../../..')
const read = (file: string) => readFileSync(join(root, file), 'utf8')

/** The scripts a row of the table names: `npm run x`, or `npm start` / `npm test`. */
function documentedScripts(markdown: string): Set<string> {
  const names = new Set<string>()
  for (const [, name] of markdown.matchAll(/^\| `npm (?:run )?([\w:-]+)`/gm)) names.add(name!)
  return names
}

describe('docs/development.md', () => {
  it('has a row for every script of the root and of each workspace', () => {
    const root = JSON.parse(read('package.json')) as { workspaces: string[]; scripts: Record<string, string> }
    const scripts = [root, ...root.workspaces.map((w) => JSON.parse(read(`${w}/package.json`)) as { scripts?: Record<string, string> })]
      .flatMap((p) => Object.keys(p.scripts ?? {}))
      .filter((name) => !/^(pre|post)[a-z]/.test(name))
    const documented = documentedScripts(read('docs/development.md'))
    expect([...new Set(scripts)].filter((name) => !documented.has(name))).toEqual([])
  })

  it('reads a row however the script is run', () => {
    expect([...documentedScripts('| `npm start` | x |\n| `npm run audit:taps` | y |\nnot | `npm run nope` |')]).toEqual([
      'start',
      'audit:taps',
    ])
  })
})
