import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  consentRevision,
  ACCEPT_ALL,
  applyGpc,
  consentExpiry,
  customChoices,
  hasGpcSignal,
  parseConsentDate,
  readConsent,
  REJECT_ALL,
  serializeConsent,
  type ConsentChoices,
} from './consent'

const REVISION = '2026-11-01'
const DECIDED = new Date('2026-11-10T09:30:00.000Z')
const current = (now: Date, revision = REVISION) => ({ revision, now })
const stored = (choices: ConsentChoices, date = DECIDED, revision = REVISION) => serializeConsent(choices, revision, date)

describe('serializeConsent', () => {
  it('stores the four categories with the revision, and the ISO date on its own', () => {
    const { record, date } = serializeConsent(customChoices({ analytics: true }), REVISION, DECIDED)
    expect(JSON.parse(record)).toEqual({
      essential: true,
      analytics: true,
      marketing: false,
      functional: false,
      revision: REVISION,
    })
    expect(date).toBe('2026-11-10T09:30:00.000Z')
  })

  it('always stores essential as true', () => {
    const forged = { ...REJECT_ALL, essential: false } as unknown as ConsentChoices
    expect(JSON.parse(serializeConsent(forged, REVISION, DECIDED).record).essential).toBe(true)
  })
})

describe('readConsent', () => {
  it('returns what Accept All, Reject All and a custom choice stored', () => {
    const later = new Date('2026-12-01T00:00:00Z')
    for (const choices of [ACCEPT_ALL, REJECT_ALL, customChoices({ functional: true, marketing: true })]) {
      expect(readConsent(stored(choices), current(later))).toEqual({ choices, date: DECIDED })
    }
  })

  it('counts nothing stored as no consent', () => {
    expect(readConsent({ record: null, date: null }, current(DECIDED))).toBeNull()
  })

  it('counts a record without its date, or a date without its record, as no consent', () => {
    const { record, date } = stored(ACCEPT_ALL)
    expect(readConsent({ record, date: null }, current(DECIDED))).toBeNull()
    expect(readConsent({ record: null, date }, current(DECIDED))).toBeNull()
  })

  it.each([
    ['not JSON', '{"essential":true,'],
    ['JSON null', 'null'],
    ['an array', '[true,true,true,true]'],
    ['a string', '"accepted"'],
    ['essential false', '{"essential":false,"analytics":false,"marketing":false,"functional":false,"revision":"2026-11-01"}'],
    ['a missing category', '{"essential":true,"analytics":true,"marketing":true,"revision":"2026-11-01"}'],
    ['a string for a boolean', '{"essential":true,"analytics":"true","marketing":false,"functional":false,"revision":"2026-11-01"}'],
    ['no revision', '{"essential":true,"analytics":true,"marketing":true,"functional":true}'],
  ])('counts a corrupt record (%s) as no consent', (_, record) => {
    expect(readConsent({ record, date: DECIDED.toISOString() }, current(DECIDED))).toBeNull()
  })

  it.each(['yesterday', '', '2026-11-10', '2026-13-45T99:00:00Z', '1763000000000'])('counts a corrupt date (%j) as no consent', (date) => {
    expect(readConsent({ record: stored(ACCEPT_ALL).record, date }, current(DECIDED))).toBeNull()
  })

  it('never throws on any stored strings', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.string()), (record, date) => {
        const result = readConsent({ record, date }, current(DECIDED))
        expect(result === null || typeof result.choices.analytics === 'boolean').toBe(true)
      }),
    )
  })

  it('asks again once analytics is configured, without a manual revision bump', () => {
    expect(consentRevision({ CONSENT_REVISION: 'r1', ANALYTICS_GA_ID: '' })).toBe('r1')
    const withAnalytics = consentRevision({ CONSENT_REVISION: 'r1', ANALYTICS_GA_ID: 'G-ABC' })
    expect(withAnalytics).not.toBe('r1')
    expect(readConsent(stored(REJECT_ALL, DECIDED, 'r1'), current(DECIDED, withAnalytics))).toBeNull()
  })

  it('asks again when the policy revision changed', () => {
    expect(readConsent(stored(ACCEPT_ALL, DECIDED, '2026-01-01'), current(DECIDED))).toBeNull()
  })

  it('keeps a choice until six calendar months have passed, then asks again', () => {
    const justBefore = new Date('2027-05-10T09:29:59.999Z')
    const exactly = new Date('2027-05-10T09:30:00.000Z')
    expect(readConsent(stored(REJECT_ALL), current(justBefore))).not.toBeNull()
    expect(readConsent(stored(REJECT_ALL), current(exactly))).toBeNull()
    expect(readConsent(stored(REJECT_ALL), current(new Date('2028-01-01T00:00:00Z')))).toBeNull()
  })

  it('does not trust a consent date in the future', () => {
    expect(readConsent(stored(ACCEPT_ALL), current(new Date('2026-11-10T09:29:59Z')))).toBeNull()
  })
})

describe('consentExpiry', () => {
  it('adds six calendar months in UTC, across a year end', () => {
    expect(consentExpiry(new Date('2026-08-31T12:00:00Z')).toISOString()).toBe('2027-03-03T12:00:00.000Z')
    expect(consentExpiry(new Date('2026-11-01T00:00:00Z')).toISOString()).toBe('2027-05-01T00:00:00.000Z')
  })
})

describe('parseConsentDate', () => {
  it('accepts ISO timestamps with Z or an offset', () => {
    expect(parseConsentDate('2026-11-10T09:30:00Z')?.toISOString()).toBe('2026-11-10T09:30:00.000Z')
    expect(parseConsentDate('2026-11-10T10:30:00+01:00')?.toISOString()).toBe('2026-11-10T09:30:00.000Z')
  })
})

describe('customChoices', () => {
  it('keeps essential on and everything not switched on off', () => {
    expect(customChoices({})).toEqual(REJECT_ALL)
    expect(customChoices({ analytics: true, marketing: true, functional: true })).toEqual(ACCEPT_ALL)
  })
})

describe('Global Privacy Control', () => {
  it('is on only when navigator.globalPrivacyControl is exactly true', () => {
    expect(hasGpcSignal({ globalPrivacyControl: true })).toBe(true)
    expect(hasGpcSignal({ globalPrivacyControl: false })).toBe(false)
    expect(hasGpcSignal({ globalPrivacyControl: '1' })).toBe(false)
    expect(hasGpcSignal({})).toBe(false)
    expect(hasGpcSignal(undefined)).toBe(false)
  })

  it('keeps marketing off and leaves the other categories as chosen', () => {
    expect(applyGpc(ACCEPT_ALL, true)).toEqual({ ...ACCEPT_ALL, marketing: false })
    expect(applyGpc(customChoices({ marketing: true, functional: true }), true)).toEqual(customChoices({ functional: true }))
  })

  it('changes nothing without the signal', () => {
    expect(applyGpc(ACCEPT_ALL, false)).toEqual(ACCEPT_ALL)
  })
})
