import { describe, expect, it } from 'vitest'
import { isOnScreen } from './on-screen'

describe('isOnScreen', () => {
  it('is true for a box that overlaps the viewport, even partly', () => {
    expect(isOnScreen({ top: 0, bottom: 300 }, 800)).toBe(true)
    expect(isOnScreen({ top: 799, bottom: 1200 }, 800)).toBe(true)
    expect(isOnScreen({ top: -200, bottom: 1 }, 800)).toBe(true)
  })

  it('is false for a box below or above the viewport', () => {
    expect(isOnScreen({ top: 800, bottom: 1200 }, 800)).toBe(false)
    expect(isOnScreen({ top: -400, bottom: 0 }, 800)).toBe(false)
  })
})
