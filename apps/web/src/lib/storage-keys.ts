/**
 * Every key the site keeps in the visitor's browser, named once (the drafts in sessionStorage,
 * the rest in localStorage): the features that read and write them, and the privacy policy that
 * lists them (content/legal/privacy-policy.md, through content/legal/index.ts), take them from here.
 */
import type { ContactType } from '@app/contract'

/** The cookie consent record `{ essential, analytics, marketing, functional, revision }`. */
export const CONSENT_STORAGE_KEY = 'cookie-consent'
/** The ISO 8601 timestamp of the consent choice. */
export const CONSENT_DATE_STORAGE_KEY = 'cookie-consent-date'
/** A consent choice older than this many months is asked for again. */
export const CONSENT_MAX_AGE_MONTHS = 6

/** The visitor's colour scheme choice. */
export const THEME_STORAGE_KEY = 'theme'

/** A contact or support form's unsent draft. */
export const draftKey = (type: ContactType): string => `contact-draft:${type}`

/** The one-question check's unsent answers, per page. */
export const practiceDraftKey = (path: string): string => `practice-draft:${path}`
/** The round in progress or finished, per practice page. */
export const roundKey = (slug: string): string => `practice-round:${slug}`
/** The questions of the visitor's last round, per practice page, so the next round asks others. */
export const seenKey = (slug: string): string => `practice-seen:${slug}`
/** The visitor's last finished rounds, per practice page, newest first. */
export const historyKey = (slug: string): string => `practice-history:${slug}`
/** Kept practice values that no longer read, set aside rather than deleted (the visitor is told), per practice page. */
export const setAsideKey = (slug: string): string => `practice-set-aside:${slug}`
/** The overall score of each role's last finished round, for the cards of /practice: `{ [slug]: LastScore }`. */
export const SCORES_KEY = 'practice-scores'
/** How many finished rounds a practice page keeps besides the current one. */
export const HISTORY_SIZE = 5

/** The IndexedDB database that keeps the practice round's recordings, on the device only. */
export const RECORDINGS_DB = 'practice-recordings'
