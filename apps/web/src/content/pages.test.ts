import { describe, expect, it } from 'vitest'
import { documentTitle } from '~/lib/seo'
import { findPage, landingPages, NOT_FOUND_PRERENDER_PATH, pages, redirects } from './pages'
import { site } from './site'
import { SPEC_LANDING_SLUGS, SPEC_OTHER_ROUTES } from '~test/support/spec-routes'

describe('the route registry', () => {
  it('holds every route of the spec, in its group, each path once', () => {
    expect(new Set(pages.map((p) => p.path)).size).toBe(pages.length)
    for (const [path, kind] of Object.entries(SPEC_OTHER_ROUTES)) expect(findPage(path)?.kind, path).toBe(kind)
    for (const [group, slugs] of Object.entries(SPEC_LANDING_SLUGS)) {
      for (const slug of slugs) expect(findPage(`/features/${slug}`)?.group, slug).toBe(group)
    }
    expect(landingPages().length).toBeGreaterThanOrEqual(Object.values(SPEC_LANDING_SLUGS).flat().length)
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
