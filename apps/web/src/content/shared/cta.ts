import { site } from '~/content/site'
import type { Cta } from '~/content/landing/schema'

/** The shared call-to-action block that closes every landing page. */
export const cta: Cta = {
  heading: 'Your next interview is closer than you think',
  body: `Run your first AI mock interview today and get a scored report in minutes. Join ${site.claims.happyUsers} job seekers who practise with ${site.name}.`,
  button: { label: 'Start Free Trial' },
  note: 'Free plan available. Cancel anytime.',
}
