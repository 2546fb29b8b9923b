// @vitest-environment node
/**
 * `npm run build` with NODE_ENV=production stops before building anything when SITE_URL is
 * missing or local, with the variable and an example in the message.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const webDir = join(import.meta.dirname, '..')
const buildDir = mkdtempSync(join(tmpdir(), 'web-build-refused-'))

function build(env: Record<string, string>) {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: webDir,
    encoding: 'utf8',
    timeout: 60_000,
    // A build that wrongly went ahead writes to a throwaway directory.
    env: { ...process.env, WEB_BUILD_DIR: buildDir, SITE_URL: '', ...env },
  })
  return { status: result.status, output: `${result.stdout}${result.stderr}` }
}

describe('npm run build with NODE_ENV=production', () => {
  afterAll(() => rmSync(buildDir, { recursive: true, force: true }))

  it('refuses a missing SITE_URL before building', () => {
    const { status, output } = build({ NODE_ENV: 'production' })
    expect(status).not.toBe(0)
    expect(output).toContain(
      'SITE_URL: required when NODE_ENV=production: the public origin of the site, e.g. SITE_URL=https://www.example.com',
    )
    expect(output).not.toContain('react-router build')
    expect(readdirSync(buildDir)).toEqual([])
  }, 60_000)

  it('refuses a localhost SITE_URL before building', () => {
    const { status, output } = build({ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000' })
    expect(status).not.toBe(0)
    expect(output).toContain(
      'SITE_URL: http://localhost:3000 is this machine, not a public origin (NODE_ENV=production); e.g. SITE_URL=https://www.example.com',
    )
    expect(readdirSync(buildDir)).toEqual([])
  }, 60_000)
})
