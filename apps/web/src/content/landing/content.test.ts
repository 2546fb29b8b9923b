import { describe, expect, it } from 'vitest'
import { copyTexts, words } from '~test/support/copy-text'
import { landingPages, landingSlug } from '~/content/pages'
import { sharedCta, sharedSections } from '~/content/shared'
import { landingContent, resolveLanding } from './index'
import { LandingContentSchema, SectionSchema, type ResolvedKind, type SectionOf } from './schema'

const pagesWithContent = [...landingContent.values()]

/** Every piece of copy a page writes itself (shared sections are references, so not counted). */
const ownText = copyTexts

describe('landing page content', () => {
  it('has content for every landing route of the registry, and a route for every content module', () => {
    const registrySlugs = landingPages().map(landingSlug)
    for (const slug of registrySlugs) {
      expect(landingContent.has(slug), `content for /features/${slug}`).toBe(true)
    }
    for (const slug of landingContent.keys()) expect(registrySlugs, `route for ${slug}`).toContain(slug)
  })

  it('gives every page a unique h1 and a unique registry title', () => {
    const h1s = pagesWithContent.map((page) => page.hero.heading)
    expect(new Set(h1s).size).toBe(h1s.length)
    const titles = landingPages().map((page) => page.title)
    expect(new Set(titles).size).toBe(titles.length)
  })

  it('places only shared sections that exist, and they parse as sections', () => {
    for (const page of pagesWithContent) {
      for (const [id, section] of Object.entries(sharedSections)) {
        expect(SectionSchema.parse(section(page.audience)).kind, `${id} on ${page.slug}`).not.toBe('shared')
      }
    }
    for (const page of pagesWithContent) {
      for (const section of page.sections) {
        if (section.kind === 'shared') expect(Object.keys(sharedSections), page.slug).toContain(section.id)
      }
    }
    expect(() => LandingContentSchema.parse({ ...pagesWithContent[0], sections: [{ kind: 'shared', id: 'nope' }] })).toThrow()
  })

  it('gives every section of a page a unique anchor', () => {
    for (const page of pagesWithContent) {
      const ids = resolveLanding(page.slug)!.sections.flatMap((section) => (section.id ? [section.id] : []))
      expect(new Set(ids).size, page.slug).toBe(ids.length)
    }
  })

  it('writes at least 300 words of its own on every page', () => {
    for (const page of pagesWithContent) {
      const count = ownText(page).flatMap(words).length
      expect(count, `${page.slug} has ${count} words of its own`).toBeGreaterThanOrEqual(300)
    }
  })

  it('never repeats a sentence-length text of another page, or of a shared section', () => {
    const seen = new Map<string, string>()
    const sharedTexts = JSON.stringify([
      pagesWithContent.map((page) => Object.values(sharedSections).map((section) => section(page.audience))),
      sharedCta,
    ])
    for (const page of pagesWithContent) {
      // The audience is written into the shared sections: its texts are the page's own.
      const audience = new Set(ownText(page.audience))
      for (const text of new Set(ownText(page))) {
        if (words(text).length < 8) continue
        expect(seen.get(text), `"${text}" is on ${page.slug} and ${seen.get(text)}`).toBeUndefined()
        if (!audience.has(text)) expect(sharedTexts.includes(text), `"${text}" on ${page.slug} copies a shared section`).toBe(false)
        seen.set(text, page.slug)
      }
    }
  })
})

describe('feature page content required by the spec', () => {
  const page = (slug: string) => {
    const content = resolveLanding(slug)
    if (!content) throw new Error(`no content for ${slug}`)
    return content
  }
  const section = <K extends ResolvedKind>(slug: string, kind: K) => {
    const found = page(slug).sections.find((s): s is SectionOf<K> => s.kind === kind)
    if (!found) throw new Error(`${slug} has no ${kind} section`)
    return found
  }

  it('has content for all nine feature pages', () => {
    for (const feature of landingPages('feature')) expect(landingContent.has(landingSlug(feature)), feature.path).toBe(true)
  })

  it('lists the eight question categories of product.md §9 and sample questions for three roles', () => {
    const categories = page('ai-question-generation').sections.find((s) => s.id === 'question-categories')
    expect(categories?.kind === 'cards' && categories.items.map((item) => item.title)).toEqual([
      'Behavioral',
      'Technical',
      'Situational',
      'Industry-Specific',
      'Leadership',
      'Problem-Solving',
      'Cultural Fit',
      'Career Growth',
    ])
    expect(section('ai-question-generation', 'questions').groups).toHaveLength(3)
    expect(section('ai-question-generation', 'cards').items.length).toBeGreaterThanOrEqual(3)
  })

  it('shows the specification’s static sample report, labelled as the full product’s', () => {
    const report = section('instant-interview-feedback-reports', 'sample-report')
    expect(report.summary.map((card) => card.label)).toEqual(['Overall score', 'Confidence', 'Readiness'])
    expect(report.summary[0]).toMatchObject({ value: '82/100', score: 82 })
    expect(report.skills.map((skill) => skill.score)).toEqual([85, 78, 72, 88])
    expect(report.note).toMatch(/full product/)
    expect(report.note).toMatch(/free practice round/)
  })

  it('offers HR and technical questions to freshers', () => {
    expect(section('mock-interview-freshers', 'questions').groups.map((group) => group.title)).toEqual(['HR round', 'Technical round'])
  })

  it('covers senior, system design and leadership questions and feedback on clarity, depth, executive presence', () => {
    const slug = 'mock-interview-experienced-professionals'
    expect(section(slug, 'questions').groups.map((group) => group.title)).toEqual(['Senior-level', 'System design', 'Leadership'])
    expect(section(slug, 'cards').items.map((item) => item.title)).toEqual(['Clarity', 'Depth', 'Executive presence'])
  })

  it('compares two lists of strengths and advises combining both coaches', () => {
    const comparison = section('ai-interview-coach-vs-human-coach', 'comparison')
    expect(comparison.columns).toHaveLength(2)
    expect(comparison.advice.title).toMatch(/combine/i)
  })

  it('previews a recording with REC, the steps Record, Review, Improve and a sample answer with feedback', () => {
    const slug = 'recorded-interview-practice-online'
    expect(section(slug, 'video-demo').recordingLabel).toBe('REC')
    expect(section(slug, 'steps').items.map((step) => step.title)).toEqual(['Record', 'Review', 'Improve'])
    expect(section(slug, 'chat').messages.map((message) => message.role)).toEqual(expect.arrayContaining(['candidate', 'feedback']))
  })
})
