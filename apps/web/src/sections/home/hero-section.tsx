import { ArrowRight, CirclePlay } from 'lucide-react'
import type { HomeContent } from '~/content/home'
import { AppLink } from '~/components/ui/app-link'
import { DIALOG_IDS, opensDialog } from '~/components/ui/dialog-commands'
import { InterviewPreview } from './interview-preview'

interface HeroSectionProps {
  content: HomeContent['hero']
}

/**
 * The promise and its actions, with the product beside them on a wide screen (below the actions
 * on a phone, so the primary action stays on the first screen), then the five claims.
 */
export function HeroSection({ content }: HeroSectionProps) {
  return (
    <section aria-labelledby="hero-heading" className="bg-linear-to-b from-brand-tint to-surface">
      <div className="container-page pt-8 pb-16 text-center sm:pt-24 sm:pb-20">
        <div className="lg:grid lg:grid-cols-[1fr_26rem] lg:items-center lg:gap-12 lg:text-left xl:grid-cols-[1fr_28rem]">
          <div>
            <p className="inline-flex rounded-full bg-brand-tint-strong px-3 py-1 text-sm font-semibold text-accent-strong">
              {content.eyebrow}
            </p>
            <h1
              id="hero-heading"
              className="mx-auto mt-4 max-w-3xl text-[2rem]/tight font-bold tracking-tight text-balance text-heading sm:mt-6 sm:text-6xl lg:mx-0 lg:text-[3.25rem]/tight"
            >
              {content.heading}
            </h1>
            <p className="mx-auto mt-4 max-w-2xl text-base text-pretty text-muted sm:mt-6 sm:text-lg lg:mx-0">{content.body}</p>
            <div className="mt-6 flex flex-col justify-center gap-3 sm:mt-10 sm:flex-row lg:justify-start">
              <AppLink to="signup" className="btn-primary px-6 text-base">
                {content.primaryCta}
                <ArrowRight aria-hidden="true" size={18} />
              </AppLink>
              <button className="btn btn-outline px-6 text-base" {...opensDialog(DIALOG_IDS.demo)}>
                <CirclePlay aria-hidden="true" size={18} />
                {content.demoCta}
              </button>
            </div>
          </div>
          <InterviewPreview content={content.preview} className="mx-auto mt-10 max-w-md lg:mt-0 lg:max-w-none" />
        </div>
        <dl className="mx-auto mt-14 grid max-w-4xl grid-cols-2 gap-x-6 gap-y-8 sm:grid-cols-3 lg:grid-cols-5">
          {content.claims.map((claim) => (
            <div key={claim.label} className="flex flex-col-reverse">
              <dt className="mt-1 text-sm text-muted">{claim.label}</dt>
              <dd className="text-3xl font-bold tracking-tight text-accent">{claim.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  )
}
