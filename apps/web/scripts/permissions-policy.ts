/**
 * The per-page Permissions-Policy. Only pages with the "Try one question" widget may use the
 * microphone, for its optional speech input, and only from our own origin; every other page
 * (and every API answer, see packages/contract/src/headers.ts) allows it nowhere.
 */
import { PRACTICE_SECTION_ID } from '../app/components/practice/practice-round'

const policy = (microphone: string) => `camera=(), microphone=${microphone}, geolocation=()`

export const NO_MICROPHONE = policy('()')
export const OWN_MICROPHONE = policy('(self)')

/** The policy for one prerendered page, from its HTML. */
export function permissionsPolicy(html: string): string {
  return html.includes(`id="${PRACTICE_SECTION_ID}"`) ? OWN_MICROPHONE : NO_MICROPHONE
}
