/**
 * The sections' fade-in (part of the page's inline script): each `[data-fade-in]` box fades in
 * once, the first time FADE_IN_THRESHOLD of it scrolls into view. The HTML is plain visible
 * content; only this script (so only when JavaScript runs and motion is welcome) marks a box
 * `data-fade="hidden"`, and only when the observer's first report, after the page's first layout,
 * finds it off screen: a box the visitor already sees never blinks. Nothing here reads the
 * layout, so the page's first layout stays where the browser puts it (and skips the sections
 * below the first screen: app.css). app.css animates opacity and transform only, so nothing
 * shifts layout.
 */
import { FADE_IN_THRESHOLD } from '~/lib/constants'

export function installFadeIn(doc: Document): void {
  const win = doc.defaultView!
  if (!('IntersectionObserver' in win) || win.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  const observer = new win.IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        const box = target as HTMLElement
        if (isIntersecting) {
          if (box.dataset.fade) box.dataset.fade = 'shown'
          observer.unobserve(box)
        } else box.dataset.fade = 'hidden'
      }
    },
    { threshold: FADE_IN_THRESHOLD },
  )
  doc.addEventListener('DOMContentLoaded', () => {
    for (const box of doc.querySelectorAll('[data-fade-in]')) observer.observe(box)
  })
}
