import { describe, expect, it } from 'vitest'
import { canonicalUrl, documentTitle, jsonLd, seoMeta } from './seo'

const tag = (attributes: Record<string, string>) => ({ kind: 'meta', attributes })

describe('seoMeta', () => {
  const input = {
    path: '/features/mock-interview',
    title: 'Mock interviews',
    description: 'Practice interviews.',
    siteName: 'Brand',
    siteUrl: 'https://example.com',
    image: '/assets/og/features-mock-interview-abc.png',
  }

  it('appends the brand to the title unless the title already names it', () => {
    expect(documentTitle('Pricing', 'Brand')).toBe('Pricing | Brand')
    expect(documentTitle('Brand for teams', 'Brand')).toBe('Brand for teams')
  })

  it('builds canonical URLs with a trailing slash only for the home page', () => {
    expect(canonicalUrl('https://example.com', '/')).toBe('https://example.com/')
    expect(canonicalUrl('https://example.com', '/terms-of-service')).toBe('https://example.com/terms-of-service')
  })

  it('emits title, description, canonical, Open Graph and Twitter tags', () => {
    const meta = seoMeta(input)
    expect(meta).toContainEqual({ kind: 'title', text: 'Mock interviews | Brand' })
    expect(meta).toContainEqual(tag({ name: 'description', content: 'Practice interviews.' }))
    expect(meta).toContainEqual({ kind: 'link', attributes: { rel: 'canonical', href: 'https://example.com/features/mock-interview' } })
    expect(meta).toContainEqual(tag({ property: 'og:url', content: 'https://example.com/features/mock-interview' }))
    expect(meta).toContainEqual(tag({ name: 'twitter:card', content: 'summary_large_image' }))
  })

  it("points og:image and twitter:image at the page's own card", () => {
    const own = seoMeta(input)
    for (const tag of [
      { property: 'og:image', content: 'https://example.com/assets/og/features-mock-interview-abc.png' },
      { property: 'og:image:width', content: '1200' },
      { property: 'og:image:height', content: '630' },
      { property: 'og:image:alt', content: 'Mock interviews | Brand' },
      { name: 'twitter:image', content: 'https://example.com/assets/og/features-mock-interview-abc.png' },
    ]) {
      expect(own).toContainEqual({ kind: 'meta', attributes: tag })
    }
  })

  it('marks pages that must not be indexed and gives them no canonical URL', () => {
    const meta = seoMeta({ ...input, noindex: true })
    expect(meta).toContainEqual(tag({ name: 'robots', content: 'noindex' }))
    expect(meta.some((m) => m.kind === 'link')).toBe(false)
  })
})

describe('jsonLd', () => {
  it('escapes <, so no text can close the script element', () => {
    expect(jsonLd({ '@type': 'Thing', name: '</script><script>alert(1)</script>' })).toEqual({
      kind: 'json-ld',
      json: '{"@type":"Thing","name":"\\u003c/script>\\u003cscript>alert(1)\\u003c/script>"}',
    })
  })
})
