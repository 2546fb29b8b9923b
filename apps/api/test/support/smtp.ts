/** A real SMTP server in-process (the `smtp-server` package) that keeps what it receives. */
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { freePort } from '@app/tooling/serve'

export interface ReceivedMail {
  raw: string
  envelope: { from: string; to: string[] }
  /** The name the client gave in EHLO (nodemailer's `name` option, e.g. `?name=` in SMTP_URL). */
  client: string
}

export interface SmtpSink {
  port: number
  url: string
  received: ReceivedMail[]
  /** When set, every DATA is refused with a 451 carrying this text. */
  refuse: string | undefined
  /** Each message is answered (accepted) this many milliseconds after it arrived: a slow relay. */
  delayMs: number
  /** Messages arriving or waiting out `delayMs`: a mail being sent right now. */
  inFlight: number
  /** When true, each message is received but not answered (the client waits mid-send) until release(). */
  hold: boolean
  /** Messages waiting for an answer while `hold` is on. */
  held: ReceivedMail[]
  /** Held messages whose connection closed before they were answered: never accepted. */
  aborted: ReceivedMail[]
  /** Answers every held message with 250 (accepted, into `received`) and stops holding. */
  release(): void
  /** Accepts mail on `port` (again, after stop()). */
  start(): Promise<void>
  stop(): Promise<void>
  waitFor(count: number, timeoutMs?: number): Promise<void>
  parse(mail: ReceivedMail): Promise<ParsedMail>
}

export async function smtpSink(opts: { port?: number } = {}): Promise<SmtpSink> {
  const port = opts.port ?? (await freePort())
  const received: ReceivedMail[] = []
  let server: SMTPServer | undefined
  /** Held messages by session, with the callback that answers them. */
  const waiting = new Map<string, { mail: ReceivedMail; answer: () => void }[]>()

  const sink: SmtpSink = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuse: undefined,
    delayMs: 0,
    inFlight: 0,
    hold: false,
    held: [],
    aborted: [],
    release() {
      sink.hold = false
      for (const entries of waiting.values()) {
        for (const { mail, answer } of entries) {
          sink.held.splice(sink.held.indexOf(mail), 1)
          received.push(mail)
          answer()
        }
      }
      waiting.clear()
    },
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        closeTimeout: 50,
        size: 1024 * 1024,
        onClose(session) {
          // The client went away (killed) while its messages were held: they were never accepted.
          for (const { mail } of waiting.get(session.id) ?? []) {
            sink.held.splice(sink.held.indexOf(mail), 1)
            sink.aborted.push(mail)
            sink.inFlight--
          }
          waiting.delete(session.id)
        },
        onData(stream, session, reply) {
          sink.inFlight++
          const callback = (err?: Error) => {
            sink.inFlight--
            reply(err)
          }
          const chunks: Buffer[] = []
          stream.on('data', (c: Buffer) => chunks.push(c))
          stream.on('end', () => {
            if (sink.refuse) {
              const err = Object.assign(new Error(sink.refuse), { responseCode: 451 })
              callback(err)
              return
            }
            const from = session.envelope.mailFrom
            const mail: ReceivedMail = {
              raw: Buffer.concat(chunks).toString('utf8'),
              envelope: {
                from: from ? from.address : '',
                to: session.envelope.rcptTo.map((r) => r.address),
              },
              client: session.hostNameAppearsAs,
            }
            if (sink.hold) {
              sink.held.push(mail)
              waiting.set(session.id, [...(waiting.get(session.id) ?? []), { mail, answer: () => callback() }])
              return
            }
            const accept = () => {
              received.push(mail)
              callback()
            }
            if (sink.delayMs > 0) setTimeout(accept, sink.delayMs)
            else accept()
          })
        },
      })
      const s = server
      await new Promise<void>((resolve, reject) => {
        s.once('error', reject)
        s.listen(port, '127.0.0.1', () => {
          s.off('error', reject)
          resolve()
        })
      })
      // smtp-server reports a client's dropped connection as a server 'error' (ECONNRESET when
      // the SIGKILL test kills a server mid-delivery). Expected here; unhandled it would crash
      // the test process.
      s.on('error', () => {})
    },
    async stop() {
      const s = server
      server = undefined
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()))
    },
    async waitFor(count, timeoutMs = 20_000) {
      const until = Date.now() + timeoutMs
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`SMTP sink got ${received.length} of ${count} mails in ${timeoutMs} ms`)
        await new Promise((r) => setTimeout(r, 25))
      }
    },
    parse: (mail) => simpleParser(mail.raw),
  }
  return sink
}
