import { ArrowRight, CirclePlay } from 'lucide-react'
import type { HomeContent } from '../../content/home'
import { AppLink } from '../ui/app-link'
import { DIALOG_IDS, opensDialog } from '../ui/dialog-commands'

interface HeroSectionProps {
  content: HomeContent['hero']
}

export function HeroSection({ content }: HeroSectionProps) {
  return (
    <section aria-labelledby="hero-heading" className="bg-linear-to-b from-brand-tint to-surface">
      <div className="container-page pt-8 pb-16 text-center sm:pt-24 sm:pb-20">
        <p className="inline-flex rounded-full bg-brand-tint-strong px-3 py-1 text-sm font-semibold text-accent-strong">
          {content.eyebrow}
        </p>
        <h1
          id="hero-heading"
          className="mx-auto mt-4 max-w-3xl text-[2rem]/tight font-bold tracking-tight text-balance text-heading sm:mt-6 sm:text-6xl"
        >
          {content.heading}
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-base text-pretty text-muted sm:mt-6 sm:text-lg">{content.body}</p>
        <div className="mt-6 flex flex-col justify-center gap-3 sm:mt-10 sm:flex-row">
          <AppLink to="signup" className="btn-primary px-6 text-base">
            {content.primaryCta}
            <ArrowRight aria-hidden="true" size={18} />
          </AppLink>
          <button className="btn btn-outline px-6 text-base" {...opensDialog(DIALOG_IDS.demo)}>
            <CirclePlay aria-hidden="true" size={18} />
            {content.demoCta}
          </button>
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
