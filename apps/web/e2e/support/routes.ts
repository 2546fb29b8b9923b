/**
 * The routes a per-route browser spec visits: every page, but of the practice round pages (one
 * template, a page per question bank) only the picker and two rounds, to keep `npm test` short.
 * Specs that only fetch (foundation, security, cdn, social cards) check every page.
 */
import { pages, type PageEntry } from '~/content/pages'

const SAMPLED_PRACTICE_PATHS = ['/practice', '/practice/general', '/practice/data-analyst']

export const browsedPages: readonly PageEntry[] = pages.filter(
  (page) => page.kind !== 'practice' || SAMPLED_PRACTICE_PATHS.includes(page.path),
)
