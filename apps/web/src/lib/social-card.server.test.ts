import { describe, expect, it } from 'vitest'
import { pngSize, SOCIAL_CARD_MAX_BYTES } from '../../scripts/social-cards'
import { pages } from '../content/pages'
import { site } from '../content/site'
import { socialCard } from './social-card'
import { renderSocialCard } from './social-card.server'

describe('renderSocialCard', () => {
  it('draws a 1200x630 PNG under 100 KB, the same bytes for the same card', async () => {
    const card = socialCard(pages.find((p) => p.path === '/features/mock-interview-nursing-students')!, site)
    const png = await renderSocialCard(card)
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 })
    expect(png.length).toBeLessThanOrEqual(SOCIAL_CARD_MAX_BYTES)
    expect(Buffer.compare(await renderSocialCard(card), png)).toBe(0)
    expect(Buffer.compare(await renderSocialCard({ ...card, title: 'Another title' }), png)).not.toBe(0)
  })
})
