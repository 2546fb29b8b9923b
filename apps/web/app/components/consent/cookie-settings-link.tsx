import { cookieSettingsLinkLabel } from '../../content/consent-link'
import { requestCookieSettings } from './consent-events'

/** The footer's "Cookie settings" entry (an item of the Legal list) that reopens the choices. */
export function CookieSettingsLink() {
  return (
    <li>
      <button
        type="button"
        className="footer-link cursor-pointer text-left"
        onClick={(event) => requestCookieSettings(event.currentTarget)}
      >
        {cookieSettingsLinkLabel}
      </button>
    </li>
  )
}
