import { cn } from '../../lib/cn'
import { LandingIcon } from './landing-icon'

/** A list of short points, each with a check mark. */
export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-slate-700">
          <LandingIcon name="check" className="mt-0.5 size-5 text-brand-600" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  )
}
