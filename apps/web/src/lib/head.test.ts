import { describe, expect, it } from 'vitest'
import { headTags } from './head'

describe('headTags', () => {
  it('turns head descriptors into title, meta, link and JSON-LD tags', () => {
    expect(
      headTags([
        { title: 'Privacy Policy | Brand' },
        { name: 'description', content: 'What we collect.' },
        { property: 'og:image:width', content: 1200 },
        { tagName: 'link', rel: 'canonical', href: 'https://example.com/privacy-policy' },
        { 'script:ld+json': { '@type': 'Thing', name: '</script><script>alert(1)</script>' } },
      ]),
    ).toEqual([
      { kind: 'title', text: 'Privacy Policy | Brand' },
      { kind: 'meta', attributes: { name: 'description', content: 'What we collect.' } },
      { kind: 'meta', attributes: { property: 'og:image:width', content: '1200' } },
      { kind: 'link', attributes: { rel: 'canonical', href: 'https://example.com/privacy-policy' } },
      { kind: 'json-ld', json: '{"@type":"Thing","name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}' },
    ])
  })
})
