/**
 * The mail a ticket becomes. `From` is always ours; the visitor's address appears only as
 * `Reply-To`. Visitor text goes into the plain-text body; the only visitor value in a header
 * besides Reply-To is the name in the Subject, which validation keeps free of control
 * characters and line breaks, and which nodemailer encodes as an RFC 2047 word when needed.
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
    subject: `${label} from ${ticket.name}`,
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
