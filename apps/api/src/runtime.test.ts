import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { NODE_FLOOR, supportsNode } from './runtime.ts'

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

describe('NODE_FLOOR', () => {
  it('is the floor package.json declares in engines, which npm checks at install', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { engines: { node: string } }
    expect(pkg.engines.node).toBe(`>=${NODE_FLOOR.join('.')}`)
  })
})
