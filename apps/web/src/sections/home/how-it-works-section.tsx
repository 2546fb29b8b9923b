import { ArrowRight } from 'lucide-react'
import type { HomeContent } from '~/content/home'
import type { Cue } from '~/features/demo-video/demo-video'
import { AppLink } from '~/components/ui/app-link'
import { FadeIn } from '~/features/fade-in/fade-in'
import { SectionHeading } from '~/components/ui/section-heading'
import { VideoThumbnail } from '~/features/demo-video/video-thumbnail'
import { minutesAndSeconds } from '~/lib/clock'

interface HowItWorksSectionProps {
  content: HomeContent['howItWorks']
  poster: HomeContent['demoVideo']['poster']
  cues: readonly Cue[]
}

const stepNumber = (index: number) => String(index + 1).padStart(2, '0')

export function HowItWorksSection({ content, poster, cues }: HowItWorksSectionProps) {
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-heading" className="py-20 sm:py-24">
      <FadeIn className="container-page">
        <SectionHeading
          id="how-it-works-heading"
          eyebrow={content.eyebrow}
          heading={content.heading}
          intro={content.intro}
          className="max-w-2xl"
        />
        <div className="mt-14 grid items-start gap-12 lg:grid-cols-2">
          <div>
            <VideoThumbnail poster={poster} label={content.thumbnail.label} />
            <p className="mt-3 text-sm text-muted">{content.thumbnail.caption}</p>
            {cues.length > 0 ? (
              <details className="mt-4 rounded-lg border border-line bg-surface p-4 text-sm">
                <summary className="cursor-pointer font-semibold text-accent">{content.transcriptSummary}</summary>
                <ol className="mt-3 space-y-2 text-body-soft">
                  {cues.map((cue) => (
                    <li key={cue.start} className="flex gap-3">
                      <span className="w-10 shrink-0 font-mono text-subtle">{minutesAndSeconds(cue.start)}</span>
                      <span>{cue.text}</span>
                    </li>
                  ))}
                </ol>
              </details>
            ) : null}
          </div>
          <div>
            <ol className="space-y-8">
              {content.steps.map((step, index) => (
                <li key={step.title} className="flex gap-5">
                  <span className="flex size-12 shrink-0 items-center justify-center rounded-full bg-brand text-lg font-bold text-on-brand">
                    {stepNumber(index)}
                  </span>
                  <div>
                    <h3 className="text-lg font-semibold text-heading">{step.title}</h3>
                    <p className="mt-1 text-muted">{step.description}</p>
                  </div>
                </li>
              ))}
            </ol>
            <div className="mt-10 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
              <AppLink to="signup" className="btn-primary px-6 text-base whitespace-nowrap">
                {content.primaryCta}
                <ArrowRight aria-hidden="true" size={18} />
              </AppLink>
              <AppLink to="signup" className="btn-ghost px-6 text-base whitespace-nowrap text-accent">
                {content.secondaryCta}
              </AppLink>
            </div>
          </div>
        </div>
      </FadeIn>
    </section>
  )
}
