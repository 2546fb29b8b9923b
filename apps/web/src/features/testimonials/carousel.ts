/** Pure helpers of the testimonial carousel (wrapping, position from scroll offset). */

/** The slide index `index` lands on in a carousel of `count` slides that wraps at both ends. */
export function wrapIndex(index: number, count: number): number {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`count must be a positive integer, got ${count}`)
  return ((Math.trunc(index) % count) + count) % count
}

/**
 * The slide that a horizontally scrolled track of full-width slides shows,
 * clamped to the slides that exist (a bounce past either end stays put).
 */
export function slideAtOffset(scrollLeft: number, slideWidth: number, count: number): number {
  if (slideWidth <= 0 || count < 1) return 0
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / slideWidth)))
}
