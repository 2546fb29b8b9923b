/**
 * The policy revision a stored choice must match (consent.ts), on its own so that the root
 * layout can put it in every page's head without the consent rules in the page's first load.
 */

/**
 * Switching analytics on adds tags the visitor was never asked about, so it asks everyone again
 * (the privacy policy promises this) without the operator having to bump CONSENT_REVISION by hand.
 */
export function consentRevision(config: { CONSENT_REVISION: string; ANALYTICS_GA_ID: string }): string {
  return config.ANALYTICS_GA_ID ? `${config.CONSENT_REVISION}+analytics` : config.CONSENT_REVISION
}

/** The <meta> of every page's head that carries consentRevision(env) to the inline script. */
export const CONSENT_REVISION_META = 'consent-revision'
