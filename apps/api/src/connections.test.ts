import { describe, expect, it } from 'vitest'
import { connectionCap, openFileLimit } from './connections.ts'

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max cpu time              unlimited            unlimited            seconds
Max open files            1024                 4096                 files
Max locked memory         8388608              8388608              bytes`

describe('the connection cap', () => {
  it('reads the soft descriptor limit from /proc/self/limits', () => {
    expect(openFileLimit(LIMITS)).toBe(1024)
    expect(openFileLimit(LIMITS.replace('1024 ', 'unlimited'))).toBeUndefined()
    expect(openFileLimit('')).toBeUndefined() // not Linux: no /proc/self/limits
  })

  it('keeps 128 descriptors free of connections, unless MAX_CONNECTIONS says otherwise', () => {
    expect(connectionCap(undefined, 1024)).toBe(896)
    expect(connectionCap(undefined, 65_536)).toBe(65_408)
    expect(connectionCap(undefined, 100)).toBe(16)
    expect(connectionCap(500, 1024)).toBe(500)
    expect(connectionCap(undefined, undefined)).toBe(4096)
  })
})
