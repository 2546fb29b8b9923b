/**
 * The colour scheme a visitor chose in the header: the system's (nothing stored), light or dark.
 * The choice is essential storage (it only remembers a setting the visitor made, for them), so it
 * needs no consent: the privacy policy's cookie section and the cookie bar's Essential row say so.
 */
import { THEME_STORAGE_KEY } from '~/lib/storage-keys'

export const THEME_CHOICES = ['system', 'light', 'dark'] as const
export type ThemeChoice = (typeof THEME_CHOICES)[number]

/** The browser's bar above the page (`<meta name="theme-color">`), per scheme. */
export const THEME_COLORS = { light: '#4f46e5', dark: '#0f172a' } as const

/** What is stored, read leniently: anything but `light` or `dark` is the system's scheme. */
export function parseThemeChoice(stored: string | null | undefined): ThemeChoice {
  return stored === 'light' || stored === 'dark' ? stored : 'system'
}

/** The stored choice; storage that throws (a locked-down browser) means the system's scheme. */
export function readThemeChoice(storage: Pick<Storage, 'getItem'> | null): ThemeChoice {
  try {
    return parseThemeChoice(storage?.getItem(THEME_STORAGE_KEY))
  } catch {
    return 'system'
  }
}

/** Stores the choice (the system's scheme is stored as nothing at all); false where it cannot. */
export function storeThemeChoice(storage: Pick<Storage, 'setItem' | 'removeItem'> | null, choice: ThemeChoice): boolean {
  try {
    if (!storage) return false
    if (choice === 'system') storage.removeItem(THEME_STORAGE_KEY)
    else storage.setItem(THEME_STORAGE_KEY, choice)
    return true
  } catch {
    return false
  }
}

/**
 * Shows the choice: `<html data-theme>` (app.css sets `color-scheme` from it, and every token
 * follows), and the browser bar's colour. Without a choice the page follows the system's scheme
 * from its HTML alone (`color-scheme: light dark`, each meta's `media`).
 */
export function applyThemeChoice(doc: Document, choice: ThemeChoice): void {
  const root = doc.documentElement
  if (choice === 'system') root.removeAttribute('data-theme')
  else root.setAttribute('data-theme', choice)
  for (const meta of doc.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"][data-scheme]')) {
    const scheme = meta.dataset.scheme as keyof typeof THEME_COLORS
    meta.content = THEME_COLORS[choice === 'system' ? scheme : choice]
  }
}
