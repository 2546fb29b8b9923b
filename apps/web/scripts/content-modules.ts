/**
 * The content's Vite plugin, in the build, `npm run dev`, `npm run edit` and Vitest:
 *
 * - A one-file collection is an ES module for the code that runs in the browser: `import { popup }
 *   from '~/content/consent.yaml'` gives the file's top-level fields, read and checked by its
 *   collection (src/content.config.ts), as named exports, so a bundle carries only the fields its
 *   code uses (the default export is the whole file). Bad content fails the build with the
 *   reader's message (file, field, rule). The types are the schema's (`consent.d.yaml.ts`).
 * - The collections' modules read the files with fs, out of Vite's sight: when a content file
 *   changes, the dev server loads them anew and reloads the page.
 */
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { tsImport } from 'tsx/esm/api'
import type { Plugin } from 'vite'
import type { collections as Collections } from '../src/content.config'

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

/** The module of a one-file collection: a named export for each top-level field, and all of them as the default. */
export function singletonModule(collections: Collections, name: string): string {
  const collection = Object.values(collections).find((c) => 'file' in c && c.file === `${name}.yaml`)
  if (!collection) throw new Error(`src/content/${name}.yaml is not a one-file collection of src/content.config.ts`)
  const data = collection.read()
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new Error(`src/content/${name}.yaml: its schema must be an object`)
  const keys = Object.keys(data)
  for (const key of keys) if (!exportable(key)) throw new Error(`src/content/${name}.yaml: "${key}" cannot be an export's name`)
  const fields = Object.entries(data).map(([key, value]) => `export const ${key} = ${JSON.stringify(value)}\n`)
  return `${fields.join('')}export default { ${keys.join(', ')} }\n`
}

export function contentModules(): Plugin {
  // Loaded by tsx, with the project's aliases (a Vite config's own bundle knows none).
  let loaded: Promise<Collections> | undefined
  const load = () =>
    (loaded ??= tsImport(join(WEB_ROOT, 'src/content.config.ts'), {
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
