/**
 * Loads a module of the site (src/) in Node as the build and the unit tests see it: its YAML
 * content modules (content-modules.ts), the `~/` paths and the public settings' defaults. For the
 * command-line tools that run the site's own rules outside a browser (`npm run score`,
 * `bench:scoring`). Vite's module runner does the loading; nothing is built or served.
 */
import { defaultServerConditions, runnerImport } from 'vite'
import { parsePublicEnv } from '../src/config/public-env.ts'
import { contentModules } from './content-modules.ts'

export async function importSiteModule<T>(path: string): Promise<T> {
  const { module } = await runnerImport<T>(path, {
    configFile: false,
    root: new URL('..', import.meta.url).pathname,
    logLevel: 'error',
    plugins: [contentModules()],
    define: { __PUBLIC_ENV__: JSON.stringify(parsePublicEnv({})) },
    resolve: { tsconfigPaths: true, conditions: ['source', ...defaultServerConditions] },
  })
  return module
}
