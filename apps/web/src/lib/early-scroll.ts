/**
 * For the page's inline script: runs `mark(scrollY)` on every scroll, and also where the page can
 * be placed below its top before any scroll event (scroll restoration, an anchor, the back/forward
 * cache).
 */
export function onScroll(doc: Document, mark: (scrollY: number) => void): void {
  const win = doc.defaultView!
  const run = () => mark(win.scrollY)
  win.addEventListener('scroll', run, { passive: true })
  doc.addEventListener('DOMContentLoaded', run)
  win.addEventListener('pageshow', run)
}
