/**
 * How a built mail leaves the process (MAIL_TRANSPORT): a pooled SMTP transport to SMTP_URL (one
 * TCP connection per message would cost smtp-server's greeting delay every time), or an
 * `.eml` file per ticket under DATA_DIR/mail/ — written to a temporary name, flushed, then
 * renamed, so a file that exists is complete, and a resend overwrites instead of duplicating.
 * Temporary files left by a killed process are deleted when the mailer starts.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'
import type { Env } from '../env.ts'

export interface OutboundMail extends Mail.Options {
  /** File name stem for the .eml transport; the ticket id. */
  ticketId: string
}

export interface Mailer {
  readonly kind: 'smtp' | 'eml'
  /** Resolves only once the mail was accepted (SMTP 250) or durably written. */
  send(mail: OutboundMail): Promise<void>
  close(): void
}

const POOL_DEFAULTS: Record<string, string> = {
  pool: 'true',
  maxConnections: '3',
  maxMessages: '500',
  connectionTimeout: '10000',
  greetingTimeout: '10000',
  socketTimeout: '30000',
}

export function smtpMailer(smtpUrl: string): Mailer {
  const url = new URL(smtpUrl)
  for (const [k, v] of Object.entries(POOL_DEFAULTS)) {
    if (!url.searchParams.has(k)) url.searchParams.set(k, v)
  }
  const transport = nodemailer.createTransport(url.toString())
  return {
    kind: 'smtp',
    async send({ ticketId: _ticketId, ...mail }) {
      await transport.sendMail(mail)
    },
    close() {
      transport.close()
    },
  }
}

const TEMP_FILE = /^[0-9a-f-]{36}\.eml\.(\d+)\.tmp$/

/** Whether the process that named a temp file is gone: it can no longer finish that file. */
function writerGone(pid: number): boolean {
  // Our own pid on a file this mailer did not write: a previous process (pid 1 in a container).
  if (pid === process.pid) return true
  try {
    process.kill(pid, 0)
    return false
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH'
  }
}

/**
 * Creates the mail folder and deletes the temp files of processes killed while writing (each
 * holds a copy of a ticket that would otherwise stay until the retention sweep, a year later).
 * The ticket itself is safe: its outbox row was not marked sent, so its mail is written again.
 */
async function prepareDir(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true })
  for (const name of await fs.readdir(dir)) {
    const pid = Number(TEMP_FILE.exec(name)?.[1] ?? 0)
    // Best effort: a file that cannot be deleted now is still caught by the retention sweep.
    if (pid > 0 && writerGone(pid)) await fs.rm(path.join(dir, name), { force: true }).catch(() => {})
  }
}

export function emlMailer(dir: string): Mailer {
  // CRLF line breaks, as on the wire. nodemailer applies this option since 8.0.11 and knows only
  // 'windows' (or 'win', 'dos', '\r\n') for CRLF: any other value, 'crlf' included, means LF.
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })
  // At start, before this mailer writes anything; every send waits for it.
  let ready: Promise<void> | undefined
  const prepare = () =>
    (ready ??= prepareDir(dir).catch((err: unknown) => {
      ready = undefined
      throw err
    }))
  prepare().catch(() => {}) // a failure surfaces on the first send, which tries again
  return {
    kind: 'eml',
    async send({ ticketId, ...mail }) {
      await prepare()
      const info = await transport.sendMail(mail)
      const file = path.join(dir, `${ticketId}.eml`)
      const tmp = `${file}.${process.pid}.tmp`
      const handle = await fs.open(tmp, 'w')
      try {
        await handle.writeFile(info.message as Buffer)
        await handle.sync()
      } finally {
        await handle.close()
      }
      await fs.rename(tmp, file)
    },
    close() {
      transport.close()
    },
  }
}

/** The transport the environment chose (parseEnv makes sure SMTP_URL is set for smtp). */
export function createMailer(env: Pick<Env, 'MAIL_TRANSPORT' | 'SMTP_URL' | 'DATA_DIR'>): Mailer {
  if (env.MAIL_TRANSPORT === 'smtp' && env.SMTP_URL) return smtpMailer(env.SMTP_URL)
  return emlMailer(path.join(env.DATA_DIR, 'mail'))
}
