/**
 * The sections' fade-in (part of the page's inline script): each `[data-fade-in]` box fades in
 * once, the first time FADE_IN_THRESHOLD of it scrolls into view. The HTML is plain visible
 * content; only this script (so only when JavaScript runs, motion is welcome and the box is still
 * off screen when the page is parsed) marks a box `data-fade="hidden"`. app.css animates opacity
 * and transform only, so nothing shifts layout.
 */
import { FADE_IN_THRESHOLD } from '~/lib/constants'
import { isOnScreen } from './on-screen'

export function installFadeIn(doc: Document): void {
  const win = doc.defaultView!
  if (!('IntersectionObserver' in win) || win.matchMedia('(prefers-reduced-motion: reduce)').matches) return
  const observer = new win.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        ;(entry.target as HTMLElement).dataset.fade = 'shown'
        observer.unobserve(entry.target)
      }
    },
    { threshold: FADE_IN_THRESHOLD },
  )
  doc.addEventListener('DOMContentLoaded', () => {
    for (const box of doc.querySelectorAll<HTMLElement>('[data-fade-in]')) {
      if (isOnScreen(box.getBoundingClientRect(), win.innerHeight)) continue
      box.dataset.fade = 'hidden'
      observer.observe(box)
    }
  })
}
