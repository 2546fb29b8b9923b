import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { landingContent, resolveLanding } from '~/content/landing'
import { signupUrl } from '~/lib/links'
import { CtaSection } from './cta-section'
import { renderIcons } from './icons.server'
import { IconContext, UI_ICONS } from './landing-icon'
import { LandingHero } from './landing-hero'
import { LandingSections } from './landing-sections'

function renderPage(slug: string) {
  const content = resolveLanding(slug)!
  return render(
    <IconContext value={renderIcons(content, UI_ICONS)}>
      <LandingHero hero={content.hero} />
      <LandingSections sections={content.sections} />
      <CtaSection cta={content.cta} />
    </IconContext>,
  )
}

// One render per page (jsdom is slow), checked for everything a page must be.
describe.each([...landingContent.keys()])('landing page %s', (slug) => {
  it('has one h1, headings in order, unique ids, named sections, new-tab sign-up links and no inline styles', () => {
    const { container } = renderPage(slug)

    const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]))
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(resolveLanding(slug)!.hero.heading)
    expect(levels[0]).toBe(1)
    levels.forEach((level, i) => i > 0 && expect(level, `heading ${i}`).toBeLessThanOrEqual(levels[i - 1]! + 1))

    const ids = [...container.querySelectorAll('[id]')].map((el) => el.id)
    expect(new Set(ids).size).toBe(ids.length)
    for (const section of container.querySelectorAll('section')) {
      const label = section.getAttribute('aria-labelledby')
      expect(label && container.querySelector(`#${label}`)?.textContent).toBeTruthy()
    }

    const signups = container.querySelectorAll(`a[href="${signupUrl()}"]`)
    expect(signups.length).toBeGreaterThanOrEqual(2)
    for (const link of signups) expect(link).toHaveAttribute('target', '_blank')
    expect(container.querySelectorAll('[style]')).toHaveLength(0)
  })
})
