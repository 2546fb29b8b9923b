import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, headersFile, inlineHashes, pageHashes, withMetaPolicy } from './csp'

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`
const noConfig = { API_BASE_URL: '', DEMO_VIDEO_URL: '', ANALYTICS_GA_ID: '', ANALYTICS_SCRIPT_URL: '' }

describe('inlineHashes', () => {
  it('hashes every inline script once and skips external ones', () => {
    const html =
      '<script>a()</script><script type="module" async="">import "/x.js"</script>' +
      '<script src="/y.js"></script><script>a()</script><script id="_R_">b()</script>'
    expect(inlineHashes(html)).toEqual([sha('a()'), sha('import "/x.js"'), sha('b()')])
  })

  it('hashes style elements apart from scripts', () => {
    const html = '<style>p{color:red}</style><script>a()</script><link rel="stylesheet" href="/x.css"/>'
    expect(pageHashes(html)).toEqual({ scripts: [sha('a()')], styles: [sha('p{color:red}')] })
  })
})

describe('contentSecurityPolicy', () => {
  it('allows scripts only from our origin and the given hashes', () => {
    const csp = contentSecurityPolicy({ scripts: [sha('a()')], styles: [] }, noConfig)
    expect(csp).toContain(`script-src 'self' ${sha('a()')};`)
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("style-src 'self';")
  })

  it('allows inline style elements only by their hashes', () => {
    const csp = contentSecurityPolicy({ scripts: [], styles: [sha('p{}')] }, noConfig)
    expect(csp).toContain(`style-src 'self' ${sha('p{}')};`)
    expect(csp).not.toContain('unsafe-inline')
    for (const directive of [
      "default-src 'none'",
      "object-src 'none'",
      "base-uri 'none'",
      "frame-ancestors 'none'",
      "form-action 'self'",
    ]) {
      expect(csp).toContain(directive)
    }
  })

  it('names no third-party host without configuration', () => {
    expect(contentSecurityPolicy({ scripts: [], styles: [] }, noConfig)).not.toMatch(/https?:/)
  })

  it('adds the API, video and analytics origins only when configured', () => {
    const csp = contentSecurityPolicy(
      { scripts: [], styles: [] },
      {
        API_BASE_URL: 'https://api.example.com',
        DEMO_VIDEO_URL: 'https://cdn.example.com/demo.mp4',
        ANALYTICS_GA_ID: 'G-ABC',
        ANALYTICS_SCRIPT_URL: '',
      },
    )
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.example\.com/)
    expect(csp).toContain("media-src 'self' blob: https://cdn.example.com")
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/)
  })
})

describe('withMetaPolicy', () => {
  it('puts the policy first in the head, without what a meta policy cannot carry', () => {
    const html = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><script>1</script></head></html>'
    const out = withMetaPolicy(html, "default-src 'none'; script-src 'self' 'sha256-x'; frame-ancestors 'none'; form-action 'self'")
    expect(out).toBe(
      `<!DOCTYPE html><html><head><meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'self' 'sha256-x'; form-action 'self'"/><script>1</script></head></html>`,
    )
    expect(inlineHashes(out)).toEqual(inlineHashes(html))
  })

  it('refuses a page without a charset to follow', () => {
    expect(() => withMetaPolicy('<html><head><script>1</script></head></html>', "script-src 'self'")).toThrow(/charset/)
  })
})

describe('headersFile', () => {
  it('writes one block per path', () => {
    expect(headersFile({ '/': { A: '1', B: '2' }, '/x': { A: '3' } })).toBe('/\n  A: 1\n  B: 2\n\n/x\n  A: 3\n')
  })
})
