import { defineConfig } from 'vitest/config'

// One runner for every workspace, each with its own config.
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
      './apps/api/vitest.timed.config.ts',
      './apps/web/vitest.config.ts',
    ],
  },
})
