import { cn } from '../../lib/cn'

/**
 * A horizontal bar for a 0–100 score. Drawn as SVG so the width is an
 * attribute, not an inline style (the CSP forbids style attributes).
 * Decorative: the number is always written beside it.
 */
export function ScoreBar({ value, className }: { value: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 100 8"
      preserveAspectRatio="none"
      aria-hidden="true"
      focusable="false"
      className={cn('h-2 w-full overflow-hidden rounded-full', className)}
    >
      <rect width="100" height="8" className="fill-surface-strong" />
      <rect width={value} height="8" className="fill-brand" />
    </svg>
  )
}
