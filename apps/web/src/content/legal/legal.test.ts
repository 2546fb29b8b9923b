import { CONSENT_DATE_STORAGE_KEY, CONSENT_STORAGE_KEY } from '~/lib/storage-keys'
import { TICKET_RETENTION_DAYS } from '@app/contract'
import { describe, expect, it } from 'vitest'
import { parsePublicEnv } from '~/config/public-env'
import { pages } from '~/content/pages'
import { site } from '~/content/site'
import { formatLegalDate, LEGAL_PATHS, legalContext, legalDocument } from './index'
import { LegalDocumentSchema, type LegalContext, type LegalDocument, type RichText } from './schema'

/** The terms' marked gap while the operator has not named the governing law (content/legal/terms-of-service.md). */
const GOVERNING_LAW_PLACEHOLDER = '[Governing law not yet specified by the operator]'

const ctx: LegalContext = legalContext(parsePublicEnv({}))

function doc(path: string, overrides: Partial<LegalContext> = {}): LegalDocument {
  const built = legalDocument(path, { ...ctx, ...overrides })
  if (!built) throw new Error(`no legal document for ${path}`)
  return built
}

/** Every piece of text in a document, flattened, for "does it say X" checks. */
function allText(document: LegalDocument): string {
  const rich = (text: RichText) => text.map((span) => (typeof span === 'string' ? span : span.text)).join('')
  const parts = [document.title, ...document.intro.map(rich)]
  for (const section of document.sections) {
    parts.push(section.heading)
    for (const block of section.blocks) {
      if (block.kind === 'paragraph') parts.push(rich(block.text))
      if (block.kind === 'subheading') parts.push(block.text)
      if (block.kind === 'list') parts.push(...block.items.map(rich))
      if (block.kind === 'definitions') parts.push(...block.items.map((i) => `${rich(i.term)} ${rich(i.description)}`))
    }
  }
  return parts.join('\n')
}

const sectionText = (document: LegalDocument, id: string) =>
  allText({ ...document, intro: [[' ']], sections: document.sections.filter((s) => s.id === id) })

describe('privacy policy', () => {
  it('has the 12 sections of product.md §2 in order', () => {
    expect(doc('/privacy-policy').sections.map((s) => s.id)).toEqual([
      'information-we-collect',
      'how-we-use-your-information',
      'how-we-share-your-information',
      'security',
      'cookies',
      'privacy-rights',
      'retention',
      'international-transfers',
      'children',
      'third-party-links',
      'changes',
      'contact',
    ])
  })

  it('states the ticket retention the API applies', () => {
    expect(sectionText(doc('/privacy-policy'), 'retention')).toContain(`${TICKET_RETENTION_DAYS} days`)
    expect(TICKET_RETENTION_DAYS).toBe(365)
    expect(sectionText(doc('/privacy-policy'), 'retention')).toContain('12 months')
  })

  it('names both consent storage keys and the four categories', () => {
    const cookies = sectionText(doc('/privacy-policy'), 'cookies')
    expect(cookies).toContain(CONSENT_STORAGE_KEY)
    expect(cookies).toContain(CONSENT_DATE_STORAGE_KEY)
    for (const category of ['Essential', 'Analytics', 'Marketing', 'Functional']) expect(cookies).toContain(category)
    expect(cookies).toContain('Global Privacy Control')
  })

  it('says analytics is off unless an analytics id is configured', () => {
    expect(allText(doc('/privacy-policy', { analyticsId: '' }))).toContain('Analytics is currently switched off')
    const on = allText(doc('/privacy-policy', { analyticsId: 'G-TEST123' }))
    expect(on).not.toContain('Analytics is currently switched off')
    expect(on).toContain('G-TEST123')
  })

  it('names the minimum age, the support e-mail and the operator', () => {
    const text = allText(doc('/privacy-policy', { supportEmail: 'help@example.org' }))
    expect(sectionText(doc('/privacy-policy'), 'children')).toContain('at least 16')
    expect(text).toContain('help@example.org')
    expect(text).toContain(site.legalEntity)
  })

  it('mentions a demo video host only when the video comes from another site', () => {
    expect(allText(doc('/privacy-policy'))).not.toContain('demo video')
    expect(allText(doc('/privacy-policy', { externalVideoHost: 'videos.example.net' }))).toContain('videos.example.net')
  })
})

describe('terms of service', () => {
  it('has the 17 sections of product.md §2 in order', () => {
    expect(doc('/terms-of-service').sections.map((s) => s.id)).toEqual([
      'prohibited-activities',
      'user-contributions',
      'licence',
      'services-management',
      'termination',
      'modifications',
      'governing-law',
      'dispute-resolution',
      'corrections',
      'disclaimer',
      'liability',
      'indemnification',
      'user-data',
      'electronic-communications',
      'california-users',
      'miscellaneous',
      'contact',
    ])
  })

  it('shows a marked placeholder while the governing law is not set', () => {
    const section = doc('/terms-of-service', { governingLaw: '' }).sections.find((s) => s.id === 'governing-law')
    const spans = section?.blocks.flatMap((b) => (b.kind === 'paragraph' ? b.text : []))
    expect(spans).toContainEqual({ kind: 'placeholder', text: GOVERNING_LAW_PLACEHOLDER })
  })

  it('names the configured governing law instead of the placeholder', () => {
    const text = allText(doc('/terms-of-service', { governingLaw: 'the State of Delaware, USA' }))
    expect(text).toContain('the State of Delaware, USA')
    expect(text).not.toContain(GOVERNING_LAW_PLACEHOLDER)
  })
})

describe('legal documents', () => {
  it('exist for exactly the legal pages of the registry', () => {
    const legalPaths = pages.filter((page) => page.kind === 'legal').map((page) => page.path)
    expect([...LEGAL_PATHS].sort()).toEqual(legalPaths.sort())
  })

  it('have the title of their registry page and a valid shape', () => {
    for (const page of pages.filter((p) => p.kind === 'legal')) {
      const document = doc(page.path)
      expect(document.title).toBe(page.title)
      expect(LegalDocumentSchema.safeParse(document).success).toBe(true)
    }
  })

  it('link only to sections that exist', () => {
    for (const path of LEGAL_PATHS) {
      const hrefs = [...allLinks(doc(path))]
      for (const href of hrefs) {
        const [target = '', hash] = href.split('#')
        if (hash === undefined || href.startsWith('mailto:') || href.startsWith('http')) continue
        const targetDoc = doc(target === '' ? path : target)
        expect(
          targetDoc.sections.map((s) => s.id),
          href,
        ).toContain(hash)
      }
    }
  })

  it('refuse a link that starts like a site path but leaves the site ("//host/…")', () => {
    const document = doc('/privacy-policy')
    const withLink = (href: string) => ({ ...document, intro: [[{ kind: 'link' as const, text: 'a link', href }]] })
    expect(LegalDocumentSchema.safeParse(withLink('/terms-of-service')).success).toBe(true)
    expect(LegalDocumentSchema.safeParse(withLink('https://example.com/x')).success).toBe(true)
    for (const href of ['//evil.example/phish', '///evil.example', 'javascript:alert(1)'])
      expect(LegalDocumentSchema.safeParse(withLink(href)).success, href).toBe(false)
  })

  it('reject duplicate section ids', () => {
    const document = doc('/privacy-policy')
    const duplicated = { ...document, sections: [...document.sections, document.sections[0]!] }
    expect(LegalDocumentSchema.safeParse(duplicated).success).toBe(false)
  })

  it('format the last-updated date the same in every time zone', () => {
    expect(formatLegalDate('2026-11-22')).toBe('22 November 2026')
    expect(formatLegalDate('2027-01-01')).toBe('1 January 2027')
  })
})

function* allLinks(document: LegalDocument): Generator<string> {
  const fromRich = function* (text: RichText) {
    for (const span of text) if (typeof span !== 'string' && span.kind === 'link') yield span.href
  }
  for (const text of document.intro) yield* fromRich(text)
  for (const section of document.sections) {
    for (const block of section.blocks) {
      if (block.kind === 'paragraph') yield* fromRich(block.text)
      if (block.kind === 'list') for (const item of block.items) yield* fromRich(item)
      if (block.kind === 'definitions') for (const item of block.items) yield* [...fromRich(item.term), ...fromRich(item.description)]
    }
  }
}
