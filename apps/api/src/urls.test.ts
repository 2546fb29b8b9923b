import { describe, expect, it } from 'vitest'
import { originForm, sameOriginLocation } from './urls.ts'

describe('originForm', () => {
  it.each([
    ['/features/x?a=1', '/features/x?a=1'],
    ['https://evil.example/login/', '/login/'],
    ['HTTP://evil.example', '/'],
    ['http://evil.example?next=1', '/?next=1'],
    ['http://user@evil.example:8080//x', '//x'],
    ['*', '*'],
  ])('turns %s into %s', (url, expected) => {
    expect(originForm(url)).toBe(expected)
  })
})

describe('sameOriginLocation', () => {
  it.each([
    '/\\evil.example',
    '//evil.example',
    '///evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '\\\\evil.example',
    'https://evil.example',
    '/ /evil.example',
    '/x\\..\\y',
  ])('keeps %j on our origin', (path) => {
    const location = sameOriginLocation(path)
    expect(location).toMatch(/^\/(?![/\\])[^\\\s]*$/)
    expect(new URL(location, 'https://site.test/a/b').origin).toBe('https://site.test')
  })

  it('leaves ordinary paths alone', () => {
    expect(sameOriginLocation('/features/x')).toBe('/features/x')
    expect(sameOriginLocation('/features/caf%C3%A9')).toBe('/features/caf%C3%A9')
  })
})
