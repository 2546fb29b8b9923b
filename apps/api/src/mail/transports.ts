/**
 * How a built mail leaves the process: a pooled SMTP transport when SMTP_URL is set (one TCP
 * connection per message would cost smtp-server's greeting delay every time), otherwise an
 * `.eml` file per ticket under DATA_DIR/mail/ — written to a temporary name, flushed, then
 * renamed, so a file that exists is complete, and a resend overwrites instead of duplicating.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import type Mail from 'nodemailer/lib/mailer'

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

export function emlMailer(dir: string): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'crlf' })
  let made = false
  return {
    kind: 'eml',
    async send({ ticketId, ...mail }) {
      if (!made) {
        await fs.mkdir(dir, { recursive: true })
        made = true
      }
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

export function createMailer(opts: { smtpUrl?: string | undefined; dataDir: string }): Mailer {
  return opts.smtpUrl ? smtpMailer(opts.smtpUrl) : emlMailer(path.join(opts.dataDir, 'mail'))
}
