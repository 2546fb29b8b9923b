/**
 * The content's Vite plugin, in the build, `npm run dev`, `npm run edit` and Vitest:
 *
 * - A one-file collection is an ES module for the code that runs in the browser: `import { popup }
 *   from '~/content/consent.yaml'` gives the file's top-level fields, read and checked by its
 *   collection (src/content/collections.ts), as named exports, so a bundle carries only the fields its
 *   code uses (the default export is the whole file). Bad content fails the build with the
 *   reader's message (file, field, rule). Its types (`consent.d.yaml.ts`) are made from the schema by
 *   `npm run content:types` (scripts/content-types.ts), which the build runs too.
 * - The collections' modules read the files with fs, out of Vite's sight: when a content file
 *   changes, the dev server loads them anew and reloads the page.
 */
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { tsImport } from 'tsx/esm/api'
import type { Plugin } from 'vite'
import type { collections as Collections } from '../src/content/collections'

type Collections = typeof Collections

const WEB_ROOT = dirname(dirname(fileURLToPath(import.meta.url)))
const SINGLETON = /[/\\]src[/\\]content[/\\]([\w-]+)\.yaml$/
const CONTENT_FILE = /[/\\]src[/\\]content[/\\].*\.(yaml|md)$/

/** Whether a field's name can be an export's: an identifier, not a reserved word. */
const exportable = (name: string): boolean => {
  try {
    new Function(`let ${name}`)
    return /^[A-Za-z_$][\w$]*$/.test(name)
  } catch {
    return false
  }
}

/**
 * The module of a one-file collection: a named export for each top-level field whose name can be
 * one (`how-it-works` cannot), and the whole file as the default.
 */
export function singletonModule(collections: Collections, name: string): string {
  const data = singleton(collections, name).collection.read()
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error(`src/content/${name}.yaml: its schema must be an object`)
  const entries = Object.entries(data)
  const named = entries.filter(([key]) => exportable(key)).map(([key]) => key)
  const fields = entries.map(([key, value]) => (exportable(key) ? `export const ${key} = ${JSON.stringify(value)}\n` : ''))
  const rest = entries.filter(([key]) => !exportable(key)).map(([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`)
  return `${fields.join('')}export default { ${[...named, ...rest].join(', ')} }\n`
}

/** The collection whose one file is `src/content/<name>.yaml`, and its key. */
function singleton(collections: Collections, name: string) {
  const found = Object.entries(collections).find(([, c]) => 'file' in c && c.file === `${name}.yaml`)
  if (!found) throw new Error(`src/content/${name}.yaml is not a one-file collection of src/content/collections.ts`)
  return { key: found[0], collection: found[1] }
}

/**
 * The types of a one-file collection's module (`src/content/<name>.d.yaml.ts`, which TypeScript
 * reads for `<name>.yaml`), made from its schema: `npm run content:types` writes them all.
 */
export function singletonDeclaration(collections: Collections, name: string): string {
  const { key, collection } = singleton(collections, name)
  const fields = Object.keys((collection.schema as unknown as { shape: Record<string, unknown> }).shape).filter(exportable)
  return [
    `// Made by scripts/content-types.ts from the schema of ${name}.yaml (npm run content:types); do not edit.`,
    `import type { CopyOf } from './collections'`,
    '',
    `type Copy = CopyOf<'${key}'>`,
    'declare const copy: Copy',
    'export default copy',
    ...fields.map((field) => `export declare const ${field}: Copy['${field}']`),
    '',
  ].join('\n')
}

export function contentModules(): Plugin {
  // Loaded by tsx, with the project's aliases (a Vite config's own bundle knows none).
  let loaded: Promise<Collections> | undefined
  const load = () =>
    (loaded ??= tsImport(join(WEB_ROOT, 'src/content/collections.ts'), {
      parentURL: import.meta.url,
      tsconfig: join(WEB_ROOT, 'tsconfig.json'),
    }).then(
      (module: { collections: Collections }) => module.collections,
      (error: unknown) => {
        // Tried again at the next import, once the file that failed is fixed.
        loaded = undefined
        throw error
      },
    ))
  return {
    name: 'content-modules',
    async load(id) {
      const [file, query = ''] = id.split('?')
      const name = SINGLETON.exec(file!)?.[1]
      // `?raw` and `?url` keep their meaning: the file's text, its address.
      if (!name || /(^|&)(raw|url)\b/.test(query)) return
      this.addWatchFile(file!)
      return { code: singletonModule(await load(), name), moduleType: 'js' }
    },
    configureServer(server) {
      const reload = (file: string) => {
        if (!CONTENT_FILE.test(file)) return
        for (const environment of Object.values(server.environments)) {
          environment.moduleGraph.invalidateAll()
          environment.hot.send({ type: 'full-reload' })
        }
      }
      for (const event of ['add', 'change', 'unlink']) server.watcher.on(event, reload)
    },
  }
}
