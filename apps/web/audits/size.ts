/**
 * `npm run size`: the gzip bytes of JavaScript and CSS that each prerendered page loads before
 * any interaction: its module scripts, and the islands that hydrate without one (when visible
 * or idle: their component, the React renderer and every module they import), checked against
 * the budgets of docs/product.md §10. Islands that wait for the visitor (client:dialog, and
 * client:round, which hydrates on the first touch unless a round is kept) are not counted. Exits non-zero over budget. The inline scripts (the controls' script of decision
 * 011, Astro's island loader) are printed beside it; the controls' script has its own budget
 * (apps/web/scripts/inline-script.test.ts).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { pages } from '../src/content/pages'
import { pageFile } from '../scripts/published-files'
import { webClientDir } from '@app/tooling/build-dir'

const clientDir = webClientDir()
const KB = 1024
export const BUDGET = { home: 130 * KB, other: 125 * KB }

const gzipSize = (file: string) => gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length

/** A module and every module it imports statically, as built files under /assets/. */
function withImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  const code = readFileSync(join(clientDir, file), 'utf8')
  for (const [, spec] of code.matchAll(/(?:import|from)\s*["'](\.\/[^"']+\.js)["']/g))
    withImports(join(file, '..', spec!).replaceAll('\\', '/'), seen)
  return seen
}

function assetsOf(html: string): { js: string[]; inline: string[]; css: string[] } {
  const attr = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]!)
  const js = new Set<string>()
  for (const file of attr(/<script type="module" src="([^"]+)"/g)) withImports(file, js)
  for (const island of attr(/<astro-island ([^>]*)>/g)) {
    if (/ client="(dialog|round)"/.test(island)) continue
    for (const [, url] of island.matchAll(/(?:component|renderer)-url="([^"]+)"/g)) withImports(url!, js)
  }
  const inline = attr(/<script>([\s\S]*?)<\/script>/g)
  const css = new Set(attr(/<link rel="stylesheet" href="([^"]+)"/g))
  return { js: [...js], inline, css: [...css] }
}

const rows = [...pages.map((p) => ({ path: p.path, file: pageFile(p.path) })), { path: '(404)', file: '404.html' }]
let failed = false
console.log('page'.padEnd(58), 'JS gzip'.padStart(10), 'budget'.padStart(8), 'inline JS'.padStart(10), 'CSS gzip'.padStart(10))
for (const row of rows) {
  const html = readFileSync(join(clientDir, row.file), 'utf8')
  const { js, inline, css } = assetsOf(html)
  const jsBytes = js.reduce((sum, f) => sum + gzipSize(f), 0)
  const inlineBytes = gzipSync(inline.join('\n'), { level: 9 }).length
  const cssBytes = css.reduce((sum, f) => sum + gzipSize(f), 0)
  const budget = row.path === '/' ? BUDGET.home : BUDGET.other
  const over = jsBytes > budget
  failed ||= over
  console.log(
    row.path.padEnd(58),
    `${(jsBytes / KB).toFixed(1)} KB`.padStart(10),
    `${budget / KB} KB`.padStart(8),
    `${(inlineBytes / KB).toFixed(1)} KB`.padStart(10),
    `${(cssBytes / KB).toFixed(1)} KB`.padStart(10),
    over ? '  OVER BUDGET' : '',
  )
}
if (failed) {
  console.error('\nJavaScript over budget (docs/product.md §10).')
  process.exit(1)
}
