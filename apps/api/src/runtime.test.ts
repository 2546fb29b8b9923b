import { describe, expect, it } from 'vitest'
import { supportsNode } from './runtime.ts'

describe('supportsNode', () => {
  it.each([
    ['v20.20.2', false],
    ['v22.11.0', false],
    ['v22.12.0', true],
    ['v22.23.3', true],
    ['v24.21.0', true],
    ['v26.0.0', true],
  ])('%s → %s', (version, expected) => expect(supportsNode(version)).toBe(expected))
})
