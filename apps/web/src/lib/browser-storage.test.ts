import { describe, expect, it } from 'vitest'
import { browserStorage, sessionDraftStorage } from './browser-storage'

describe('the browser storages', () => {
  it('are the window’s, or null where reading them throws', () => {
    expect(browserStorage(window)).toBe(window.localStorage)
    const blocked = Object.defineProperty({}, 'localStorage', {
      get() {
        throw new DOMException('blocked', 'SecurityError')
      },
    }) as Window
    expect(browserStorage(blocked)).toBeNull()
    expect(sessionDraftStorage()).toBe(window.sessionStorage)
  })
})
