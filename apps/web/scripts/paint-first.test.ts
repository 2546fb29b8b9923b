import { describe, expect, it } from 'vitest'
import { inlineBlockingCss, lowerPreloadPriority } from './paint-first'

const css: Record<string, string> = { '/assets/root-a.css': 'p{color:red}', '/assets/print-b.css': 'p{color:#000}' }
const readCss = (href: string) => css[href] ?? ''

describe('inlineBlockingCss', () => {
  it('inlines the render-blocking stylesheet and keeps its link disabled for hydration', () => {
    const html = '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/root-a.css"/></head>'
    const { html: out, inlined } = inlineBlockingCss(html, readCss)
    expect(inlined).toEqual(['/assets/root-a.css'])
    expect(out).toBe(
      '<head><link rel="modulepreload" href="/assets/a.js"/>' +
        '<style>p{color:red}</style><link rel="stylesheet" href="/assets/root-a.css" disabled=""/></head>',
    )
  })

  it('leaves stylesheets with a media attribute alone (they do not block paint)', () => {
    const html = '<link rel="stylesheet" href="/assets/print-b.css" media="print"/>'
    expect(inlineBlockingCss(html, readCss)).toEqual({ html, inlined: [] })
  })

  it('refuses a stylesheet that would close the style element early', () => {
    const html = '<link rel="stylesheet" href="/x.css"/>'
    expect(() => inlineBlockingCss(html, () => 'a{content:"</style>"}')).toThrow(/cannot be inlined/)
  })
})

describe('lowerPreloadPriority', () => {
  it('marks every modulepreload link low priority and counts them', () => {
    const html = '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="modulepreload" href="/assets/b.js"/></head>'
    expect(lowerPreloadPriority(html)).toEqual({
      html:
        '<head><link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js"/></head>',
      lowered: 2,
    })
  })

  it('leaves other links alone', () => {
    const html = '<link rel="preload" href="/a.woff2" as="font"/><link rel="stylesheet" href="/a.css"/>'
    expect(lowerPreloadPriority(html)).toEqual({ html, lowered: 0 })
  })
})
