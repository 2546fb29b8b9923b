import { describe, expect, it } from 'vitest'
import { pages } from '~/content/pages'
import { footer } from '~/content/chrome.yaml'
import { site } from '~/content/site'
import { socialCard, socialCardFile } from './social-card'

const page = (path: string) => pages.find((p) => p.path === path)!

describe('socialCard', () => {
  it('names the brand, and the role or kind of the page above its title and description', () => {
    expect(socialCard(page('/features/ai-mock-interview-data-analysts'), site, footer)).toEqual({
      brand: site.name,
      kicker: 'By role · Data Analysts',
      title: 'AI Mock Interviews for Data Analysts',
      description: page('/features/ai-mock-interview-data-analysts').description,
    })
    expect(socialCard(page('/'), site, footer).kicker).toBe(site.tagline)
    expect(socialCard(page('/privacy-policy'), site, footer).kicker).toBe('Legal')
    expect(socialCard(page('/features/behavioral-mock-interview'), site, footer).kicker).toBe('By interview type · Behavioral Interviews')
  })

  it('gives every page of the registry a card of its own', () => {
    const cards = pages.map((p) => JSON.stringify(socialCard(p, site, footer)))
    expect(new Set(cards).size).toBe(pages.length)
  })
})

describe('socialCardFile', () => {
  it('puts the slug and the hash in the name, under assets/og', () => {
    expect(socialCardFile('/', 'abc123')).toBe('assets/og/home-abc123.png')
    expect(socialCardFile('/features/mock-interview', 'abc123')).toBe('assets/og/features-mock-interview-abc123.png')
    expect(socialCardFile('/privacy-policy', 'f00')).toBe('assets/og/privacy-policy-f00.png')
  })
})
