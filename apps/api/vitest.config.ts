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
    // Files may run side by side (npm test gives them three workers: they mostly wait on
    // processes, relays and timers): each starts its own PostgreSQL cluster, SMTP relays, Stripe
    // stand-in and servers on ports the system hands out (freePort), in folders of its own (mkdtemp).
  },
})
