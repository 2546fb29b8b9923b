import { Lightbulb, Timer } from 'lucide-react'
import type { HomeContent } from '~/content/home'

/** A static picture of a practice interview in progress (not interactive). */
export function SampleQuestionCard({ content }: { content: HomeContent['whyChoose']['sampleQuestion'] }) {
  return (
    <figure className="rounded-2xl border border-line bg-surface p-6 shadow-lg sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm font-medium">
        <span className="whitespace-nowrap text-body-soft">{content.position}</span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-tint px-3 py-1 whitespace-nowrap text-accent-strong">
          <Timer aria-hidden="true" size={16} />
          {content.remaining}
        </span>
      </div>
      {/* Decorative: the position above says the same in words. An SVG width needs no inline style. */}
      <svg aria-hidden="true" className="mt-4 block h-2 w-full" viewBox="0 0 100 2" preserveAspectRatio="none">
        <rect width="100" height="2" rx="1" className="fill-surface-muted" />
        <rect width={content.progress} height="2" rx="1" className="fill-brand" />
      </svg>
      <p className="mt-6 inline-block rounded-md bg-surface-muted px-2 py-0.5 text-xs font-semibold tracking-wide text-body-soft uppercase">
        {content.category}
      </p>
      <blockquote className="mt-3 text-xl font-semibold text-pretty text-heading">{content.question}</blockquote>
      <p className="mt-6 flex items-start gap-2 rounded-lg bg-warning-tint p-3 text-sm text-warning-fg">
        <Lightbulb aria-hidden="true" size={18} className="mt-0.5 shrink-0" />
        <span>
          <strong>{content.tipLabel}:</strong> {content.tip}
        </span>
      </p>
      <figcaption className="mt-4 text-center text-xs text-subtle">{content.caption}</figcaption>
    </figure>
  )
}
