/**
 * The legal pages: each a Markdown file here (privacy-policy.md, terms-of-service.md; how to
 * write one: markdown.ts), made into its document with the values below. Only the legal page
 * file (src/pages/[legal].astro, at build time) and the build's content check import this module.
 */
import { TICKET_RETENTION_DAYS } from '@app/contract'
import type { PublicEnv } from '~/config/public-env'
import { ContentError, readContentFile, type Problem } from '~/content/collection'
import { site } from '~/content/site'
import {
  CONSENT_DATE_STORAGE_KEY,
  CONSENT_MAX_AGE_MONTHS,
  CONSENT_STORAGE_KEY,
  HISTORY_SIZE,
  SCORES_KEY,
  THEME_STORAGE_KEY,
  draftKey,
  historyKey,
  setAsideKey,
  RECORDINGS_DB,
  roundKey,
  seenKey,
} from '~/lib/storage-keys'
import { conditionNames, legalFromMarkdown, legalHeadFromMarkdown } from './markdown'
import type { LegalContext, LegalDocument } from './schema'

/** The legal pages' paths, each its file's name. */
export const LEGAL_PATHS = ['/privacy-policy', '/terms-of-service'] as const

type LegalEnv = Pick<PublicEnv, 'SITE_URL' | 'APP_URL' | 'SUPPORT_EMAIL' | 'ANALYTICS_GA_ID' | 'LEGAL_GOVERNING_LAW' | 'DEMO_VIDEO_URL'>

/** The host an operator-configured demo video comes from, when that is another site. */
function externalHost(videoUrl: string, siteUrl: string): string | undefined {
  if (!/^https?:\/\//.test(videoUrl)) return undefined
  const video = new URL(videoUrl)
  return video.origin === new URL(siteUrl).origin ? undefined : video.host
}

export function legalContext(env: LegalEnv): LegalContext {
  return {
    siteUrl: env.SITE_URL,
    appUrl: env.APP_URL,
    supportEmail: env.SUPPORT_EMAIL,
    analyticsId: env.ANALYTICS_GA_ID,
    governingLaw: env.LEGAL_GOVERNING_LAW.trim(),
    externalVideoHost: externalHost(env.DEMO_VIDEO_URL, env.SITE_URL),
  }
}

/**
 * The `{{names}}` a legal page may use: what the code and the operator's settings decide, so the
 * text says what the site does. Empty when not set (`{{#if name}}` then takes its other part).
 */
function legalValues(ctx: LegalContext): Record<string, string> {
  const host = (url: string) => new URL(url).host
  return {
    brand: site.name,
    legalEntity: site.legalEntity,
    siteHost: host(ctx.siteUrl),
    appHost: host(ctx.appUrl),
    supportEmail: ctx.supportEmail,
    analyticsId: ctx.analyticsId,
    videoHost: ctx.externalVideoHost ?? '',
    governingLaw: ctx.governingLaw,
    ticketRetentionDays: String(TICKET_RETENTION_DAYS),
    ticketRetentionMonths: String(Math.round(TICKET_RETENTION_DAYS / (365 / 12))),
    consentMaxAgeMonths: String(CONSENT_MAX_AGE_MONTHS),
    historySize: String(HISTORY_SIZE),
    'storage.consent': CONSENT_STORAGE_KEY,
    'storage.consentDate': CONSENT_DATE_STORAGE_KEY,
    'storage.theme': THEME_STORAGE_KEY,
    'storage.round': roundKey('<role>'),
    'storage.seen': seenKey('<role>'),
    'storage.history': historyKey('<role>'),
    'storage.scores': SCORES_KEY,
    'storage.setAside': setAsideKey('<role>'),
    'storage.contactDraft': draftKey('contact'),
    'storage.supportDraft': draftKey('support'),
    'storage.recordings': RECORDINGS_DB,
  }
}

/** The `{{names}}` a legal page may use, as the editor lists them. */
export const legalValueNames = (): string[] =>
  Object.keys(
    legalValues({
      siteUrl: 'https://example.com',
      appUrl: 'https://example.com',
      supportEmail: '',
      analyticsId: '',
      governingLaw: '',
      externalVideoHost: undefined,
    }),
  )

/** A legal page's title and description, from its file's front matter. */
export function legalHead(path: (typeof LEGAL_PATHS)[number]) {
  const { file, text } = readContentFile(`legal${path}.md`)
  return legalHeadFromMarkdown(file, text)
}

/** The document of a legal page path, checked (a bad file fails the build with its line); undefined for another path. */
export function legalDocument(path: string, ctx: LegalContext): LegalDocument | undefined {
  if (!(LEGAL_PATHS as readonly string[]).includes(path)) return undefined
  const { file, text } = readContentFile(`legal${path}.md`)
  return legalFromMarkdown(file, text, legalValues(ctx))
}

/**
 * A legal page read every way its `{{#if}}`s can go, each setting they name set (to the build's
 * value, or a stand-in) or empty: what an operator's other settings would show is checked too.
 * Returns each way's document, the first as `ctx` makes the page; throws a ContentError with each
 * problem once, and a way that shows it.
 */
export function legalDocumentEveryWay(path: (typeof LEGAL_PATHS)[number], ctx: LegalContext): LegalDocument[] {
  const { file, text } = readContentFile(`legal${path}.md`)
  const values = legalValues(ctx)
  const names = conditionNames(text).filter((name) => Object.hasOwn(values, name))
  const problems = new Map<string, Problem>()
  const documents: LegalDocument[] = []
  // Way 0 takes every setting as it is; each bit of `way` turns one the other way.
  for (let way = 0; way < 2 ** names.length; way++) {
    const chosen = Object.fromEntries(names.map((name, i) => [name, !values[name] !== !(way & (1 << i)) ? values[name] || 'example' : '']))
    try {
      documents.push(legalFromMarkdown(file, text, { ...values, ...chosen }))
    } catch (error) {
      if (!(error instanceof ContentError)) throw error
      const how = names.map((name) => `${name} ${chosen[name] ? 'set' : 'empty'}`).join(', ')
      for (const problem of error.problems) {
        const key = `${problem.where ?? problem.path?.join('.')}: ${problem.rule}`
        if (!problems.has(key)) problems.set(key, how ? { ...problem, rule: `${problem.rule} (When the settings have ${how}.)` } : problem)
      }
    }
  }
  if (problems.size) throw new ContentError([...problems.values()])
  return documents
}

/** "2026-11-22" → "22 November 2026", the same wherever and whenever it is rendered. */
export function formatLegalDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}
