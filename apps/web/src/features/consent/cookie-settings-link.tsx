import { cookieSettingsLinkLabel } from '../../content/consent-link'

/**
 * The footer's "Cookie settings" entry (an item of the Legal list) that reopens the choices: the
 * page's inline script does it while the bar is not hydrated (src/features/consent/early.ts), else the
 * consent manager. Either listens on the document, so this button needs no script of its own.
 */
export function CookieSettingsLink() {
  return (
    <li>
      <button type="button" className="footer-link cursor-pointer text-left" data-cookie-settings="">
        {cookieSettingsLinkLabel}
      </button>
    </li>
  )
}
