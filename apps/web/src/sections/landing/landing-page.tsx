import type { ReactNode } from 'react'
import { TryQuestionSection } from '~/features/try-question/try-question-section'
import { CtaSection } from './cta-section'
import { LandingHero } from './landing-hero'
import { IconContext } from './landing-icon'
import { LandingSections } from './landing-sections'
import type { LandingPageData } from './landing-page.server'

interface LandingPageProps extends Omit<LandingPageData, 'socialImage'> {
  /** The practice section, when a build renders it apart (Astro's island). */
  practiceSection?: ReactNode
}

/** A landing page's content: hero, the practice question, its sections, the closing call to action. */
export function LandingPage({ page, content, icons, practice, practiceSection }: LandingPageProps) {
  return (
    <IconContext value={icons}>
      <LandingHero hero={content.hero} />
      {practiceSection ?? <TryQuestionSection key={page.path} round={practice} />}
      <LandingSections sections={content.sections} />
      <CtaSection cta={content.cta} />
    </IconContext>
  )
}
