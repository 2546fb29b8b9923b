/**
 * The process logger's options (pino, Fastify's own). Message bodies and e-mail addresses
 * never reach the logs, whatever a future log line adds.
 *
 * JSON lines for machines (a log collector: the default when stdout is not a terminal), one
 * readable line per entry for a person at a terminal. The readable form is a few lines here
 * rather than pino-pretty: that would be a runtime dependency with a dozen of its own and a
 * worker thread, for output nobody parses; at a terminal the cost of a synchronous format
 * does not matter.
 */
import type { FastifyServerOptions } from 'fastify'
import { CONTROL_OR_LINE_BREAK } from '@app/contract/ticket'

export type LogFormat = 'json' | 'pretty'

const REDACT = {
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
}

/** `pretty` when stdout is a terminal, unless LOG_FORMAT says otherwise. */
export function defaultLogFormat(stdout: { isTTY?: boolean } = process.stdout): LogFormat {
  return stdout.isTTY ? 'pretty' : 'json'
}

export function loggerOptions(level: string, format: LogFormat = 'json'): FastifyServerOptions['logger'] {
  return {
    level,
    redact: REDACT,
    ...(format === 'pretty' && { stream: prettyStream(process.stdout, !process.env.NO_COLOR && process.stdout.isTTY === true) }),
  }
}

const LEVELS: Record<number, [label: string, color: string]> = {
  10: ['TRACE', '90'],
  20: ['DEBUG', '36'],
  30: ['INFO ', '32'],
  40: ['WARN ', '33'],
  50: ['ERROR', '31'],
  60: ['FATAL', '35'],
}

/** Fields every line has, shown in the line's own layout or not at all. */
const OMITTED = new Set(['level', 'time', 'msg', 'pid', 'hostname'])

// The contract's control characters (C0, C1, DEL, U+2028/9), every one of them in a line.
const CONTROL = new RegExp(CONTROL_OR_LINE_BREAK.source, 'gu')

/**
 * Text as a terminal shows it, with no control in it: a visitor's Host header can hold C1
 * controls (the parser passes bytes 0x80-0xff in header values, read as Latin-1) and
 * JSON.stringify keeps them, so U+009B (CSI) could move the cursor, clear the screen or forge a
 * line; a line break in a message or a stack line could forge one too.
 */
function visible(text: string): string {
  return text.replace(CONTROL, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
}

function value(v: unknown): string {
  if (typeof v === 'string') return /^[^\s"=]+$/.test(v) ? visible(v) : visible(JSON.stringify(v))
  return visible(JSON.stringify(v) ?? String(v))
}

/**
 * One pino JSON line as `12:34:56.789 INFO  message key=value …`, with an error's stack on the
 * lines after it. Anything that is not a JSON object passes through unchanged.
 */
export function formatLine(line: string, color = false): string {
  let entry: Record<string, unknown>
  try {
    entry = JSON.parse(line) as Record<string, unknown>
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`
  }
  if (entry === null || typeof entry !== 'object') return line.endsWith('\n') ? line : `${line}\n`
  const time = typeof entry.time === 'number' ? new Date(entry.time).toISOString().slice(11, 23) : ''
  const [label, code] = LEVELS[entry.level as number] ?? [String(entry.level).toUpperCase().padEnd(5), '0']
  const level = color ? `\x1b[${code}m${label}\x1b[0m` : label
  let stack = ''
  const fields: string[] = []
  for (const [key, v] of Object.entries(entry)) {
    if (OMITTED.has(key)) continue
    if (key === 'err' && v && typeof v === 'object' && typeof (v as { stack?: unknown }).stack === 'string') {
      const { stack: s, ...rest } = v as { stack: string }
      stack = `\n    ${s.split('\n').map(visible).join('\n    ')}`
      if (Object.keys(rest).length > 0) fields.push(`err=${value(rest)}`)
      continue
    }
    fields.push(`${visible(key)}=${value(v)}`)
  }
  const msg = typeof entry.msg === 'string' ? visible(entry.msg) : ''
  return `${[time, level, msg, ...fields].filter(Boolean).join(' ')}${stack}\n`
}

/** A destination for pino that writes readable lines. */
function prettyStream(out: NodeJS.WritableStream, color: boolean): { write(line: string): void } {
  return {
    write(line: string) {
      out.write(formatLine(line, color))
    },
  }
}
