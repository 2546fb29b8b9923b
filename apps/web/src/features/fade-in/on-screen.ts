/** Pure part of the section fade-in (src/features/fade-in/early.ts). */

/**
 * Whether a box is already on screen. Such a section is left visible instead of
 * being hidden and faded in, so nothing the visitor already sees blinks.
 */
export function isOnScreen(rect: Pick<DOMRect, 'top' | 'bottom'>, viewportHeight: number): boolean {
  return rect.top < viewportHeight && rect.bottom > 0
}
