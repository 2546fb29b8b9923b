import { useLayoutEffect, useRef } from 'react'
import { cn } from '../../lib/cn'
import { FADE_IN_THRESHOLD } from '../../lib/constants'
import { isOnScreen } from '../../lib/fade-in'

/**
 * Fades its content in once, the first time 10 % of it scrolls into view.
 * The prerendered HTML is plain visible content: only this effect (so only
 * when JavaScript runs, motion is welcome and the box is still off screen)
 * marks it hidden. Opacity and transform only, so nothing shifts layout.
 */
export function FadeIn({ className, children }: { className?: string; children: React.ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)

  useLayoutEffect(() => {
    const element = ref.current
    if (!element || typeof IntersectionObserver === 'undefined') return
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    if (isOnScreen(element.getBoundingClientRect(), window.innerHeight)) return

    element.dataset.fade = 'hidden'
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        element.dataset.fade = 'shown'
        observer.disconnect()
      },
      { threshold: FADE_IN_THRESHOLD },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [])

  return (
    <div
      ref={ref}
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
