import type { ReactNode } from 'react'
import { TryQuestionSection } from '~/features/try-question/try-question-section'
import { PricingSection } from '~/features/pricing/pricing-section'
import { DemoVideoDialog } from '~/features/demo-video/demo-video-dialog'
import { FeaturesSection } from './features-section'
import { HeroSection } from './hero-section'
import type { HomePageData } from './home-page.server'
import { HowItWorksSection } from './how-it-works-section'
import { TestimonialsSection } from '~/features/testimonials/testimonials-section'
import { WhyChooseSection } from './why-choose-section'

interface HomePageProps extends Pick<HomePageData, 'content' | 'video' | 'practice'> {
  /** The sections that run in the browser, as the page passes them (islands); else rendered here. */
  practiceSection?: ReactNode
  pricingSection?: ReactNode
  testimonialsCarousel?: ReactNode
}

/** The home page's sections, then the demo video's dialog. */
export function HomePage({ content, video, practice, practiceSection, pricingSection, testimonialsCarousel }: HomePageProps) {
  return (
    <>
      <HeroSection content={content.hero} />
      {practiceSection ?? <TryQuestionSection round={practice} />}
      <FeaturesSection content={content.features} />
      <WhyChooseSection content={content.whyChoose} />
      <HowItWorksSection content={content.howItWorks} poster={video.poster} cues={video.cues} />
      {pricingSection ?? <PricingSection />}
      <TestimonialsSection content={content.testimonials} carousel={testimonialsCarousel} />
      <DemoVideoDialog video={video} />
    </>
  )
}
