import { CircleCheck } from 'lucide-react'
import type { HomeContent } from '~/content/home'
import { FadeIn } from '~/features/fade-in/fade-in'
import { SampleQuestionCard } from './sample-question-card'

export function WhyChooseSection({ content }: { content: HomeContent['whyChoose'] }) {
  return (
    <section aria-labelledby="why-choose-heading" className="bg-surface-alt py-20 sm:py-24">
      <FadeIn className="container-page grid items-center gap-12 lg:grid-cols-2">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent uppercase">{content.eyebrow}</p>
          <h2 id="why-choose-heading" className="mt-2 text-3xl font-bold tracking-tight text-balance text-heading sm:text-4xl">
            {content.heading}
          </h2>
          <p className="mt-4 text-lg text-muted">{content.intro}</p>
          <ul className="mt-8 space-y-4">
            {content.items.map((item) => (
              <li key={item.title} className="flex items-start gap-3">
                <CircleCheck aria-hidden="true" size={22} className="mt-0.5 shrink-0 text-accent-soft" />
                <span className="text-body">
                  {item.title}
                  {item.comingSoon ? (
                    <span className="ml-2 inline-block rounded-full bg-warning-tint px-2 py-0.5 text-xs font-semibold text-warning-fg">
                      {content.comingSoonLabel}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <SampleQuestionCard content={content.sampleQuestion} />
      </FadeIn>
    </section>
  )
}
