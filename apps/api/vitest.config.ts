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
    // One file at a time. Each has its own PostgreSQL cluster, SMTP relays, Stripe stand-in and
    // servers, on ports the system hands out (freePort), in folders of its own (mkdtemp), so files
    // could run side by side; but the process tests time the server under load (exhaustion: a
    // health check within 5 s while an attacker holds every descriptor), which three files at a
    // time beside the other lane of npm test made miss (docs/performance/2026-11-29-figures-behind-the-test-steps.md).
    fileParallelism: false,
  },
})
