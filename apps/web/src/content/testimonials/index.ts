import { collections } from '~/content.config'

/** The testimonials of testimonials.yaml, read when the module loads (in the build). */
export const testimonials = collections.testimonials.read().items
