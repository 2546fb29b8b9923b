/**
 * A throwaway PostgreSQL cluster from the installed binaries, for tests only (fsync off).
 * `initdb` refuses to run as root, so as root everything runs as the `postgres` user.
 * Missing binaries fail the test with the install command: the PostgreSQL suite never skips.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from '@app/tooling/serve'

export interface PgCluster {
  /** Connection URL of the `postgres` database. */
  url: string
  /** Creates an empty database and returns its URL. */
  createDatabase(name: string): Promise<string>
  stop(): void
  /** Shuts the server down (fast: clients are disconnected), keeping its data, and starts it again. */
  shutDown(): void
  startUp(): void
  /** Freezes every process of the server (SIGSTOP), as a hung host would; thaw() resumes them. */
  freeze(): void
  thaw(): void
}

const INSTALL_HINT =
  'PostgreSQL 15 binaries (initdb, pg_ctl, postgres) are required for the PostgreSQL tests. ' +
  'Install them with: apt-get install -y postgresql-15 && export PATH=/usr/lib/postgresql/15/bin:$PATH'

function findBinDir(): string {
  const candidates = [
    ...(process.env.PATH ?? '').split(path.delimiter),
    ...(fs.existsSync('/usr/lib/postgresql')
      ? fs
          .readdirSync('/usr/lib/postgresql')
          .sort()
          .reverse()
          .map((v) => `/usr/lib/postgresql/${v}/bin`)
      : []),
  ]
  const dir = candidates.find((d) => d && fs.existsSync(path.join(d, 'initdb')) && fs.existsSync(path.join(d, 'pg_ctl')))
  if (!dir) throw new Error(INSTALL_HINT)
  return dir
}

export async function startPostgres(): Promise<PgCluster> {
  const bin = findBinDir()
  const isRoot = process.getuid?.() === 0
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args]
    const r = spawnSync(file, argv, { encoding: 'utf8', timeout: 60_000 })
    if (r.status !== 0) throw new Error(`${cmd} failed (${r.status}): ${r.stderr || r.stdout || r.error?.message}`)
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-pg-'))
  if (isRoot) execFileSync('chown', ['-R', 'postgres:', dir])
  const data = path.join(dir, 'data')
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C'])
  const port = await freePort()
  const options = [
    `-p ${port}`,
    `-k ${data}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=100',
  ].join(' ')
  const startUp = () => run('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', '-o', options, 'start'])
  startUp()
  const signalAll = (signal: string) => {
    const pid = fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]!.trim()
    execFileSync('kill', [`-${signal}`, pid])
    spawnSync('pkill', [`-${signal}`, '-P', pid])
  }

  let stopped = false
  const stop = () => {
    if (stopped) return
    stopped = true
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  process.once('exit', stop)

  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  return {
    url,
    stop,
    shutDown: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']),
    startUp,
    freeze: () => signalAll('STOP'),
    thaw: () => signalAll('CONT'),
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(`CREATE DATABASE "${name.replace(/[^a-z0-9_]/gi, '_')}"`)
      } finally {
        await client.end()
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`
    },
  }
}
