/** Thresholds and timings of the site's behaviour (scrolling, API calls, dialogs, fade-ins), named once. */

/** The header shows its "at top" sticky style while the page is scrolled less than this. */
export const STICKY_HEADER_MAX_SCROLL_PX = 100
/** The floating Contact Us button appears once the page is scrolled further than this. */
export const CONTACT_BUTTON_MIN_SCROLL_PX = 200
/** Every API call gives up after this long. */
export const REQUEST_TIMEOUT_MS = 10_000
/** The thank-you dialog closes itself after this long. */
export const THANK_YOU_AUTO_CLOSE_MS = 3_000
/** Share of a section that must be visible before it fades in. */
export const FADE_IN_THRESHOLD = 0.1
