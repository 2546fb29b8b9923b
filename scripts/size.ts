/**
 * `npm run size`: the gzip bytes of JavaScript and CSS that each prerendered page
 * loads before any interaction (module scripts, modulepreloads, the modules its entry script
 * preloads after the first paint, stylesheets), the module JavaScript checked against the
 * budgets of docs/product.md §10. Exits non-zero over budget. The inline scripts (the controls'
 * script of decision 011, scroll restoration) are printed beside it; the controls' script has
 * its own budget (apps/web/scripts/early-script.test.ts).
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { pages } from '../apps/web/app/content/pages'
import { pageFile } from '../apps/web/scripts/site-files'

const clientDir = join(resolve(process.env.WEB_BUILD_DIR ?? 'apps/web/build'), 'client')
const KB = 1024
export const BUDGET = { home: 130 * KB, other: 125 * KB }

const gzipSize = (file: string) => gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length

function assetsOf(html: string): { js: string[]; inline: string[]; css: string[] } {
  const attr = (re: RegExp) => [...html.matchAll(re)].map((m) => m[1]!)
  const moduleScripts = attr(/<script type="module"[^>]*>([\s\S]*?)<\/script>/g).join('\n')
  const js = new Set([
    ...attr(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
    ...attr(/<script type="module" src="([^"]+)"/g),
    // Every module the entry script imports or preloads (after the first paint: decision 011).
    ...[...moduleScripts.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!),
  ])
  // Inline classic scripts (the controls' script, scroll restoration). Not JSON-LD, nor React
  // Router's context and loader data: the page's content as data, counted with the HTML.
  const inline = attr(/<script(?: id="[^"]*")?>([\s\S]*?)<\/script>/g).filter((code) => !code.startsWith('window.__reactRouterContext'))
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
