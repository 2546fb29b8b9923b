import type { HomeContent } from '~/content/home'
import { FadeIn } from '~/features/fade-in/fade-in'
import { FeatureIcon } from './feature-icon'
import { SectionHeading } from '~/components/ui/section-heading'
import { TrustedBy } from './trusted-by'

export function FeaturesSection({ content }: { content: HomeContent['features'] }) {
  return (
    <section id="features" aria-labelledby="features-heading" className="py-20 sm:py-24">
      <FadeIn className="container-page">
        <SectionHeading
          id="features-heading"
          eyebrow={content.eyebrow}
          heading={content.heading}
          intro={content.intro}
          className="max-w-2xl"
        />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {content.items.map((item) => (
            <li key={item.title} className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
              <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-tint text-accent">
                <FeatureIcon name={item.icon} />
              </span>
              <h3 className="mt-5 text-lg font-semibold text-heading">{item.title}</h3>
              <p className="mt-2 text-muted">{item.description}</p>
            </li>
          ))}
        </ul>
        <TrustedBy content={content.trustedBy} />
      </FadeIn>
    </section>
  )
}
