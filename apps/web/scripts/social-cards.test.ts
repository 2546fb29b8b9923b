import { describe, expect, it } from 'vitest'
import { pages, type PageEntry } from '../src/content/pages'
import { site } from '../src/content/site'
import { footer } from '../src/content/chrome.yaml'
import { socialCard } from '../src/features/page-meta/social-card'
import { renderSocialCard } from '../src/features/page-meta/social-card.server'
import { checkSocialCards, pngSize, SOCIAL_CARD_MAX_BYTES } from './social-cards'

const SITE = 'https://example.com'
const page = (path: string): PageEntry => ({ path, kind: 'landing', label: 'x', title: 'x', description: 'x' })

/** A PNG header (signature + IHDR) with the given size, padded to `bytes`. */
function png(width: number, height: number, bytes = 100): Uint8Array {
  const out = new Uint8Array(bytes)
  out.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
  const view = new DataView(out.buffer)
  view.setUint32(16, width)
  view.setUint32(20, height)
  return out
}

const head = (og: string | null, twitter = og) =>
  [
    og === null ? '' : `<meta property="og:image" content="${og}"/>`,
    twitter === null ? '' : `<meta name="twitter:image" content="${twitter}"/>`,
  ].join('')

function check(htmlByPath: Record<string, string>, files: Record<string, Uint8Array>) {
  return checkSocialCards(Object.keys(htmlByPath).map(page), SITE, {
    html: (path) => htmlByPath[path]!,
    file: (rel) => files[rel] ?? null,
  })
}

describe('pngSize', () => {
  it('reads the size of a PNG and refuses anything else', () => {
    expect(pngSize(png(1200, 630))).toEqual({ width: 1200, height: 630 })
    expect(pngSize(new TextEncoder().encode('GIF89a, not a PNG at all'))).toBeNull()
  })
})

describe('checkSocialCards', () => {
  it('accepts pages that each point at their own 1200x630 card', () => {
    const { problems, cards } = check(
      { '/a': head(`${SITE}/assets/og/a-1.png`), '/b': head(`${SITE}/assets/og/b-2.png`) },
      { 'assets/og/a-1.png': png(1200, 630), 'assets/og/b-2.png': png(1200, 630, 2000) },
    )
    expect(problems).toEqual([])
    expect(cards.get('/b')).toEqual({ file: 'assets/og/b-2.png', bytes: 2000 })
  })

  it('fails a page without its own card, with the generic image, or whose file was not written', () => {
    const { problems } = check({ '/a': head(null), '/b': head(`${SITE}/og-image.png`), '/c': head(`${SITE}/assets/og/c-3.png`) }, {})
    expect(problems).toEqual([
      '/a: og:image is missing, not its own card under /assets/og/',
      `/b: og:image is ${SITE}/og-image.png, not its own card under /assets/og/`,
      '/c: assets/og/c-3.png was not written',
    ])
  })

  it('fails a card of the wrong size, over 100 KB, shared by two pages, or a twitter:image that differs', () => {
    const { problems } = check(
      {
        '/a': head(`${SITE}/assets/og/a-1.png`),
        '/b': head(`${SITE}/assets/og/a-1.png`),
        '/c': head(`${SITE}/assets/og/c-3.png`, `${SITE}/assets/og/x.png`),
        '/d': head(`${SITE}/assets/og/d-4.png`),
      },
      { 'assets/og/a-1.png': png(1200, 630), 'assets/og/c-3.png': png(600, 315), 'assets/og/d-4.png': png(1200, 630, 100 * 1024 + 1) },
    )
    expect(problems).toEqual([
      '/b: shares its card with /a',
      `/c: twitter:image (${SITE}/assets/og/x.png) differs from og:image`,
      '/c: assets/og/c-3.png is not a 1200x630 PNG',
      '/d: assets/og/d-4.png is 102401 bytes, over 100 KB',
    ])
  })
})

describe('renderSocialCard', () => {
  it('draws a 1200x630 PNG under 100 KB, the same bytes for the same card', async () => {
    const card = socialCard(
      pages.find((p) => p.path === '/features/mock-interview-nursing-students')!,
      site,
      footer,
    )
    const png = await renderSocialCard(card)
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 })
    expect(png.length).toBeLessThanOrEqual(SOCIAL_CARD_MAX_BYTES)
    expect(Buffer.compare(await renderSocialCard(card), png)).toBe(0)
    expect(Buffer.compare(await renderSocialCard({ ...card, title: 'Another title' }), png)).not.toBe(0)
  })
})
