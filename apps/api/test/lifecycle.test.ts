/**
 * The compiled server on the embedded database, started and stopped again and again with a
 * garbage collection forced every few milliseconds while it takes tickets and while it exits.
 * better-sqlite3 12 on Node 24.19+ aborted here (`Assertion failed: (env) != nullptr` in
 * `Statement::~Statement`, SIGABRT) at start-up, under load or at exit. Every cycle must end
 * with exit code 0. Runs on whichever Node runs Vitest (`npm test`: 24, then 22), ten cycles
 * (`LIFECYCLE_CYCLES` for more): the crash it guards against came at the first.
 */
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { startApi } from '@app/tooling/serve'
import { NO_LIMITS, tempDir, validTicket } from './harness.ts'

const CYCLES = Number(process.env.LIFECYCLE_CYCLES ?? 10)
const TICKETS_PER_CYCLE = 12
const forceGc = fileURLToPath(new URL('./support/force-gc.mjs', import.meta.url))

describe(`compiled server, ${CYCLES} start/stop cycles with forced garbage collection (Node ${process.version})`, () => {
  const root = tempDir('api-cycles-')
  // A cycle that fails or times out still stops its server: left running, with its forced GC, it
  // would take a core from every test after it.
  let running: Awaited<ReturnType<typeof startApi>> | undefined
  afterAll(async () => {
    await running?.stop('SIGKILL')
    fs.rmSync(root, { recursive: true, force: true })
  })

  // Generous: beside other test files and a forced GC every few milliseconds, a cycle can take 20 s.
  it('takes tickets and exits with code 0 on SIGTERM every time', { timeout: CYCLES * 30_000 }, async () => {
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      // A new database each time: the start-up work (open, migrate, write the plan rows) runs every cycle, and
      // the retention sweep of the mail folder, which a stop waits for, stays short.
      const dataDir = path.join(root, String(cycle))
      const api = (running = await startApi({
        compiled: true,
        nodeArgs: ['--expose-gc', '--import', forceGc],
        dataDir,
        buildDir: path.join(dataDir, 'no-build'),
        env: { ...NO_LIMITS, MAIL_TRANSPORT: 'files', LOG_LEVEL: 'info' },
      }))
      // Bounded load: the tickets (each a transaction and an outbox row the worker then mails)
      // and catalog reads, four at a time.
      const statuses = await Promise.all(
        Array.from({ length: 4 }, async (_, lane) => {
          const seen: number[] = []
          for (let i = lane; i < TICKETS_PER_CYCLE; i += 4) {
            const ticket = await fetch(`${api.url}/stripeapi/submit-ticket`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(validTicket({ message: `cycle ${cycle} ticket ${i}` })),
            })
            const products = await fetch(`${api.url}/stripeapi/get-products`)
            seen.push(ticket.status, products.status)
          }
          return seen
        }),
      )
      expect(
        statuses.flat().filter((s) => s !== 201 && s !== 200),
        `cycle ${cycle}`,
      ).toEqual([])
      const exit = await api.stop('SIGTERM')
      const output = api.output()
      expect({ cycle, ...exit, aborted: /Assertion failed|SIGABRT|core dumped/.test(output) }, output.slice(-4000)).toEqual({
        cycle,
        code: 0,
        signal: null,
        aborted: false,
      })
      expect(output, `cycle ${cycle} did not close gracefully`).toContain('"msg":"Closing"')
    }
  })
})
