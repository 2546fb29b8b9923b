/**
 * DATA_DIR holds personal data (the SQLite database with its -wal/-shm files, mail as .eml):
 * readable by the server's own user only. The process sets umask 077, so what it creates is
 * 0700/0600; this also tightens what an older version or another tool left more open.
 */
import fs from 'node:fs'
import path from 'node:path'

export const PRIVATE_UMASK = 0o077

/** Creates `dir` if needed; makes it and every folder under it 0700 and every file 0600. Returns how many modes changed. */
export function securePrivateDir(dir: string): number {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  let changed = 0
  const tighten = (file: string, mode: number) => {
    if ((fs.statSync(file).mode & 0o777) === mode) return
    fs.chmodSync(file, mode)
    changed++
  }
  const walk = (folder: string) => {
    tighten(folder, 0o700)
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.isFile()) tighten(full, 0o600)
    }
  }
  walk(dir)
  return changed
}
