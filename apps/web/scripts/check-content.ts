/**
 * A step of `npm run build` (prebuild): reads every content collection and checks the references
 * between them (content.config.ts, content/pages.ts), so bad content stops the build before
 * anything is built, with the file, the field and the rule of each problem and no stack trace.
 * The collections are read from the working directory's apps/web (content/collection.ts).
 */
import { ContentError } from '../src/content/collection'

try {
  await import('../src/content/pages')
} catch (err) {
  if (!(err instanceof ContentError)) throw err
  console.error(`The content has problems; fix them and build again.\n${err.message}`)
  process.exit(1)
}
