import { describe, expect, it } from 'vitest'
import { messages } from '~/content/practice.yaml'
import { speechErrorText } from './speech-error'

describe('a speech error code', () => {
  it('is told in its own words, and any code the copy does not know as "other"', () => {
    expect(speechErrorText('not-allowed')).toBe(messages.speechErrors['not-allowed'])
    for (const code of ['__proto__', 'constructor', 'toString', 'made-up', ''])
      expect(speechErrorText(code), code).toBe(messages.speechErrors.other)
  })
})
