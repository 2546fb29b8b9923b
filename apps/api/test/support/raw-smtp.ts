/**
 * A raw SMTP server on a plain socket that records the exact bytes of every DATA section, as
 * they crossed the wire (still dot-stuffed). smtp-server (smtp.ts) hands its callback the
 * message already unstuffed and cut at its own idea of the end; this one is for asserting what
 * a relay would see. DATA ends only at <CR><LF>.<CR><LF>, as RFC 5321 says.
 */
import net from 'node:net'
import { freePort } from '@app/tooling/serve'

export interface RawMail {
  from: string
  to: string[]
  /** Everything between the 354 reply and the terminating `.`, including the last CRLF. */
  data: Buffer
}

export interface RawSmtpSink {
  url: string
  mails: RawMail[]
  /** Every command line received, in order, across connections. */
  commands: string[]
  waitFor(count: number, timeoutMs?: number): Promise<void>
  close(): Promise<void>
}

const END_OF_DATA = Buffer.from('\r\n.\r\n')

/** A bare CR or a bare LF: what RFC 5321 §2.3.8 forbids inside DATA. */
export const BARE_CR_OR_LF = /\r(?!\n)|(?<!\r)\n/

/** The message itself, for a mail parser: DATA with the dot-stuffing undone. */
export function messageOf(mail: RawMail): Buffer {
  return Buffer.from(mail.data.toString('latin1').replace(/(^|\r\n)\./g, '$1'), 'latin1')
}

export async function rawSmtpSink(): Promise<RawSmtpSink> {
  const port = await freePort()
  const mails: RawMail[] = []
  const commands: string[] = []
  const sockets = new Set<net.Socket>()

  const server = net.createServer((socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => {})
    let buffer = Buffer.alloc(0)
    let inData = false
    let envelope: Omit<RawMail, 'data'> = { from: '', to: [] }
    const reply = (line: string) => socket.write(`${line}\r\n`)

    const command = (line: string) => {
      commands.push(line)
      const verb = line.slice(0, 4).toUpperCase()
      if (verb === 'EHLO' || verb === 'HELO') reply('250 raw.test')
      else if (verb === 'MAIL') {
        envelope = { from: /<([^>]*)>/.exec(line)?.[1] ?? '', to: [] }
        reply('250 OK')
      } else if (verb === 'RCPT') {
        envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '')
        reply('250 OK')
      } else if (verb === 'DATA') {
        inData = true
        reply('354 go ahead')
      } else if (verb === 'QUIT') {
        reply('221 bye')
        socket.end()
      } else if (verb === 'RSET' || verb === 'NOOP') reply('250 OK')
      else reply('502 not implemented')
    }

    socket.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk])
      for (;;) {
        if (inData) {
          // The CRLF that opens the terminator is the last line's own; an empty DATA is `.\r\n`.
          const end = buffer.subarray(0, 3).equals(END_OF_DATA.subarray(2)) ? -2 : buffer.indexOf(END_OF_DATA)
          if (end === -1) return
          mails.push({ ...envelope, data: Buffer.from(buffer.subarray(0, end + 2)) })
          buffer = buffer.subarray(end + END_OF_DATA.length)
          inData = false
          reply('250 OK queued')
          continue
        }
        const eol = buffer.indexOf('\r\n')
        if (eol === -1) return
        const line = buffer.subarray(0, eol).toString('latin1')
        buffer = buffer.subarray(eol + 2)
        command(line)
      }
    })
    reply('220 raw.test ESMTP')
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    commands,
    async waitFor(count, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs
      while (mails.length < count) {
        if (Date.now() > until) throw new Error(`raw SMTP sink got ${mails.length} of ${count} mails in ${timeoutMs} ms`)
        await new Promise((r) => setTimeout(r, 25))
      }
    },
    async close() {
      for (const s of sockets) s.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
