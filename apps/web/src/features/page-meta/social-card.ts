/**
 * What a page's social card (its Open Graph / Twitter image) says: the brand, a kicker naming
 * the page's kind or role, its title and its description. Pure: the image itself is drawn at
 * build time by social-card.server.tsx.
 */
import type { PageEntry, LandingGroup } from '~/content/pages'

export interface SocialCard {
  brand: string
  kicker: string
  title: string
  description: string
}

export const SOCIAL_CARD_SIZE = { width: 1200, height: 630 } as const

/** Where the build puts the cards: under assets/, which is served with immutable caching. */
export const SOCIAL_CARD_DIR = 'assets/og'

/** The footer's headings (chrome.yaml), which name a page's kind on its card. */
export interface CardHeadings {
  legalHeading: string
  groupHeadings: Record<LandingGroup, string>
}

export function socialCard(page: PageEntry, brand: { name: string; tagline: string }, footerCopy: CardHeadings): SocialCard {
  const kicker =
    page.kind === 'home'
      ? brand.tagline
      : page.kind === 'legal'
        ? footerCopy.legalHeading
        : page.kind === 'practice' && page.path !== '/practice'
          ? `Practice round · ${page.label}`
          : page.group
            ? `${footerCopy.groupHeadings[page.group]} · ${page.label}`
            : page.label
  return { brand: brand.name, kicker, title: page.title, description: page.description }
}

/** The card's file name: the page's slug and a hash of the image, so it can be cached forever. */
export function socialCardFile(path: string, hash: string): string {
  const slug = path === '/' ? 'home' : path.split('/').filter(Boolean).join('-')
  return `${SOCIAL_CARD_DIR}/${slug}-${hash}.png`
}
