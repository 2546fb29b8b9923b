import type { Hero } from '~/content/landing/schema'
import { AppLink } from '~/components/ui/app-link'
import { CheckList } from './check-list'
import { LandingIcon } from './landing-icon'

/** The top of a landing page: the page's only h1, the lead, the buttons and a sample question. */
export function LandingHero({ hero }: { hero: Hero }) {
  return (
    <section aria-labelledby="page-title" className="bg-gradient-to-b from-brand-tint to-surface">
      <div className="container-page grid items-center gap-10 pt-6 pb-12 sm:gap-12 sm:py-20 lg:grid-cols-[3fr_2fr]">
        <div>
          {hero.eyebrow && <p className="text-xs font-semibold tracking-wide text-accent uppercase sm:text-sm">{hero.eyebrow}</p>}
          <h1 id="page-title" className="mt-2 text-[1.625rem]/[1.2] font-bold tracking-tight text-balance text-heading sm:mt-3 sm:text-5xl">
            {hero.heading}
          </h1>
          <p className="mt-3 max-w-2xl text-base text-pretty text-muted sm:mt-6 sm:text-lg">{hero.lead}</p>
          <div className="mt-5 flex flex-wrap gap-3 sm:mt-8">
            <AppLink to="signup" className="btn-primary px-6 text-base">
              {hero.cta.label}
            </AppLink>
            {hero.secondary && (
              <a href={hero.secondary.to} className="btn btn-outline px-6 text-base">
                {hero.secondary.label}
              </a>
            )}
          </div>
          {hero.highlights && <CheckList items={hero.highlights} twoColumns className="mt-8 text-sm" />}
        </div>
        {hero.preview && (
          <div className="rounded-3xl border border-line bg-surface p-6 shadow-lg">
            <p className="flex items-center gap-2 text-sm font-semibold text-accent">
              <span className="inline-flex size-8 items-center justify-center rounded-full bg-brand text-on-brand">
                <LandingIcon name="mic" className="size-4" />
              </span>
              {hero.preview.label}
            </p>
            <p className="mt-4 text-lg font-medium text-heading">{hero.preview.question}</p>
            <p className="mt-4 rounded-xl bg-surface-alt p-3 text-sm text-muted">{hero.preview.hint}</p>
          </div>
        )}
      </div>
    </section>
  )
}
