import { describe, expect, it } from 'vitest'
import { documentTitle } from '../lib/seo'
import { findPage, landingPages, NOT_FOUND_PRERENDER_PATH, pages, redirects } from './pages'
import { site } from './site'

describe('the route registry', () => {
  it('lists the 34 routes of the spec, each once', () => {
    expect(pages).toHaveLength(34)
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length)
    expect(landingPages()).toHaveLength(31)
    expect(landingPages('feature')).toHaveLength(9)
    expect(landingPages('role')).toHaveLength(17)
    expect(landingPages('topic')).toHaveLength(5)
  })

  it('keeps the spelling of the spec for the interview preparation page', () => {
    expect(findPage('/features/interview-prepration')?.kind).toBe('landing')
  })

  it('gives every page a unique title and description within search-engine limits', () => {
    const titles = pages.map((p) => documentTitle(p.title, site.name))
    expect(new Set(titles).size).toBe(pages.length)
    expect(new Set(pages.map((p) => p.description)).size).toBe(pages.length)
    for (const [i, page] of pages.entries()) {
      expect(titles[i]!.length, page.path).toBeLessThanOrEqual(60)
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(70)
      expect(page.description.length, page.path).toBeLessThanOrEqual(160)
    }
  })

  it('redirects the five unprefixed paths to existing feature pages', () => {
    expect(redirects).toHaveLength(5)
    for (const redirect of redirects) {
      expect(findPage(redirect.from)).toBeUndefined()
      expect(findPage(redirect.to)?.kind).toBe('landing')
    }
  })

  it('finds pages with or without a trailing slash, and nothing else', () => {
    expect(findPage('/privacy-policy/')?.kind).toBe('legal')
    expect(findPage('/')?.kind).toBe('home')
    expect(findPage('/nope')).toBeUndefined()
    expect(findPage(NOT_FOUND_PRERENDER_PATH)).toBeUndefined()
  })
})
