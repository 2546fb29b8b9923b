import { cn } from '~/lib/cn'
import { planCardFrame, planDescriptionBox } from './plan-card'

const bar = 'block bg-surface-strong'

/**
 * A grey stand-in for a plan card while the plans load. Each placeholder sits in a box of the
 * real text's line height (h-7 for the name, h-10 for the price, ...), so the card has the
 * real one's height and nothing shifts when the plans arrive. It pulses while `pulse` is on.
 */
export function PlanCardSkeleton({ pulse }: { pulse: boolean }) {
  return (
    <li className="flex">
      <div className={cn(planCardFrame, 'border-line shadow-sm', pulse && 'motion-safe:animate-pulse')}>
        <span className="flex h-7 items-center">
          <span className={cn(bar, 'h-5 w-28 rounded')} />
        </span>
        <span className="mt-4 flex h-10 items-center">
          <span className={cn(bar, 'h-9 w-32 rounded')} />
        </span>
        <span className={cn(planDescriptionBox, 'flex flex-col justify-start gap-2.5 pt-0.5')}>
          <span className={cn(bar, 'h-3 w-full rounded')} />
          <span className={cn(bar, 'h-3 w-full rounded')} />
          <span className={cn(bar, 'h-3 w-3/5 rounded')} />
        </span>
        <span className="mt-6 space-y-3">
          {[0, 1, 2, 3, 4].map((line) => (
            <span key={line} className="flex h-5 items-center gap-3">
              <span className={cn(bar, 'size-5 rounded-full')} />
              <span className={cn(bar, 'h-3 w-3/4 rounded')} />
            </span>
          ))}
        </span>
        <span className={cn(bar, 'mt-8 h-11 w-full rounded-lg')} />
      </div>
    </li>
  )
}
