/**
 * The footer's "Cookie settings" button asks the consent manager to reopen the choices. The
 * manager is loaded lazily after hydration, so a request that comes first waits here for it.
 */
type Listener = (trigger: HTMLElement | null) => void

let listener: Listener | null = null
let pending: { trigger: HTMLElement | null } | null = null

/** Reopens the cookie choices; focus goes back to `trigger` when they close. */
export function requestCookieSettings(trigger: HTMLElement | null): void {
  if (listener) listener(trigger)
  else pending = { trigger }
}

/** Registers the one manager; it receives a request made before it was ready. */
export function onCookieSettingsRequest(next: Listener): () => void {
  listener = next
  if (pending) {
    next(pending.trigger)
    pending = null
  }
  return () => {
    if (listener === next) listener = null
  }
}
