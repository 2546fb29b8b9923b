/** What other features take from the contact feature. */
export { SupportLinks } from './support-links'
