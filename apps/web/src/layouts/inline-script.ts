/**
 * The page's part of the inline script: its layout. What lies below the first screen skips the
 * page's first layout (app.css), which on a long page was one long task on a slow phone
 * (docs/performance/2026-11-27-first-layout-skips-below.md). The page is then made whole without a long task: after `load`, in idle
 * moments, a few sections at a time (`data-laid-out` on each, laid out at once, until the moment
 * has spent LAYOUT_SLICE_MS), then `<html data-whole>` (a mark for tests and audits: nothing is
 * styled by it, so setting it costs no style pass), so that nothing reads a skipped section for
 * long (find-in-page, a screen reader, an audit). A place the visitor goes to at once (an anchor,
 * or the position a reload or a return restores) needs the true height of everything above it:
 * then `<html data-laid-out>` lays the whole page out at once, as before. So does `load` where
 * the engine has no idle callbacks.
 */
export const SKIPPED_SECTIONS = 'main > section ~ section, main > section ~ astro-island > section, article > section'

/**
 * How long an idle moment goes on laying out sections before it yields. A section takes 1–8 ms on
 * the machine the audits run on, so a moment ends well under a long task (50 ms on a phone 4×
 * slower), and a page of many short sections paints a few frames, not one per section.
 */
export const LAYOUT_SLICE_MS = 4

export function installLayout(doc: Document): void {
  const win = doc.defaultView!
  const root = doc.documentElement
  const whole = () => root.setAttribute('data-laid-out', '')
  const navigation = win.performance?.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined
  if (win.location.hash || (navigation && navigation.type !== 'navigate')) whole()
  doc.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element).closest?.<HTMLAnchorElement>('a[href]')
      if (link?.hash && link.pathname === win.location.pathname) whole()
    },
    true,
  )
  win.addEventListener('load', () => {
    // Without idle callbacks (Safari, WebKitGTK), at once: a slow chain of timers would leave
    // sections at their guessed height while a visitor jumps (WebKit has no scroll anchoring).
    if (!win.requestIdleCallback) return whole()
    const sections = [...doc.querySelectorAll(SKIPPED_SECTIONS)]
    const next = () => {
      const start = win.performance.now()
      do {
        const section = sections.shift()
        if (!section) return root.setAttribute('data-whole', '')
        section.setAttribute('data-laid-out', '')
        // Its layout now, in this moment, rather than in a frame of its own.
        void (section as HTMLElement).offsetHeight
      } while (win.performance.now() - start < LAYOUT_SLICE_MS)
      win.requestIdleCallback(next)
    }
    win.requestIdleCallback(next)
  })
}
