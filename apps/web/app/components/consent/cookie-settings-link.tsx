/** The footer's "Cookie settings" entry that reopens the popup (consent issue). */
export function CookieSettingsLink() {
  return null
}
