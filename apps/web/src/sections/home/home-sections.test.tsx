import { render, screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { home } from '~/content/home'
import { site } from '~/content/site'
import { signupUrl } from '~/lib/links'
import { FeaturesSection } from './features-section'
import { HeroSection } from './hero-section'
import { HowItWorksSection } from './how-it-works-section'
import { WhyChooseSection } from './why-choose-section'

// jsdom has no media queries or IntersectionObserver; FadeIn then leaves content visible.
window.matchMedia = vi.fn().mockReturnValue({ matches: false }) as unknown as typeof window.matchMedia

describe('HeroSection', () => {
  it('has the h1, every claim, sign-up in a new tab and a Watch Demo button that opens the modal', () => {
    render(<HeroSection content={home.hero} />)
    expect(screen.getByRole('heading', { level: 1, name: home.hero.heading })).toBeInTheDocument()
    for (const claim of [
      site.claims.interviewsCompleted,
      site.claims.heroSuccessRate,
      site.claims.companies,
      site.claims.averageRating,
      site.claims.happyUsers,
    ]) {
      expect(screen.getByText(claim)).toBeInTheDocument()
    }
    const trial = screen.getByRole('link', { name: 'Start Free Trial' })
    expect(trial).toHaveAttribute('href', signupUrl())
    expect(trial).toHaveAttribute('target', '_blank')
    expect(trial).toHaveAttribute('rel', 'noopener')
    const watch = screen.getByRole('button', { name: 'Watch Demo' })
    expect(watch).toHaveAttribute('aria-haspopup', 'dialog')
    expect(watch).toHaveAttribute('commandfor', 'demo-video-dialog')
    expect(watch).toHaveAttribute('command', 'show-modal')
  })
})

describe('FeaturesSection', () => {
  it('shows six feature cards and the three trusted-by logos under #features', () => {
    const { container } = render(<FeaturesSection content={home.features} />)
    expect(container.querySelector('section#features')).not.toBeNull()
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(6)
    for (const logo of home.features.trustedBy.logos) {
      expect(screen.getByRole('img', { name: logo.name })).toHaveAttribute('src', logo.src)
    }
  })
})

describe('WhyChooseSection', () => {
  it('labels real-time feedback Coming Soon and shows the sample question card', () => {
    render(<WhyChooseSection content={home.whyChoose} />)
    const item = screen.getByText('Real-time feedback on communication skills').closest('li')!
    expect(within(item).getByText('Coming Soon')).toBeInTheDocument()
    expect(screen.getAllByText('Coming Soon')).toHaveLength(1)
    expect(screen.getByText('Question 3 of 10')).toBeInTheDocument()
    expect(screen.getByText('04:32 remaining')).toBeInTheDocument()
  })
})

describe('HowItWorksSection', () => {
  const cues = home.demoVideo.cues

  it('numbers the four steps 01 to 04 under #how-it-works', () => {
    const { container } = render(<HowItWorksSection content={home.howItWorks} poster={home.demoVideo.poster} cues={cues} />)
    expect(container.querySelector('section#how-it-works')).not.toBeNull()
    const steps = within(screen.getByText('Upload Your Resume').closest('ol')!).getAllByRole('listitem')
    expect(steps.map((step) => step.textContent)).toEqual(
      home.howItWorks.steps.map((step, i) => `0${i + 1}${step.title}${step.description}`),
    )
  })

  it('has a video thumbnail button, sign-up calls to action in new tabs and the transcript', () => {
    render(<HowItWorksSection content={home.howItWorks} poster={home.demoVideo.poster} cues={cues} />)
    const thumbnail = screen.getByRole('button', { name: home.howItWorks.thumbnail.label })
    expect(thumbnail.querySelector('img')).toHaveAttribute('src', home.demoVideo.poster.src)
    expect(thumbnail).toHaveAttribute('commandfor', 'demo-video-dialog')
    const ctas = screen.getAllByRole('link')
    expect(ctas.length).toBeGreaterThanOrEqual(2)
    for (const cta of ctas) {
      expect(cta).toHaveAttribute('href', signupUrl())
      expect(cta).toHaveAttribute('target', '_blank')
    }
    expect(screen.getByText(home.howItWorks.transcriptSummary)).toBeInTheDocument()
    for (const cue of cues) expect(screen.getByText(cue.text)).toBeInTheDocument()
  })

  it('leaves the transcript out when the operator replaced the video', () => {
    render(<HowItWorksSection content={home.howItWorks} poster={home.demoVideo.poster} cues={[]} />)
    expect(screen.queryByText(home.howItWorks.transcriptSummary)).not.toBeInTheDocument()
  })
})
