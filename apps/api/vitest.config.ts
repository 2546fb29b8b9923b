import { defineConfig } from 'vitest/config'

export default defineConfig({
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
