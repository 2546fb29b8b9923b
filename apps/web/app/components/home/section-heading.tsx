import { cn } from '../../lib/cn'

interface SectionHeadingProps {
  id: string
  eyebrow: string
  heading: string
  intro?: string
  className?: string
}

/** Eyebrow, h2 and intro line that open each home-page section. */
export function SectionHeading({ id, eyebrow, heading, intro, className }: SectionHeadingProps) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {heading}
      </h2>
      {intro ? <p className="mt-4 text-lg text-pretty text-slate-600">{intro}</p> : null}
    </div>
  )
}
