import { describe, expect, it } from 'vitest'
import { robotsTxt, sitemapXml } from './site-files'

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
})
