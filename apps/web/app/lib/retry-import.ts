import { lazy, type ComponentType } from 'react'

/** How long to wait before the next attempt after `failures` failed ones: 1 s, 2 s, 4 s… at most 30 s. */
export function retryDelayMs(failures: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, failures - 1))
}

/**
 * A dynamic import that does not give up: after a failure (offline, a deploy in between) it is
 * tried again after retryDelayMs, or at once when the browser says it is back online. The
 * promise only ever resolves.
 */
export function retryUntilLoaded<T>(
  load: () => Promise<T>,
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> = globalThis as unknown as Window,
): Promise<T> {
  return new Promise<T>((resolve) => {
    let failures = 0
    const attempt = () => {
      load().then(resolve, (error: unknown) => {
        failures += 1
        console.warn('Could not load a part of the page; retrying', error)
        const retry = () => {
          clearTimeout(timer)
          win.removeEventListener('online', retry)
          attempt()
        }
        const timer = setTimeout(retry, retryDelayMs(failures))
        win.addEventListener('online', retry)
      })
    }
    attempt()
  })
}

/**
 * A component whose code loads after the page's first load: `lazy`, through retryUntilLoaded.
 * Rendered into the HTML when prerendering (entry.server.tsx waits for it), then kept as the
 * HTML has it until its chunk arrives and React hydrates it (decision 011).
 */
export function lazyUntilLoaded<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  return lazy(() => retryUntilLoaded(load).then((module) => ({ default: pick(module) })))
}
