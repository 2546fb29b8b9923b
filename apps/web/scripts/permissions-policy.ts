/**
 * The per-page Permissions-Policy. Only pages with the "Try one question" widget or a practice
 * round may use the microphone, for optional speech input and recording, and only the practice
 * round's pages the camera, for a recorded take; only from our own origin. Every other page (and
 * every API answer) allows them nowhere; the policy's text is packages/contract/src/headers.ts's.
 */
import { permissionsPolicy as policy } from '@app/contract/headers'
import { TRY_QUESTION_SECTION_ID } from '../src/features/try-question/try-question'
import { ROUND_SECTION_ID } from '../src/features/practice-round/round-section'

export const NO_MICROPHONE = policy([])
export const OWN_MICROPHONE = policy(['microphone'])
export const OWN_CAMERA_AND_MICROPHONE = policy(['camera', 'microphone'])

/** The policy for one prerendered page, from its HTML. */
export function permissionsPolicy(html: string): string {
  const has = (id: string) => html.includes(`id="${id}"`)
  return has(ROUND_SECTION_ID) ? OWN_CAMERA_AND_MICROPHONE : has(TRY_QUESTION_SECTION_ID) ? OWN_MICROPHONE : NO_MICROPHONE
}
