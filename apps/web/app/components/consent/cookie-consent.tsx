/** The cookie-settings popup and the consent-aware tag loader (consent issue). */
export function CookieConsent() {
  return null
}
