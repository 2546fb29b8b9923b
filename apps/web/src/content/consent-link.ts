/** The footer's entry that reopens the cookie choices (in the initial bundle: keep it tiny). */
export const cookieSettingsLinkLabel = 'Cookie settings'
