import { defineConfig } from 'vitest/config'

// One runner for every workspace; the web app's config is separate from its
// build config because the React Router plugin must not run under Vitest.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'contract',
          root: './packages/contract',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      './apps/api/vitest.config.ts',
      './apps/web/vitest.config.ts',
    ],
  },
})
