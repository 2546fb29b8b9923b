import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, headersFile, inlineScriptHashes } from './csp'

const sha = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`
const noConfig = { API_BASE_URL: '', DEMO_VIDEO_URL: '', ANALYTICS_GA_ID: '', ANALYTICS_SCRIPT_URL: '' }

describe('inlineScriptHashes', () => {
  it('hashes every inline script once and skips external ones', () => {
    const html =
      '<script>a()</script><script type="module" async="">import "/x.js"</script>' +
      '<script src="/y.js"></script><script>a()</script><script id="_R_">b()</script>'
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('import "/x.js"'), sha('b()')])
  })
})

describe('contentSecurityPolicy', () => {
  it('allows scripts only from our origin and the given hashes', () => {
    const csp = contentSecurityPolicy([sha('a()')], noConfig)
    expect(csp).toContain(`script-src 'self' ${sha('a()')};`)
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("style-src 'self';")
    for (const directive of ["default-src 'none'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(csp).toContain(directive)
    }
  })

  it('names no third-party host without configuration', () => {
    expect(contentSecurityPolicy([], noConfig)).not.toMatch(/https?:/)
  })

  it('adds the API, video and analytics origins only when configured', () => {
    const csp = contentSecurityPolicy([], {
      API_BASE_URL: 'https://api.example.com',
      DEMO_VIDEO_URL: 'https://cdn.example.com/demo.mp4',
      ANALYTICS_GA_ID: 'G-ABC',
      ANALYTICS_SCRIPT_URL: '',
    })
    expect(csp).toMatch(/connect-src 'self' https:\/\/api\.example\.com/)
    expect(csp).toContain("media-src 'self' https://cdn.example.com")
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com/)
  })
})

describe('headersFile', () => {
  it('writes one block per path', () => {
    expect(headersFile({ '/': { A: '1', B: '2' }, '/x': { A: '3' } })).toBe('/\n  A: 1\n  B: 2\n\n/x\n  A: 3\n')
  })
})
