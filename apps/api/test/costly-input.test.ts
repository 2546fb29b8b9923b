/**
 * What one request may cost the event loop. A path of 16,000 slashes or an X-Forwarded-For of
 * 16,000 dots took 0.35 s and 0.18 s of one thread (a quadratic `replace(/x+$/)`), so a few such
 * requests stalled every visitor. Each is measured against an ordinary request on the same app
 * (a ratio, so a slow machine does not fail it), median of 7.
 */
import fs from 'node:fs'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { tempDir, testApp, testDb, testEnv, type TestDb } from './harness.ts'

async function medianMs(run: () => Promise<unknown>, times = 7): Promise<number> {
  const costs: number[] = []
  for (let i = 0; i < times; i++) {
    const started = performance.now()
    await run()
    costs.push(performance.now() - started)
  }
  return costs.sort((a, b) => a - b)[Math.floor(times / 2)]!
}

describe('a hostile request costs about what an ordinary one does', () => {
  let t: TestDb
  let app: FastifyInstance
  let buildDir: string

  beforeAll(async () => {
    t = await testDb('sqlite')
    buildDir = tempDir('api-build-')
    fs.mkdirSync(path.join(buildDir, 'client/features'), { recursive: true })
    fs.writeFileSync(path.join(buildDir, 'client/features/x.html'), '<!doctype html><title>X</title>')
    fs.writeFileSync(path.join(buildDir, 'client/404.html'), '<!doctype html><title>Not found</title>')
    app = await testApp({
      db: t.db,
      env: testEnv({ WEB_BUILD_DIR: buildDir, TRUST_PROXY: 'true', RATE_LIMIT_READS_MIN: '1000' }, t.dataDir),
    })
  })
  afterAll(async () => {
    await app.close()
    await t.close()
    fs.rmSync(buildDir, { recursive: true, force: true })
  })

  it('a 16 KB path of slashes', async () => {
    const hostile = `/${'/'.repeat(16_000)}y/`
    const first = await app.inject(hostile)
    expect(first.statusCode).toBe(414)
    expect(first.json().message).toMatch(/longer than 2048/)
    // Below the cap the trailing-slash redirect still reads the path, in linear time.
    const long = await app.inject(`/${'/'.repeat(2_000)}y/`)
    expect(long.statusCode).toBe(301)
    expect(long.headers.location).toBe('/y')

    await app.inject('/features/x') // warm
    const ordinary = await medianMs(() => app.inject('/features/x'))
    const slashes = await medianMs(() => app.inject(hostile))
    const belowCap = await medianMs(() => app.inject(`/${'/'.repeat(2_000)}y/`))
    console.info(
      `event loop per request: ordinary ${ordinary.toFixed(2)} ms, 16 KB of slashes ${slashes.toFixed(2)} ms, 2,000 slashes ${belowCap.toFixed(2)} ms`,
    )
    expect(slashes / ordinary).toBeLessThan(10)
    expect(belowCap / ordinary).toBeLessThan(10)
  })

  it('an X-Forwarded-For of 16,000 dots, where the proxy is trusted', async () => {
    const read = (forwarded: string) => app.inject({ url: '/stripeapi/get-products', headers: { 'x-forwarded-for': forwarded } })
    const dots = `203.0.113.9${'.'.repeat(16_000)}`
    expect((await read('203.0.113.9')).statusCode).toBe(200)
    const hostile = await read(dots)
    expect(hostile.statusCode).toBe(400)
    expect(hostile.json().message).toMatch(/X-Forwarded-For/)

    const ordinary = await medianMs(() => read('203.0.113.9'))
    const dotted = await medianMs(() => read(dots))
    console.info(`event loop per request: ordinary read ${ordinary.toFixed(2)} ms, 16,000 dots ${dotted.toFixed(2)} ms`)
    expect(dotted / ordinary).toBeLessThan(10)
  })
})
