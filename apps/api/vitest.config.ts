import { defaultServerConditions } from 'vite'
import { configDefaults, defineConfig } from 'vitest/config'

/**
 * The files that time the server under load: the exhaustion test wants /healthz within 5 s while
 * an attacker holds every descriptor. They run alone, after every other project's files
 * (vitest.timed.config.ts): beside the other files and the other lane of `npm test` on two cores, the
 * health check missed its 5 s (docs/performance/2026-11-29-figures-behind-the-test-steps.md).
 */
export const TIMED = ['test/exhaustion.test.ts']

// The API's tests but the timed ones, three files at a time: each has its own PostgreSQL cluster,
// SMTP relays, Stripe stand-in and servers, on ports the system hands out (freePort), in folders of
// its own (mkdtemp), and much of its time is spent waiting on them. The timed ones:
// vitest.timed.config.ts.
export default defineConfig({
  // @app/contract from its TypeScript ("source" export condition), not the compiled dist/.
  // Vitest also hands these to Node as --conditions: without 'module', as in its own default
  // (a package's "module" build is not always loadable by Node).
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions.filter((c) => c !== 'module')] } },
  test: {
    name: 'api',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...TIMED],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 3,
    // After the other projects' files (group 0): Vitest runs a group's projects side by side only
    // when they take the same number of workers.
    sequence: { groupOrder: 1 },
  },
})
