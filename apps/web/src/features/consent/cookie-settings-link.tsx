import { footerLink as cookieSettingsLinkLabel } from '~/content/consent.yaml'

/**
 * The footer's "Cookie settings" entry (an item of the Legal list) that reopens the choices: the
 * page's inline script listens on the window (inline-script.ts), so this button needs no script of its own.
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
