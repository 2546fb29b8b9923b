/**
 * The per-page Permissions-Policy. Only pages with the "Try one question" widget or a practice round may use the
 * microphone, for its optional speech input, and only from our own origin; every other page
 * (and every API answer) allows it nowhere; the policy's text is packages/contract/src/headers.ts's.
 */
import { permissionsPolicy as policy } from '@app/contract/headers'
import { TRY_QUESTION_SECTION_ID } from '../src/features/try-question/try-question'
import { ROUND_SECTION_ID } from '../src/features/practice-round/round-section'

export const NO_MICROPHONE = policy('none')
export const OWN_MICROPHONE = policy('self')

/** The policy for one prerendered page, from its HTML. */
export function permissionsPolicy(html: string): string {
  return [TRY_QUESTION_SECTION_ID, ROUND_SECTION_ID].some((id) => html.includes(`id="${id}"`)) ? OWN_MICROPHONE : NO_MICROPHONE
}
