import { THEME_STORAGE_KEY } from '~/lib/storage-keys'
import { afterEach, describe, expect, it } from 'vitest'
import { applyThemeChoice, parseThemeChoice, readThemeChoice, storeThemeChoice, THEME_COLORS } from './theme'

const throwing = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
  removeItem: () => {
    throw new Error('SecurityError')
  },
}

afterEach(() => localStorage.clear())

describe('the stored theme choice', () => {
  it('reads light and dark, and anything else as the system scheme', () => {
    expect(parseThemeChoice('light')).toBe('light')
    expect(parseThemeChoice('dark')).toBe('dark')
    for (const other of [null, undefined, '', 'system', 'DARK', '{"dark":true}']) expect(parseThemeChoice(other)).toBe('system')
  })

  it('stores light or dark, and the system scheme as nothing', () => {
    expect(storeThemeChoice(localStorage, 'dark')).toBe(true)
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark')
    expect(readThemeChoice(localStorage)).toBe('dark')
    expect(storeThemeChoice(localStorage, 'system')).toBe(true)
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull()
    expect(readThemeChoice(localStorage)).toBe('system')
  })

  it('falls back to the system scheme where storage is missing or refuses', () => {
    expect(readThemeChoice(null)).toBe('system')
    expect(readThemeChoice(throwing)).toBe('system')
    expect(storeThemeChoice(null, 'dark')).toBe(false)
    expect(storeThemeChoice(throwing, 'dark')).toBe(false)
  })
})

describe('applyThemeChoice', () => {
  function page() {
    document.head.innerHTML = `
      <meta name="theme-color" data-scheme="light" media="(prefers-color-scheme: light)" content="${THEME_COLORS.light}">
      <meta name="theme-color" data-scheme="dark" media="(prefers-color-scheme: dark)" content="${THEME_COLORS.dark}">`
  }
  const colours = () => [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((meta) => meta.content)

  it('sets <html data-theme> and gives the browser bar the chosen scheme whatever the system says', () => {
    page()
    applyThemeChoice(document, 'dark')
    expect(document.documentElement.dataset.theme).toBe('dark')
    expect(colours()).toEqual([THEME_COLORS.dark, THEME_COLORS.dark])
    applyThemeChoice(document, 'light')
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(colours()).toEqual([THEME_COLORS.light, THEME_COLORS.light])
  })

  it('gives the page back to the system scheme', () => {
    page()
    applyThemeChoice(document, 'dark')
    applyThemeChoice(document, 'system')
    expect(document.documentElement.hasAttribute('data-theme')).toBe(false)
    expect(colours()).toEqual([THEME_COLORS.light, THEME_COLORS.dark])
  })
})
