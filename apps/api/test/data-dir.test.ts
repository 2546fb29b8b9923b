/**
 * DATA_DIR holds names, e-mail addresses and messages: the server process keeps it to its own
 * user, for what it creates (umask) and for what an older version left behind.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { startApi } from '@app/tooling/serve'
import { securePrivateDir } from '../src/data-dir.ts'
import { tempDir, validTicket, waitUntil } from './harness.ts'

const mode = (file: string) => fs.statSync(file).mode & 0o777

describe('DATA_DIR permissions', () => {
  const root = tempDir('api-perms-')
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

  it('tightens an existing folder to 0700 and its files to 0600, and reports what it changed', () => {
    const dir = path.join(root, 'old')
    fs.mkdirSync(path.join(dir, 'mail'), { recursive: true, mode: 0o755 })
    fs.chmodSync(dir, 0o755)
    fs.writeFileSync(path.join(dir, 'site.db'), '', { mode: 0o644 })
    fs.writeFileSync(path.join(dir, 'mail', 'a.eml'), '', { mode: 0o644 })
    expect(securePrivateDir(dir)).toBe(4)
    expect([dir, path.join(dir, 'mail')].map(mode)).toEqual([0o700, 0o700])
    expect([path.join(dir, 'site.db'), path.join(dir, 'mail', 'a.eml')].map(mode)).toEqual([0o600, 0o600])
    expect(securePrivateDir(dir)).toBe(0)
  })

  it('the server process creates its database, WAL and mail files for its own user only', async () => {
    const dataDir = path.join(root, 'new')
    const api = await startApi({ dataDir, buildDir: path.join(root, 'no-build'), env: { MAIL_TRANSPORT: 'files' } })
    try {
      const res = await fetch(`${api.url}/stripeapi/submit-ticket`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(validTicket()),
      })
      expect(res.status).toBe(201)
      const mailDir = path.join(dataDir, 'mail')
      await waitUntil(() => fs.existsSync(mailDir) && fs.readdirSync(mailDir).some((f) => f.endsWith('.eml')), 10_000, 'the mail file')
      const files = ['site.db', 'site.db-wal', 'site.db-shm', ...fs.readdirSync(mailDir).map((f) => path.join('mail', f))]
      expect(Object.fromEntries(files.map((f) => [f, mode(path.join(dataDir, f)).toString(8)]))).toEqual(
        Object.fromEntries(files.map((f) => [f, '600'])),
      )
      expect([mode(dataDir), mode(mailDir)].map((m) => m.toString(8))).toEqual(['700', '700'])
    } finally {
      await api.stop()
    }
  })
})
