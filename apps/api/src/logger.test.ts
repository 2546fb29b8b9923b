import { describe, expect, it } from 'vitest'
import { defaultLogFormat, formatLine } from './logger.ts'

const TIME = Date.parse('2027-01-02T03:04:05.678Z')

describe('formatLine', () => {
  it('writes time, level, message and the other fields as key=value', () => {
    const line = JSON.stringify({
      level: 30,
      time: TIME,
      pid: 1,
      hostname: 'h',
      reqId: 'req-1',
      ticketId: 'abc',
      type: 'support',
      msg: 'Ticket stored',
    })
    expect(formatLine(line)).toBe('03:04:05.678 INFO  Ticket stored reqId=req-1 ticketId=abc type=support\n')
  })

  it('quotes values with spaces and writes objects as JSON', () => {
    const line = JSON.stringify({
      level: 40,
      time: TIME,
      msg: 'Mail delivery failed; will retry',
      reason: '451 try later',
      res: { statusCode: 503 },
    })
    expect(formatLine(line)).toBe('03:04:05.678 WARN  Mail delivery failed; will retry reason="451 try later" res={"statusCode":503}\n')
  })

  it("puts an error's stack on the lines below", () => {
    const line = JSON.stringify({
      level: 50,
      time: TIME,
      msg: 'Unhandled error',
      err: { message: 'boom', code: 'E1', stack: 'Error: boom\n    at f (a.ts:1:1)' },
    })
    expect(formatLine(line)).toBe(
      '03:04:05.678 ERROR Unhandled error err={"message":"boom","code":"E1"}\n    Error: boom\n        at f (a.ts:1:1)\n',
    )
  })

  it('escapes every control character, in the message, keys, values and stack', () => {
    const line = JSON.stringify({
      level: 30,
      time: TIME,
      msg: 'a\n03:04:05.678 INFO  fake',
      'k\x1b': 'v\x9b2J',
      req: { host: 'h\x9bH' },
      err: { stack: 'Error: \x1b[2K' },
    })
    expect(formatLine(line)).toBe(
      '03:04:05.678 INFO  a\\u000a03:04:05.678 INFO  fake k\\u001b=v\\u009b2J req={"host":"h\\u009bH"}\n    Error: \\u001b[2K\n',
    )
  })

  it('colours the level only when asked', () => {
    expect(formatLine(JSON.stringify({ level: 50, time: TIME, msg: 'x' }), true)).toBe('03:04:05.678 \x1b[31mERROR\x1b[0m x\n')
  })

  it('passes anything else through', () => {
    expect(formatLine('not json')).toBe('not json\n')
    expect(formatLine('42\n')).toBe('42\n')
  })
})

describe('defaultLogFormat', () => {
  it('is pretty at a terminal and JSON otherwise', () => {
    expect(defaultLogFormat({ isTTY: true })).toBe('pretty')
    expect(defaultLogFormat({ isTTY: false })).toBe('json')
    expect(defaultLogFormat({})).toBe('json')
  })
})
