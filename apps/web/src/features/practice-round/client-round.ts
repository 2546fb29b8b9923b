import type { ClientDirective } from 'astro'

/**
 * `client:round="<storage key>"`: the practice round's island hydrates when the visitor first
 * touches it (a press, focus, a key), or at once when this browser keeps a round under the key
 * (a reload mid-round shows it again without a touch). Until then the page is its HTML: a tap on
 * "Start the round" is remembered by the page's inline script and started on hydration
 * (practice-round-app.tsx, START_BEFORE_HYDRATION), so a visitor who only reads loads no script.
 */
const roundDirective: ClientDirective = (load, options, island) => {
  const types = ['pointerdown', 'focusin', 'keydown'] as const
  const hydrate = () => {
    for (const type of types) island.removeEventListener(type, hydrate)
    void load().then((run) => run())
  }
  for (const type of types) island.addEventListener(type, hydrate)
  let kept = false
  try {
    kept = localStorage.getItem(String(options.value)) !== null
  } catch {
    // Storage blocked: nothing was kept.
  }
  if (kept) hydrate()
}

export default roundDirective
