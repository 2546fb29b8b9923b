/** Thresholds and timings of the site's behaviour (scrolling, API calls, dialogs, fade-ins), named once. */

/** The header shows its "at top" sticky style while the page is scrolled less than this. */
export const STICKY_HEADER_MAX_SCROLL_PX = 100
/** The floating Contact Us button appears once the page is scrolled further than this. */
export const CONTACT_BUTTON_MIN_SCROLL_PX = 200
/** Every API call gives up after this long. */
export const REQUEST_TIMEOUT_MS = 10_000
/** The thank-you dialog closes itself after this long. */
export const THANK_YOU_AUTO_CLOSE_MS = 3_000
/** The longest answer the practice widget and the practice round accept (their textarea's maxlength). */
export const ANSWER_MAX_CHARS = 10_000
/** Share of a section that must be visible before it fades in. */
export const FADE_IN_THRESHOLD = 0.1

/**
 * How far ahead of the viewport the pricing section starts loading its plans. It sits low on the
 * home page: waiting until it is about one screen away keeps the fetch layer (with zod) and two
 * API calls out of the page's load for visitors who never scroll there, while giving the calls a
 * screen of scrolling to finish before the section shows.
 */
export const PRICING_LOAD_AHEAD_MARGIN = '100% 0px'
/**
 * How far ahead of the viewport the "Try one question" widget's code starts loading: far enough
 * that it is live before a visitor scrolling down reaches it, near enough that a visitor who reads
 * only the hero on a phone does not download it.
 */
export const PRACTICE_LOAD_AHEAD_MARGIN = '50% 0px'
