/**
 * A step of `npm run build` (prebuild), and the editor's "Check my changes": reads every content
 * collection (src/content/collections.ts) and the legal pages' Markdown every way the settings can
 * make them (content/legal), and checks the references between them (content/pages.ts,
 * content/home), so bad content stops the build before anything is built. It prints every problem
 * as the editor names things (content/problem-report.ts), no stack trace; with `--json`, the same
 * report as JSON on stdout. The collections are read from the working directory's apps/web
 * (content/collection.ts).
 */
import { parsePublicEnv } from '../src/config/public-env'
import { ContentError, type Problem } from '../src/content/collection'
import { groupProblems, problemsText } from '../src/content/problem-report'
import { LEGAL_PATHS, legalContext, legalDocumentEveryWay } from '../src/content/legal'
import { collections } from '../src/content/collections'

const problems: Problem[] = []
const check = async (read: () => unknown) => {
  try {
    await read()
  } catch (err) {
    if (!(err instanceof ContentError)) throw err
    problems.push(...err.problems)
  }
}
for (const collection of Object.values(collections)) await check(collection.read)
const legal = legalContext(parsePublicEnv(process.env))
for (const path of LEGAL_PATHS) await check(() => legalDocumentEveryWay(path, legal))
// The references between collections, checked by the modules that read them, once every one reads.
const referencesChecked = !problems.length
if (referencesChecked) {
  await check(() => import('../src/content/pages'))
  await check(() => import('../src/content/home'))
}
const report = groupProblems(problems)
if (process.argv.includes('--json')) console.log(JSON.stringify({ problems: report, referencesChecked }))
else if (problems.length) {
  const later = referencesChecked ? '' : ' Once these are fixed, the links between pages are checked too.'
  console.error(`${problemsText(report)}\n\nFix them (in the editor, or in the files) and build again.${later}`)
}
if (problems.length) process.exit(1)
