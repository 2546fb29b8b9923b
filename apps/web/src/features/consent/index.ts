/** What other features take from the consent feature. */
export { CookieSettingsLink } from './cookie-settings-link'
