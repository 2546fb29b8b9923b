import { useEffect } from 'react'

/**
 * Keeps the page behind an open modal from scrolling, with a class on <html>
 * instead of Radix's overlay scroll lock, which injects a <style> element that
 * the CSP (style-src 'self') refuses.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return
    const root = document.documentElement
    root.classList.add('overflow-hidden')
    return () => root.classList.remove('overflow-hidden')
  }, [active])
}
