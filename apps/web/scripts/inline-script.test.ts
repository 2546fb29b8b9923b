// @vitest-environment node
import { brotliCompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { parsePublicEnv } from '../src/config/public-env'
import { buildInlineScript, injectInlineScript } from './inline-script'

describe('the inline script', () => {
  it('is one small self-contained statement, safe to inline', async () => {
    const js = await buildInlineScript(parsePublicEnv({}))
    expect(js).not.toMatch(/\bimport\b|<\/script/i)
    // Without an analytics id, the tag loader is left out.
    expect(js).not.toMatch(/googletagmanager|wait_for_update/)
    // It is in the head of every page, before the first paint, and the only script of a page that
    // is only read (the fade-in and Cookie settings are in it since React left those pages): a
    // budget, in bytes on the wire.
    // 2,558 B before the cookie bar followed other tabs, the back/forward cache and prerenders
    // on its own (decision 015): 2,641 B after; 2,722 B since each feature adds its own part
    // (its own listeners) instead of one shared set in src/inline-script/; 2,911 B since the page lays out
    // what lies below its first screen in idle moments after load (decision 018).
    expect(brotliCompressSync(js).length).toBeLessThan(2950)
  })

  it('carries the tag loader where analytics is configured', async () => {
    const js = await buildInlineScript(parsePublicEnv({ ANALYTICS_GA_ID: 'G-TEST123' }))
    expect(js).toContain('wait_for_update')
    expect(js).toContain('G-TEST123')
  })

  it('goes at the end of the head', () => {
    expect(injectInlineScript('<html><head><title>x</title></head><body></body></html>', 'a()')).toBe(
      '<html><head><title>x</title><script>a()</script></head><body></body></html>',
    )
    expect(() => injectInlineScript('<p>no head</p>', 'a()')).toThrow(/head/)
  })
})
