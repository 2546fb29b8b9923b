import { describe, expect, it } from 'vitest'
import { fillLabel } from './fill-label'

describe('fillLabel', () => {
  it('replaces known placeholders and leaves unknown ones', () => {
    expect(fillLabel('Show testimonial {n}', { n: 2 })).toBe('Show testimonial 2')
    expect(fillLabel('{n} of {count} {x}', { n: 1, count: 3 })).toBe('1 of 3 {x}')
  })
})
