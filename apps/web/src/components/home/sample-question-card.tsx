import { Lightbulb, Timer } from 'lucide-react'
import type { HomeContent } from '../../content/home'

/** A static picture of a practice interview in progress (not interactive). */
export function SampleQuestionCard({ content }: { content: HomeContent['whyChoose']['sampleQuestion'] }) {
  return (
    <figure className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm font-medium">
        <span className="whitespace-nowrap text-slate-700">{content.position}</span>
        <span className="inline-flex items-center gap-1.5 rounded-full bg-brand-50 px-3 py-1 whitespace-nowrap text-brand-800">
          <Timer aria-hidden="true" size={16} />
          {content.remaining}
        </span>
      </div>
      {/* Decorative: the position above says the same in words. An SVG width needs no inline style. */}
      <svg aria-hidden="true" className="mt-4 block h-2 w-full" viewBox="0 0 100 2" preserveAspectRatio="none">
        <rect width="100" height="2" rx="1" className="fill-slate-100" />
        <rect width={content.progress} height="2" rx="1" className="fill-brand-600" />
      </svg>
      <p className="mt-6 inline-block rounded-md bg-slate-100 px-2 py-0.5 text-xs font-semibold tracking-wide text-slate-700 uppercase">
        {content.category}
      </p>
      <blockquote className="mt-3 text-xl font-semibold text-pretty text-slate-900">{content.question}</blockquote>
      <p className="mt-6 flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
        <Lightbulb aria-hidden="true" size={18} className="mt-0.5 shrink-0" />
        <span>
          <strong>{content.tipLabel}:</strong> {content.tip}
        </span>
      </p>
      <figcaption className="mt-4 text-center text-xs text-slate-500">{content.caption}</figcaption>
    </figure>
  )
}
