import { describe, expect, it } from 'vitest'
import { parsePublicEnv } from './public-env'

describe('parsePublicEnv', () => {
  it('falls back to local defaults outside production', () => {
    expect(parsePublicEnv({}).SITE_URL).toBe('http://localhost:3000')
    expect(parsePublicEnv({ SITE_URL: 'https://www.practice.test/' }).SITE_URL).toBe('https://www.practice.test')
  })

  it('refuses a production build without SITE_URL, naming the variable and an example', () => {
    for (const source of [{}, { SITE_URL: '' }]) {
      expect(() => parsePublicEnv(source, { production: true })).toThrow(
        'SITE_URL: required when NODE_ENV=production: the public origin of the site, e.g. SITE_URL=https://www.example.com',
      )
    }
  })

  it.each([
    'http://localhost:3000',
    'https://LOCALHOST',
    'http://app.localhost:8080',
    'http://127.0.0.1:3000',
    'http://127.1.2.3',
    'http://0.0.0.0:3000',
    'http://[::1]:3000',
  ])('refuses the local origin %s in a production build', (url) => {
    expect(() => parsePublicEnv({ SITE_URL: url }, { production: true })).toThrow(
      /SITE_URL: .* is this machine, not a public origin \(NODE_ENV=production\); e\.g\. SITE_URL=https:\/\/www\.example\.com/,
    )
  })

  it('accepts a public origin in a production build', () => {
    expect(parsePublicEnv({ SITE_URL: 'https://www.practice.test' }, { production: true }).SITE_URL).toBe('https://www.practice.test')
    expect(parsePublicEnv({ SITE_URL: 'https://localhost.practice.test' }, { production: true }).SITE_URL).toBe(
      'https://localhost.practice.test',
    )
  })
})
