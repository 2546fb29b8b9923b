/**
 * The build's check of the social cards: every registry page names its own card in og:image
 * and twitter:image, and the card is a 1200×630 PNG of at most 100 KB under assets/og/ (drawn
 * by src/features/page-meta/social-card.server.tsx while prerendering). postbuild fails on any problem.
 */
import type { PageEntry } from '../src/content/pages'
import { SOCIAL_CARD_DIR, SOCIAL_CARD_SIZE } from '../src/features/page-meta/social-card'

export const SOCIAL_CARD_MAX_BYTES = 100 * 1024

const PNG_SIGNATURE = '89504e470d0a1a0a'

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } | null {
  if (png.length < 24 || Buffer.from(png.subarray(0, 8)).toString('hex') !== PNG_SIGNATURE) return null
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

function metaContent(html: string, attr: 'property' | 'name', key: string): string | null {
  const tag = new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)
  return tag ? tag[1]! : null
}

export interface SocialCardFiles {
  html: (pagePath: string) => string
  /** The bytes of a file of the client folder, or null when it does not exist. */
  file: (relativePath: string) => Uint8Array | null
}

/** Every problem found, one line each; [] when each page has its own valid card. Returns the card of each page too. */
export function checkSocialCards(
  pages: readonly PageEntry[],
  siteUrl: string,
  files: SocialCardFiles,
): { problems: string[]; cards: Map<string, { file: string; bytes: number }> } {
  const problems: string[] = []
  const cards = new Map<string, { file: string; bytes: number }>()
  const owner = new Map<string, string>()
  const prefix = `${siteUrl}/${SOCIAL_CARD_DIR}/`
  for (const page of pages) {
    const html = files.html(page.path)
    const og = metaContent(html, 'property', 'og:image')
    const twitter = metaContent(html, 'name', 'twitter:image')
    if (!og || !og.startsWith(prefix) || !og.endsWith('.png')) {
      problems.push(`${page.path}: og:image is ${og ?? 'missing'}, not its own card under /${SOCIAL_CARD_DIR}/`)
      continue
    }
    if (twitter !== og) problems.push(`${page.path}: twitter:image (${twitter ?? 'missing'}) differs from og:image`)
    const file = og.slice(siteUrl.length + 1)
    const other = owner.get(file)
    if (other) problems.push(`${page.path}: shares its card with ${other}`)
    owner.set(file, page.path)
    const png = files.file(file)
    if (!png) {
      problems.push(`${page.path}: ${file} was not written`)
      continue
    }
    const size = pngSize(png)
    if (!size || size.width !== SOCIAL_CARD_SIZE.width || size.height !== SOCIAL_CARD_SIZE.height) {
      problems.push(`${page.path}: ${file} is not a ${SOCIAL_CARD_SIZE.width}x${SOCIAL_CARD_SIZE.height} PNG`)
    }
    if (png.length > SOCIAL_CARD_MAX_BYTES) problems.push(`${page.path}: ${file} is ${png.length} bytes, over 100 KB`)
    cards.set(page.path, { file, bytes: png.length })
  }
  return { problems, cards }
}
