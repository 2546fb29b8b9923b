import { cn } from '~/lib/cn'

/** The icons the answer's controls draw, as SVG markup rendered at build time (practice-icon.server.tsx). */
export type PracticeIconName = 'mic' | 'video' | 'stop' | 'refresh' | 'arrow'

/** A decorative icon from the SVG markup rendered at build time (practice-icon.server.tsx, practiceIcons). */
export function PracticeIcon({ svg, className }: { svg: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('inline-flex size-4 shrink-0 [&>svg]:size-full', className)}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  )
}
