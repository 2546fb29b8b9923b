/**
 * `npm run audit:html`: the Nu HTML Checker (vnu-jar, system Java) on every
 * prerendered page. Prints the errors per page; exits non-zero on any error.
 * The checker's CSS validator predates modern CSS (it rejects @property,
 * `in oklab` and other syntax that Tailwind emits), so its "CSS:" messages about
 * the inlined stylesheet are filtered out, as they were when the stylesheet
 * was only linked and never checked. Its Speculation Rules check predates `immediate` (HTML's
 * four eagernesses: immediate, eager, moderate, conservative): that message is checked here
 * instead, against the page's own rules.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import vnu from 'vnu-jar'
import { pages } from '../src/content/pages'
import { pageFile } from '../scripts/published-files'
import { webClientDir } from '@app/tooling/build-dir'

const clientDir = webClientDir()
const files = [...pages.map((p) => join(clientDir, pageFile(p.path))), join(clientDir, '404.html')]
const missing = files.filter((f) => !existsSync(f))
if (missing.length > 0) throw new Error(`Not built: ${missing.join(', ')} (run npm run build)`)

const java = spawnSync('java', ['-version'])
if (java.error) {
  console.error('Java is required for the Nu HTML Checker. Install it with: sudo apt-get install -y default-jre-headless')
  process.exit(1)
}

const result = spawnSync('java', ['-jar', vnu, '--errors-only', '--filterpattern', 'CSS: .*', '--format', 'json', ...files], {
  encoding: 'utf8',
})
const EAGERNESS = new Set(['immediate', 'eager', 'moderate', 'conservative'])
const OUTDATED_EAGERNESS = /^The “eagerness” property in a speculation rule must be one of/

/** Whether every rule of the page's `<script type="speculationrules">` names one of HTML's eagernesses. */
function eagernessValid(file: string): boolean {
  const rules = /<script type="speculationrules">(.*?)<\/script>/s.exec(readFileSync(file, 'utf8'))?.[1]
  if (rules === undefined) return false
  const sets = Object.values(JSON.parse(rules) as Record<string, { eagerness?: string }[]>)
  return sets.flat().every((rule) => rule.eagerness === undefined || EAGERNESS.has(rule.eagerness))
}

const messages = (
  JSON.parse(result.stderr || '{"messages":[]}').messages as { url: string; message: string; lastLine?: number; extract?: string }[]
).filter((m) => !(OUTDATED_EAGERNESS.test(m.message) && eagernessValid(m.url.replace(/^file:/, ''))))
const byFile = new Map<string, typeof messages>()
for (const m of messages) byFile.set(m.url, [...(byFile.get(m.url) ?? []), m])

for (const file of files) {
  const errors = byFile.get(`file:${file}`) ?? []
  console.log(`${String(errors.length).padStart(3)} errors  ${file.slice(clientDir.length) || '/'}`)
  for (const e of errors) console.log(`      line ${e.lastLine}: ${e.message}\n        ${e.extract?.trim() ?? ''}`)
}
console.log(`\n${messages.length} HTML errors in ${files.length} pages`)
if (messages.length > 0) process.exit(1)
