import { cn } from '~/lib/cn'

interface SectionHeadingProps {
  /** The h2's id, for the section's aria-labelledby. */
  id: string
  eyebrow?: string
  heading: string
  intro?: string
  align?: 'center' | 'left'
  /** Width and spacing of the block, e.g. `max-w-2xl`. */
  className?: string
}

/** The eyebrow, h2 and intro line that open a section of the home or a landing page. */
export function SectionHeading({ id, eyebrow, heading, intro, align = 'center', className }: SectionHeadingProps) {
  return (
    <div className={cn(align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-heading sm:text-4xl">
        {heading}
      </h2>
      {intro && <p className="mt-4 text-lg text-pretty text-muted">{intro}</p>}
    </div>
  )
}
