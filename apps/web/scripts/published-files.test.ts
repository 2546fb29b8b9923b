import { describe, expect, it } from 'vitest'
import { SECURITY_HEADERS } from '@app/contract/headers'
import { cdnHeaders, pageFile, robotsTxt, securityTxt, sitemapXml } from './published-files'

describe('site files', () => {
  it('lists every page in the sitemap with its canonical URL, XML-escaped', () => {
    const xml = sitemapXml(
      [
        { path: '/', kind: 'home', label: 'Home', title: 'Home', description: 'd' },
        { path: '/a&b', kind: 'legal', label: 'A', title: 'A', description: 'd' },
      ],
      'https://example.com',
    )
    expect(xml).toContain('<loc>https://example.com/</loc>')
    expect(xml).toContain('<loc>https://example.com/a&amp;b</loc>')
    expect(xml.match(/<url>/g)).toHaveLength(2)
  })

  it('points robots.txt at the sitemap', () => {
    expect(robotsTxt('https://example.com')).toContain('Sitemap: https://example.com/sitemap.xml')
  })

  it('keeps each page in the file named after its URL', () => {
    expect(pageFile('/')).toBe('index.html')
    expect(pageFile('/features/mock-interview')).toBe('features/mock-interview.html')
    expect(pageFile('/privacy-policy')).toBe('privacy-policy.html')
  })

  it('gives the CDN one site-wide rule from the API’s headers, each page its own policies, assets immutability', () => {
    const page = { 'Content-Security-Policy': "script-src 'self'", 'Permissions-Policy': 'camera=()' }
    const rules = cdnHeaders({ '/': page, '/features/x': page, '/404': page }, '/assets/pages-x.dict')
    expect(Object.keys(rules)).toEqual(['/*', '/', '/features/x', '/assets/*', '/assets/pages-x.dict'])
    const { 'permissions-policy': _own, ...siteWide } = SECURITY_HEADERS
    expect(rules['/*']).toEqual(siteWide)
    expect(rules['/*']).toMatchObject({ 'strict-transport-security': expect.stringMatching(/max-age/), 'x-frame-options': 'DENY' })
    expect(rules['/features/x']).toEqual({ ...page, 'Cache-Control': 'public, max-age=0, must-revalidate' })
    expect(rules['/assets/*']).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' })
    expect(rules['/assets/pages-x.dict']).toEqual({ 'Content-Type': 'text/plain; charset=utf-8' })
  })

  it('publishes a security contact that expires 360 days after the build, under a year (RFC 9116 §2.5.5)', () => {
    const text = securityTxt({
      contact: 'mailto:security@example.com',
      siteUrl: 'https://www.example.com',
      built: new Date('2026-11-25T08:00:00Z'),
    })
    expect(text).toBe(
      'Contact: mailto:security@example.com\nExpires: 2027-11-20T08:00:00.000Z\nCanonical: https://www.example.com/.well-known/security.txt\nPreferred-Languages: en\n',
    )
  })
})
