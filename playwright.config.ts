import { defineConfig, devices } from '@playwright/test'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROMIUM_ARGS, chromiumPath, headlessShellPath } from '@app/tooling/chromium'
import { webBuildDir } from '@app/tooling/build-dir'

// E2E runs against the built site served by the real API process on an
// embedded database in a temporary directory. E2E_PORT and WEB_BUILD_DIR let
// several builds and runs coexist on one machine.
const port = Number(process.env.E2E_PORT ?? 4173)
const baseURL = `http://127.0.0.1:${port}`
const buildDir = webBuildDir()
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'e2e-data-'))
process.env.E2E_DATA_DIR = dataDir

export default defineConfig({
  testDir: 'apps/web/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // No trace unless asked for (`--trace retain-on-failure`, e2e/README.md): recording one for
    // every test made the suite far slower on two cores, and CI's traces cannot be opened
    // (docs/performance/2026-11-29-the-e2e-suite-without-traces.md).
    trace: 'off',
    // Chromium's headless shell: the same engine at half the CPU of the whole browser (decision 021).
    launchOptions: { executablePath: headlessShellPath(), args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /(no-js|practice-recording)\.spec\.ts$/ },
    // Spoken answers: the headless shell has no speech service, and asking it where speech would
    // go (SpeechRecognition.available()) crashes its page. The whole browser, headless.
    {
      name: 'chromium-browser',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS } },
      testMatch: /practice-recording\.spec\.ts$/,
    },
    // The page without JavaScript, on a phone (docs/decisions/011).
    {
      name: 'no-js',
      use: { ...devices['Desktop Chrome'], viewport: { width: 375, height: 667 }, javaScriptEnabled: false },
      testMatch: /no-js\.spec\.ts$/,
    },
  ],
  // The real API process serving the build, as `npm start` does, with the limits off.
  webServer: {
    command: 'node --conditions=source --import tsx apps/api/src/server.ts',
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_BUILD_DIR: buildDir,
      LOG_LEVEL: 'warn',
      // Every test visits from 127.0.0.1: the per-IP limits are tested by the API's own tests.
      RATE_LIMIT_TICKETS_15MIN: '0',
      RATE_LIMIT_TICKETS_DAY: '0',
      RATE_LIMIT_READS_MIN: '0',
    },
  },
})
