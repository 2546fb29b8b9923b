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
  const status = island.querySelector('[data-round-load-error]')
  const hydrate = () => {
    for (const type of types) island.removeEventListener(type, hydrate)
    if (status) status.textContent = ''
    void load().then((run) => run())
  }
  // Astro tries the island's script twice, the second time under a new URL, then says it failed
  // with this event (offline, or a deploy replaced the script): the visitor is told, and the
  // next touch tries again.
  island.addEventListener('astro:hydration-error', (event) => {
    event.preventDefault()
    if (status) status.textContent = status.getAttribute('data-round-load-error')
    for (const type of types) island.addEventListener(type, hydrate)
  })
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
