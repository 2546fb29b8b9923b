/**
 * The process logger's options (pino, Fastify's own). Message bodies and e-mail addresses
 * never reach the logs, whatever a future log line adds.
 */
import type { FastifyServerOptions } from 'fastify'

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'body',
        '*.body',
        'email',
        '*.email',
        'message.message',
        'replyTo',
        '*.replyTo',
      ],
      censor: '[redacted]',
    },
  }
}
