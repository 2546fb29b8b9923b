/**
 * A step of `npm run build` (prebuild): reads every content collection (src/content/collections.ts)
 * and the legal pages' Markdown every way the settings can make them (content/legal), and checks the
 * references between them (content/pages.ts, content/home), so bad content stops the build
 * before anything is built, with the file, the field and the rule of each problem and no stack
 * trace. The collections are read from the working directory's apps/web (content/collection.ts).
 */
import { parsePublicEnv } from '../src/config/public-env'
import { ContentError } from '../src/content/collection'
import { checkLegalDocument, LEGAL_PATHS, legalContext } from '../src/content/legal'
import { collections } from '../src/content/collections'

const problems: string[] = []
const check = async (read: () => unknown) => {
  try {
    await read()
  } catch (err) {
    if (!(err instanceof ContentError)) throw err
    problems.push(err.message)
  }
}
for (const collection of Object.values(collections)) await check(collection.read)
const legal = legalContext(parsePublicEnv(process.env))
for (const path of LEGAL_PATHS) await check(() => checkLegalDocument(path, legal))
// The references between collections, checked by the modules that read them, once every one reads.
if (!problems.length) {
  await check(() => import('../src/content/pages'))
  await check(() => import('../src/content/home'))
}
if (problems.length) {
  console.error(`The content has problems; fix them and build again.\n${problems.join('\n')}`)
  process.exit(1)
}
