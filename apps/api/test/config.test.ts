/**
 * Loud configuration, as an operator meets it: the real server process with NODE_ENV=production
 * refuses to start without SMTP_URL (naming the variable and an example), and starts when mail
 * to files is chosen explicitly.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startApi, type ApiProcess } from '@app/tooling/serve'
import { tempDir, validTicket, waitUntil } from './harness.ts'

describe('server process with NODE_ENV=production', () => {
  const dataDir = tempDir('api-config-')
  const servers: ApiProcess[] = []
  afterAll(async () => {
    for (const server of servers) await server.stop('SIGKILL')
    fs.rmSync(dataDir, { recursive: true, force: true })
  })
  // Empty counts as unset: whatever the test runner's environment holds.
  const production = { NODE_ENV: 'production', SMTP_URL: '', MAIL_TRANSPORT: '' }

  it('refuses to start without SMTP_URL, naming the variable, an example and the alternative', async () => {
    const started = startApi({ dataDir, env: production })
    await expect(started).rejects.toThrow(/exited \(code 1, signal null\)/)
    const message = await started.catch((err: Error) => err.message)
    expect(message).toContain(
      'SMTP_URL: required when NODE_ENV=production, e.g. SMTP_URL=smtp://user:password@smtp.example.com:587; ' +
        'to write mail as .eml files under DATA_DIR/mail instead, set MAIL_TRANSPORT=files',
    )
    // The message for the operator, not a stack trace.
    expect(message).not.toMatch(/^\s+at /m)
  })

  it('starts with MAIL_TRANSPORT=files and writes each ticket as a mail file', async () => {
    const api = await startApi({ dataDir, env: { ...production, MAIL_TRANSPORT: 'files' } })
    servers.push(api)
    const res = await fetch(`${api.url}/stripeapi/submit-ticket`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(validTicket()),
    })
    expect(res.status).toBe(201)
    const { id } = (await res.json()) as { id: string }
    const file = path.join(dataDir, 'mail', `${id}.eml`)
    await waitUntil(() => fs.existsSync(file), 20_000, 'the ticket as a mail file')
    expect((await api.stop('SIGTERM')).code).toBe(0)
  })
})
