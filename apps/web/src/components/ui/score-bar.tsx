import { cn } from '~/lib/cn'
import { scoreLabel, type ScoreLabel } from '~/lib/score'

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

const labelClass: Record<ScoreLabel, string> = {
  Strong: 'bg-success-tint text-success-fg',
  Good: 'bg-info-tint text-info-fg',
  Developing: 'bg-warning-tint text-warning-fg',
  'Needs work': 'bg-danger-tint text-danger-fg',
}

/** The band label and the number, e.g. "Strong 85". */
export function ScoreValue({ score }: { score: number }) {
  const label = scoreLabel(score)
  return (
    <span className="flex items-center gap-2 text-sm">
      <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', labelClass[label])}>{label}</span>
      <span className="font-bold text-heading tabular-nums">{score}</span>
    </span>
  )
}
