import { Suspense } from 'react'
import { FeaturesSection } from '../components/home/features-section'
import { HeroSection } from '../components/home/hero-section'
import { HowItWorksSection } from '../components/home/how-it-works-section'
import { TestimonialsSection } from '../components/home/testimonials-section'
import { WhyChooseSection } from '../components/home/why-choose-section'
import { practiceRound } from '../components/practice/practice-round.server'
import { TryQuestionSection } from '../components/practice/try-question-section'
import { pricingJsonLd } from '../components/pricing/pricing-json-ld'
import { PricingSection } from '../components/pricing/pricing-section'
import { env } from '../config/env'
import { home } from '../content/home'
import { findPage } from '../content/pages'
import { resolveDemoVideo } from '../lib/demo-video'
import { lazyUntilLoaded } from '../lib/retry-import'
import { pageMeta } from '../lib/page-meta'
import { socialCardUrl } from '../lib/social-card.server'
import type { Route } from './+types/home'

// Runs at build time: the copy travels in the prerendered page, not in the bundle.
export async function loader() {
  const { sources, cues, captionsEnabled } = resolveDemoVideo(home.demoVideo, env.DEMO_VIDEO_URL)
  const { practice, ...content } = home
  const page = findPage('/')!
  return {
    page,
    socialImage: await socialCardUrl(page),
    content,
    video: { ...home.demoVideo, sources, cues, captionsEnabled },
    practice: practiceRound('/', practice),
  }
}

// In the HTML and opened from it; its code comes after the page's first load (decision 011).
const DemoVideoDialog = lazyUntilLoaded(() => import('../components/home/demo-video-dialog'), (m) => m.DemoVideoDialog)

export const meta: Route.MetaFunction = ({ data }) => [...pageMeta(data), pricingJsonLd()]

export default function HomeRoute({ loaderData }: Route.ComponentProps) {
  const { content, video, practice } = loaderData
  return (
    <>
      <HeroSection content={content.hero} />
      <TryQuestionSection round={practice} />
      <FeaturesSection content={content.features} />
      <WhyChooseSection content={content.whyChoose} />
      <HowItWorksSection content={content.howItWorks} poster={video.poster} cues={video.cues} />
      <PricingSection />
      <TestimonialsSection content={content.testimonials} />
      <Suspense fallback={null}>
        <DemoVideoDialog video={video} />
      </Suspense>
    </>
  )
}
