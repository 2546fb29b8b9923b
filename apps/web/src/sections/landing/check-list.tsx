import { cn } from '~/lib/cn'
import { LandingIcon } from './landing-icon'

interface CheckListProps {
  items: readonly string[]
  /** Two columns from the small breakpoint up. */
  twoColumns?: boolean
  className?: string
}

/** A list of short points, each with a check mark. */
export function CheckList({ items, twoColumns, className }: CheckListProps) {
  return (
    <ul className={cn(twoColumns ? 'grid gap-3 sm:grid-cols-2' : 'space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-body-soft">
          <LandingIcon name="check" className="mt-0.5 size-5 text-accent-soft" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
