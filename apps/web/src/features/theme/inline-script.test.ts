import { THEME_STORAGE_KEY } from '~/lib/storage-keys'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { installTheme } from './inline-script'

const root = document.documentElement
const option = (name: string, value: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"][value="${value}"]`)!
const checked = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value

/** The header's control and the phone menu's, as the page's HTML has them (nothing checked). */
function controls() {
  document.body.innerHTML = ['theme', 'theme-menu']
    .map((name) => ['system', 'light', 'dark'].map((v) => `<input type="radio" name="${name}" value="${v}" data-theme-option>`).join(''))
    .join('')
}

beforeAll(() => {
  // A visitor who chose dark on an earlier page: the script applies it as it runs, in the head.
  localStorage.setItem(THEME_STORAGE_KEY, 'dark')
  installTheme(document)
})

describe('the theme part of the inline script', () => {
  it('applies the stored choice at once, before the body is parsed', () => {
    expect(root.dataset.theme).toBe('dark')
  })

  describe('once the controls are parsed', () => {
    beforeEach(() => {
      controls()
      document.dispatchEvent(new Event('DOMContentLoaded'))
    })

    it('checks the stored option in every control', () => {
      expect([checked('theme'), checked('theme-menu')]).toEqual(['dark', 'dark'])
    })

    it('stores and applies a choice, and shows it in the other control', () => {
      option('theme-menu', 'light').click()
      expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light')
      expect(root.dataset.theme).toBe('light')
      expect(checked('theme')).toBe('light')

      option('theme', 'system').click()
      expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull()
      expect(root.hasAttribute('data-theme')).toBe(false)
      expect(checked('theme-menu')).toBe('system')
    })

    it('applies a choice made in another tab', () => {
      localStorage.setItem(THEME_STORAGE_KEY, 'dark')
      window.dispatchEvent(new StorageEvent('storage', { key: THEME_STORAGE_KEY, newValue: 'dark' }))
      expect(root.dataset.theme).toBe('dark')
      expect(checked('theme')).toBe('dark')
    })
  })
})
