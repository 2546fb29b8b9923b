import { cn } from '~/lib/cn'

/**
 * A box that fades in once, the first time it scrolls into view: the page's inline script does
 * it (src/features/fade-in/inline-script.ts), so it works on a page with no module script. Opacity and transform
 * only, so nothing shifts layout.
 */
export function FadeIn({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <div
      data-fade-in=""
      className={cn(
        // Hiding is instant (it happens off screen); only the reveal is animated.
        'data-[fade=hidden]:translate-y-6 data-[fade=hidden]:opacity-0',
        'data-[fade=shown]:transition-[opacity,translate] data-[fade=shown]:duration-700 data-[fade=shown]:ease-out',
        className,
      )}
    >
      {children}
    </div>
  )
}
