/**
 * The landing pages' index, src/content/landing/pages.generated.ts: one import per page file of
 * that folder, so that adding a page is adding its file (README.md there). It is committed, so
 * typecheck, lint and the Node tools read it from a fresh clone; the build and the dev server
 * rewrite it when a page file was added or removed (the `landing-index` integration in
 * astro.config.mjs, its one caller); landing-index.test.ts fails while the committed one is stale.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const NOT_PAGES = new Set(['index.ts', 'meta.ts', 'schema.ts', 'pages.generated.ts'])

export const LANDING_DIR = fileURLToPath(new URL('../src/content/landing', import.meta.url))
export const LANDING_INDEX = `${LANDING_DIR}/pages.generated.ts`

/** The generated module's text for the given file names of the folder (a page is `<slug>.ts`). */
export function landingIndexSource(fileNames: readonly string[]): string {
  const slugs = fileNames
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !NOT_PAGES.has(name))
    .map((name) => name.slice(0, -'.ts'.length))
    .sort()
  const imports = slugs.map((slug, i) => `import * as page${i} from './${slug}'`)
  const entries = slugs.map((slug, i) => `  { slug: '${slug}', ...page${i}.meta },`)
  const contents = slugs.map((_, i) => `  page${i}.content,`)
  return [
    '// Written by apps/web/scripts/landing-index.ts from the files of this folder: do not edit.',
    ...imports,
    '',
    "/** Each page's registry entry, by slug (the file name). */",
    'export const landingEntries = [',
    ...entries,
    '] as const',
    '',
    "/** Each page's content, to be parsed by index.ts. */",
    'export const landingInputs = [',
    ...contents,
    '] as const',
    '',
  ].join('\n')
}

/** Rewrites the index when the folder's page files changed; returns whether it did. */
export function writeLandingIndex(dir = LANDING_DIR): boolean {
  const target = `${dir}/pages.generated.ts`
  const source = landingIndexSource(readdirSync(dir))
  if (existsSync(target) && readFileSync(target, 'utf8') === source) return false
  writeFileSync(target, source)
  return true
}
