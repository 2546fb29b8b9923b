import { describe, expect, it } from 'vitest'
import { ROUND_SECTION_ID } from '../src/features/practice-round/round-section'
import { NO_MICROPHONE, OWN_CAMERA_AND_MICROPHONE, OWN_MICROPHONE, permissionsPolicy } from './permissions-policy'

describe('permissionsPolicy', () => {
  it('allows the microphone to our own origin only on a page with the practice widget', () => {
    expect(permissionsPolicy('<main><section id="try-a-question" aria-labelledby="x"></section></main>')).toBe(OWN_MICROPHONE)
    expect(OWN_MICROPHONE).toBe('camera=(), microphone=(self), geolocation=()')
  })

  it('allows the camera too, to our own origin, on a practice round’s page only', () => {
    expect(permissionsPolicy(`<main><section id="${ROUND_SECTION_ID}"></section></main>`)).toBe(OWN_CAMERA_AND_MICROPHONE)
    expect(OWN_CAMERA_AND_MICROPHONE).toBe('camera=(self), microphone=(self), geolocation=()')
  })

  it('allows it nowhere on any other page', () => {
    expect(permissionsPolicy('<main><h1>Privacy Policy</h1><p>try-a-question</p></main>')).toBe(NO_MICROPHONE)
    expect(NO_MICROPHONE).toBe('camera=(), microphone=(), geolocation=()')
  })
})
