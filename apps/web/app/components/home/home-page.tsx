import { Suspense, type ReactNode } from 'react'
import { lazyUntilLoaded } from '../../lib/retry-import'
import { TryQuestionSection } from '../practice/try-question-section'
import { PricingSection } from '../pricing/pricing-section'
import { FeaturesSection } from './features-section'
import { HeroSection } from './hero-section'
import type { HomePageData } from './home-page.server'
import { HowItWorksSection } from './how-it-works-section'
import { TestimonialsSection } from './testimonials-section'
import { WhyChooseSection } from './why-choose-section'

// In the HTML and opened from it; its code comes after the page's first load (decision 011).
const DemoVideoDialog = lazyUntilLoaded(() => import('./demo-video-dialog'), (m) => m.DemoVideoDialog)

interface HomePageProps extends Pick<HomePageData, 'content' | 'video' | 'practice'> {
  /** The sections that run in the browser, when a build renders them apart (Astro's islands). */
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
      <Suspense fallback={null}>
        <DemoVideoDialog video={video} />
      </Suspense>
    </>
  )
}
