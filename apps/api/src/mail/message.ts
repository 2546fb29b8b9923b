/**
 * The mail a ticket becomes. `From` is always ours; the visitor's address appears only as
 * `Reply-To`. Visitor text goes into the plain-text body; the only visitor value in a header
 * besides Reply-To is the name in the Subject, which validation keeps free of control
 * characters, line breaks and bidi controls, and which goes out as RFC 2047 encoded-words.
 */
import type { TicketRow } from '../db/schema.ts'
import type { OutboundMail } from './transports.ts'

/**
 * Every line break as CRLF. SMTP allows no bare CR or LF inside DATA (RFC 5321 §2.3.8), and the
 * transport dot-stuffs only after LF: a bare CR before a dot (`\r.\r\n`) would reach the relay
 * as is, and one that ends DATA there would read the rest of the message as commands.
 */
function crlfLines(text: string): string {
  return text.replace(/\r\n?|\n/g, '\r\n')
}

/** UTF-8 bytes per encoded-word: 45 bytes are 60 base64 characters, 72 with `=?UTF-8?B?…?=`. */
const WORD_BYTES = 45

/**
 * `text` as RFC 2047 encoded-words, always, even when it is plain ASCII: a mail client then shows
 * exactly the text, and never decodes an `=?…?=` the visitor typed into it (some decode one even
 * inside a word). Words stay within 75 characters and never split a character (RFC 2047 §2, §5);
 * nodemailer's own splitter can cut a surrogate pair outside the emoji range.
 */
function encodedWords(text: string): string {
  const words: string[] = []
  let word = ''
  for (const char of text) {
    if (word && Buffer.byteLength(word + char) > WORD_BYTES) {
      words.push(word)
      word = ''
    }
    word += char
  }
  words.push(word)
  return words.map((w) => `=?UTF-8?B?${Buffer.from(w).toString('base64')}?=`).join(' ')
}

export interface MailAddresses {
  from: string
  to: string
}

export function ticketMail(ticket: TicketRow, messageId: string, addr: MailAddresses): OutboundMail {
  const label = ticket.type === 'support' ? 'Support request' : 'Contact message'
  return {
    ticketId: ticket.id,
    from: addr.from,
    to: addr.to,
    replyTo: { name: '', address: ticket.email },
    subject: `${label} from ${encodedWords(ticket.name)}`,
    messageId,
    date: new Date(ticket.created_at),
    headers: { 'X-Ticket-Id': ticket.id },
    text: crlfLines(
      [
        `${label} from the website.`,
        '',
        `Ticket:   ${ticket.id}`,
        `Type:     ${ticket.type}`,
        `Name:     ${ticket.name}`,
        `Email:    ${ticket.email}`,
        `Received: ${ticket.created_at}`,
        '',
        '---',
        ticket.message,
        '',
      ].join('\n'),
    ),
  }
}
