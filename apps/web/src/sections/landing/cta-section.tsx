import type { Cta } from '~/content/landing/schema'
import { AppLink } from '~/components/ui/app-link'

/** The call-to-action block that closes every landing page. */
export function CtaSection({ cta }: { cta: Cta }) {
  return (
    <section aria-labelledby="cta-title" className="bg-surface py-16 sm:py-20">
      <div className="container-page">
        <div className="rounded-3xl bg-brand-strong px-6 py-14 text-center text-on-brand sm:px-12">
          <h2 id="cta-title" className="mx-auto max-w-2xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {cta.heading}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-on-brand-soft">{cta.body}</p>
          <AppLink to="signup" className="mt-8 bg-surface px-6 text-base text-accent-strong hover:bg-brand-tint">
            {cta.button.label}
          </AppLink>
          <p className="mt-4 text-sm text-on-brand-soft">{cta.note}</p>
        </div>
      </div>
    </section>
  )
}
