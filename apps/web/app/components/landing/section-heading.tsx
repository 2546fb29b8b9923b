import { cn } from '../../lib/cn'

interface SectionHeadingProps {
  headingId: string
  eyebrow?: string
  heading: string
  intro?: string
  align: 'center' | 'left'
}

/** The eyebrow, h2 and intro line at the top of a landing section. */
export function SectionHeading({ headingId, eyebrow, heading, intro, align }: SectionHeadingProps) {
  return (
    <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
      <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
        {heading}
      </h2>
      {intro && <p className="mt-4 text-lg text-pretty text-slate-600">{intro}</p>}
    </div>
  )
}
