import type { ClientDirective } from 'astro'
import { storedChoice } from '../../app/early/consent'

/** A stored choice that lets a tag load: the only reason the consent manager needs its code. */
const allowsTags = () => {
  const choice = storedChoice(document)
  return choice !== null && (choice.analytics || choice.marketing)
}

/**
 * `client:consent`: the consent manager (and with it the tag loader) hydrates only once a stored
 * choice allows a tag: at load, when the visitor answers the bar (the inline script stores it and
 * clears <html data-consent-bar>), or when another tab stores one. Everything else the bar does,
 * the inline script does (app/early/consent.ts).
 */
const consentDirective: ClientDirective = (load) => {
  const check = () => {
    if (!allowsTags()) return
    observer.disconnect()
    window.removeEventListener('storage', check)
    void load().then((run) => run())
  }
  const observer = new MutationObserver(check)
  observer.observe(document.documentElement, { attributeFilter: ['data-consent-bar'] })
  window.addEventListener('storage', check)
  check()
}

export default consentDirective
