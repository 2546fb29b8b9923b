import { defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  // @app/contract from its TypeScript ("source" export condition), not the compiled dist/.
  // Vitest also hands these to Node as --conditions: without 'module', as in its own default
  // (a package's "module" build is not always loadable by Node).
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions.filter((c) => c !== 'module')] } },
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Database clusters, SMTP servers and child processes are heavy: one file at a time.
    fileParallelism: false,
  },
})
