/**
 * The legal documents by path, built from the operator's public configuration and validated.
 * Only the legal page file (src/pages/[legal].astro, at build time) imports this module.
 */
import type { PublicEnv } from '~/config/public-env'
import { privacyPolicy } from './privacy'
import { LegalDocumentSchema, type LegalContext, type LegalDocument } from './schema'
import { termsOfService } from './terms'

export const legalDocuments: Readonly<Record<string, (ctx: LegalContext) => LegalDocument>> = {
  '/privacy-policy': privacyPolicy,
  '/terms-of-service': termsOfService,
}

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

/** The document for a legal page path, validated (a broken document fails the build). */
export function legalDocument(path: string, ctx: LegalContext): LegalDocument | undefined {
  const build = legalDocuments[path]
  return build ? LegalDocumentSchema.parse(build(ctx)) : undefined
}

/** "2026-11-22" → "22 November 2026", the same wherever and whenever it is rendered. */
export function formatLegalDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}
