import { configDefaults, defineConfig } from 'vitest/config'
import api, { TIMED } from './vitest.config.ts'

// The API's timed files (vitest.config.ts), one at a time, once every other project's files have
// run (the last group of the root config's projects).
export default defineConfig({
  ...api,
  test: {
    ...api.test,
    name: 'api-timed',
    include: TIMED,
    exclude: configDefaults.exclude,
    fileParallelism: false,
    sequence: { groupOrder: 2 },
  },
})
