// @vitest-environment node
import { brotliCompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { buildEarlyScript, injectEarlyScript } from './early-script'

describe('the early script', () => {
  it('is one small self-contained statement, safe to inline', async () => {
    const js = await buildEarlyScript()
    expect(js).not.toMatch(/\bimport\b|<\/script/i)
    // It is in the head of every page, before the first paint, and the only script of a page that
    // is only read (the fade-in and Cookie settings are in it since React left those pages): a
    // budget, in bytes on the wire.
    expect(brotliCompressSync(js).length).toBeLessThan(2560)
  })

  it('goes at the end of the head', () => {
    expect(injectEarlyScript('<html><head><title>x</title></head><body></body></html>', 'a()')).toBe(
      '<html><head><title>x</title><script>a()</script></head><body></body></html>',
    )
    expect(() => injectEarlyScript('<p>no head</p>', 'a()')).toThrow(/head/)
  })
})
