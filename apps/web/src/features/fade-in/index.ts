/** What other features take from the fade-in feature. */
export { FadeIn } from './fade-in'
