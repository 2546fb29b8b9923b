/** What other features take from the theme feature. */
export { ThemeControl } from './theme-control'
