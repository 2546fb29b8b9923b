import { describe, expect, it } from 'vitest'
import { minutesAndSeconds } from './clock'

describe('minutesAndSeconds', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [600, '10:00'],
    [-3, '0:00'],
  ])('%s s → %s', (seconds, text) => expect(minutesAndSeconds(seconds)).toBe(text))
})
