/** The section of a practice round page; the build allows the microphone (Permissions-Policy) on pages that have it. */
export const ROUND_SECTION_ID = 'practice-round'
