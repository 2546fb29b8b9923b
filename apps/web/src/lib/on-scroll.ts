/**
 * For the page's inline script: runs `mark(scrollY)` on every scroll, and also where the page can
 * be placed below its top before any scroll event (scroll restoration, an anchor, the back/forward
 * cache).
 */
export function onScroll(doc: Document, mark: (scrollY: number) => void): void {
  const win = doc.defaultView!
  const run = () => mark(win.scrollY)
  win.addEventListener('scroll', run, { passive: true })
  // Read in the first frame, whose layout the read joins, not at DOMContentLoaded, where it would
  // force a layout of its own before the first paint.
  doc.addEventListener('DOMContentLoaded', () => win.requestAnimationFrame(run))
  win.addEventListener('pageshow', run)
}
