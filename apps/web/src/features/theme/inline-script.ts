/**
 * The theme control's part of the page's inline script (decision 011): it applies the stored
 * choice before the first paint, checks the matching option of every theme control once they are
 * parsed, and answers a change in any of them before (and without) any module script. A page kept
 * in the back/forward cache or prerendered before a change in another tab applies the choice
 * again when it is shown.
 */
import { browserStorage } from '~/lib/browser-storage'
import { applyThemeChoice, parseThemeChoice, readThemeChoice, storeThemeChoice, type ThemeChoice } from './theme'

/** The options of every theme control (the header's and the phone menu's). */
const THEME_OPTION_SELECTOR = 'input[data-theme-option]'

export function installTheme(doc: Document): void {
  const win = doc.defaultView!
  const store = browserStorage(win)
  const show = (choice: ThemeChoice) => {
    applyThemeChoice(doc, choice)
    for (const option of doc.querySelectorAll<HTMLInputElement>(THEME_OPTION_SELECTOR)) option.checked = option.value === choice
  }
  const showStored = () => show(readThemeChoice(store))
  showStored()
  doc.addEventListener('DOMContentLoaded', showStored)
  // Shown again from the back/forward cache, shown after a prerender, or changed in another tab.
  win.addEventListener('pageshow', showStored)
  doc.addEventListener('prerenderingchange', showStored)
  win.addEventListener('storage', showStored)
  doc.addEventListener('change', (event) => {
    const option = event.target as HTMLInputElement
    if (!option.matches?.(THEME_OPTION_SELECTOR)) return
    const choice = parseThemeChoice(option.value)
    storeThemeChoice(store, choice)
    show(choice)
  })
}
