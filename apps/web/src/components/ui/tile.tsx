import type { ReactNode } from 'react'

const SIZES = {
  /** The round's report: a large figure. */
  large: { value: 'mt-1 text-3xl font-bold text-heading tabular-nums', caption: 'mt-2 text-sm text-muted' },
  /** The one-question check: a tighter figure, growing with the screen. */
  compact: { value: 'mt-1 text-lg font-bold text-heading tabular-nums sm:text-2xl', caption: 'mt-1 text-sm text-muted' },
} as const

/**
 * One figure of a report, in a description list: its label, the figure and a caption, in a card
 * (`className`). What `children` add (a bar, a chip) sits between the figure and its caption.
 */
export function Tile({
  label,
  value,
  caption,
  size,
  className,
  children,
}: {
  label: string
  value: string
  caption: string
  size: keyof typeof SIZES
  className: string
  children?: ReactNode
}) {
  return (
    <div className={className}>
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className={SIZES[size].value}>{value}</dd>
      {children}
      <dd className={SIZES[size].caption}>{caption}</dd>
    </div>
  )
}
