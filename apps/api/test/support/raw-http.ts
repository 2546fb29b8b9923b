/**
 * One HTTP/1.1 exchange on a plain socket, for what a client library would refuse to send:
 * absolute-form request targets, backslashes, duplicate Content-Length, broken header lines.
 */
import net from 'node:net'

export interface RawResponse {
  status: number
  headers: Record<string, string>
  body: string
}

/** Sends `request` as it is (`latin1`: one byte per character) and reads until the server closes the connection. */
export function rawHttp(port: number, request: string, encoding: BufferEncoding = 'utf8'): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1')
    const chunks: Buffer[] = []
    socket.on('data', (c: Buffer) => chunks.push(c))
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1')
      const split = text.indexOf('\r\n\r\n')
      if (split === -1) return reject(new Error(`no HTTP response: ${JSON.stringify(text.slice(0, 200))}`))
      const [statusLine = '', ...lines] = text.slice(0, split).split('\r\n')
      const headers: Record<string, string> = {}
      for (const line of lines) {
        const colon = line.indexOf(':')
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: text.slice(split + 4) })
    })
    // Not end(): a half-closed client makes the server abort streamed answers.
    socket.write(request, encoding)
  })
}

/** A GET with `target` as the request target, as it would appear on the wire. */
export const rawGet = (port: number, target: string) =>
  rawHttp(port, `GET ${target} HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n`)
