import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { contentModules } from './scripts/content-modules.ts'
import { parsePublicEnv } from './src/config/public-env.ts'

// The web workspace's tests: components and rules in jsdom, the build scripts in Node.
export default defineConfig({
  plugins: [contentModules()],
  define: { __PUBLIC_ENV__: JSON.stringify(parsePublicEnv({})) },
  // Workspace packages from their TypeScript ("source" export condition), as in astro.config.mjs,
  // and the `~/` aliases of tsconfig.json.
  resolve: { conditions: ['source', ...defaultClientConditions], tsconfigPaths: true },
  // Vitest also hands these to Node as --conditions: without 'module', as in its own default
  // (a package's "module" build is not always loadable by Node).
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions.filter((c) => c !== 'module')] } },
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'editor/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    // A worker's test files share one module registry and one jsdom, set up once per worker
    // rather than once per file: 67 s → 9–15 s for this project on 2 cores. test/setup.ts gives
    // each file a clean page; a file that changes a module's state puts it back.
    isolate: false,
  },
})
