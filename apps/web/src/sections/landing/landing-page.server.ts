import { tryQuestion } from '~/features/try-question/try-question.server'
import { resolveLanding } from '~/content/landing'
import { landingSlug, type PageEntry } from '~/content/pages'
import { socialCardUrl } from '~/features/page-meta/social-card.server'
import { renderIcons } from './icons.server'
import { UI_ICONS } from './landing-icon'

/**
 * What a landing page renders, worked out at build time: its content, its icons drawn to SVG,
 * its practice round and its social card. A registry page without a content module fails the build.
 */
export async function landingPageData(page: PageEntry) {
  const resolved = resolveLanding(landingSlug(page))
  if (!resolved) throw new Error(`No content module for landing page ${page.path} (src/content/landing)`)
  const { practice, ...content } = resolved
  return {
    page,
    socialImage: await socialCardUrl(page),
    content,
    icons: renderIcons(content, UI_ICONS),
    practice: tryQuestion(page.path, practice),
  }
}

export type LandingPageData = Awaited<ReturnType<typeof landingPageData>>
