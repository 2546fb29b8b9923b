import { jsonLd, type HeadTag } from '~/lib/seo'
import { env } from '~/config/env'
import { site } from '~/content/site'
import { fallbackPlans, plansJsonLd } from './pricing'

/**
 * The plans as schema.org Product/Offer data for the home page's meta export. Built from the
 * static plans so it is in the prerendered HTML; the live prices come from the API later.
 * A non-executable JSON block: the strict CSP does not apply to it.
 */
export function pricingJsonLd(): HeadTag {
  return jsonLd(plansJsonLd(fallbackPlans, { name: site.name, description: site.summary, url: `${env.SITE_URL}/#pricing` }))
}
