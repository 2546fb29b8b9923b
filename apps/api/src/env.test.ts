import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseEnv } from './env.ts'

describe('parseEnv', () => {
  it('applies the documented defaults', () => {
    const env = parseEnv({})
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: path.resolve('data'),
      CORS_ORIGINS: [],
      TRUST_PROXY: false,
      LOG_LEVEL: 'info',
      RATE_LIMIT_TICKETS_15MIN: 5,
      RATE_LIMIT_TICKETS_DAY: 20,
      RATE_LIMIT_READS_MIN: 120,
    })
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.SMTP_URL).toBeUndefined()
    expect(env.WEB_BUILD_DIR).toMatch(/apps[/\\]web[/\\]build$/)
  })

  it('parses lists, proxies and numbers, treating empty values as unset', () => {
    const env = parseEnv({
      PORT: '8080',
      CORS_ORIGINS: 'https://a.test/, https://b.test',
      TRUST_PROXY: '10.0.0.0/8',
      DATABASE_URL: '',
      HOST: '0.0.0.0',
    })
    expect(env).toMatchObject({
      PORT: 8080,
      CORS_ORIGINS: ['https://a.test', 'https://b.test'],
      TRUST_PROXY: '10.0.0.0/8',
      DATABASE_URL: undefined,
      HOST: '0.0.0.0',
    })
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true)
    expect(parseEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false)
    expect(() => parseEnv({ TRUST_PROXY: '2' })).toThrow(/TRUST_PROXY: a hop count is ignored by Fastify 5/)
  })

  it('mails by SMTP when SMTP_URL is set, to files otherwise', () => {
    expect(parseEnv({}).MAIL_TRANSPORT).toBe('files')
    expect(parseEnv({ SMTP_URL: 'smtp://mail.test:25' }).MAIL_TRANSPORT).toBe('smtp')
    expect(parseEnv({ MAIL_TRANSPORT: 'files' }).MAIL_TRANSPORT).toBe('files')
    expect(() => parseEnv({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL: required with MAIL_TRANSPORT=smtp, e\.g\. SMTP_URL=smtp:\/\//)
    expect(() => parseEnv({ MAIL_TRANSPORT: 'files', SMTP_URL: 'smtp://mail.test' })).toThrow(
      /MAIL_TRANSPORT: is files, but SMTP_URL is set too/,
    )
    expect(() => parseEnv({ MAIL_TRANSPORT: 'pigeon' })).toThrow(/MAIL_TRANSPORT must be smtp or files/)
  })

  it('refuses to start in production without SMTP_URL unless mail to files is chosen explicitly', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /SMTP_URL: required when NODE_ENV=production, e\.g\. SMTP_URL=smtp:\/\/user:password@smtp\.example\.com:587; .*set MAIL_TRANSPORT=files/,
    )
    expect(() => parseEnv({ NODE_ENV: 'production', SMTP_URL: '  ' })).toThrow(/SMTP_URL: required when NODE_ENV=production/)
    expect(parseEnv({ NODE_ENV: 'production', SMTP_URL: 'smtps://u:p@mail.test:465' }).MAIL_TRANSPORT).toBe('smtp')
    expect(parseEnv({ NODE_ENV: 'production', MAIL_TRANSPORT: 'files' }).MAIL_TRANSPORT).toBe('files')
    expect(parseEnv({ NODE_ENV: 'development' }).MAIL_TRANSPORT).toBe('files')
  })

  it('parses the operator settings: metrics port and log format', () => {
    expect(parseEnv({}).METRICS_PORT).toBeUndefined()
    expect(parseEnv({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464)
    expect(() => parseEnv({ METRICS_PORT: '0' })).toThrow(/METRICS_PORT: must be a port from 1 to 65535/)
    expect(() => parseEnv({ METRICS_PORT: '3000' })).toThrow(/METRICS_PORT: must differ from PORT \(3000\).*e\.g\. METRICS_PORT=9464/)
    expect(parseEnv({}).LOG_FORMAT).toBeUndefined()
    expect(parseEnv({ LOG_FORMAT: 'pretty' }).LOG_FORMAT).toBe('pretty')
    expect(() => parseEnv({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT must be json or pretty/)
  })

  it('refuses invalid values with a readable message', () => {
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT: must be an integer/)
    expect(() => parseEnv({ PORT: '70000' })).toThrow(/PORT/)
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must start with postgres/)
    expect(() => parseEnv({ SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/)
    expect(() => parseEnv({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/)
  })
})
