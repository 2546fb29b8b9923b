import type { Audience, SectionInput, SharedSectionId } from '~/content/landing/schema'
import { howItWorks } from './how-it-works'
import { instantFeedback } from './instant-feedback'
import { roleplay } from './roleplay'
import { star } from './star'
import { testimonialsSection } from './testimonials-section'

export { cta as sharedCta } from './cta'

/**
 * Sections written once and placed on many landing pages by id
 * (`{ kind: 'shared', id: 'star' }`), each filled in with the page's audience.
 * The Record type makes a missing or unknown id a type error; the schema's
 * enum makes it a build error.
 */
export const sharedSections: Record<SharedSectionId, (audience: Audience) => Exclude<SectionInput, { kind: 'shared' }>> = {
  roleplay,
  'instant-feedback': instantFeedback,
  star,
  'how-it-works': () => howItWorks,
  testimonials: testimonialsSection,
}
