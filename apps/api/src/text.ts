/** Small string helpers that stay linear on any input a client can send. */

/**
 * `text` without the run of `char` at its end. A loop, not `replace(/c+$/, '')`: that pattern
 * is retried from every position of a long run that is not at the end (`'/'×16000 + 'y/'`),
 * which costs the event loop quadratic time.
 */
export function trimTrailing(text: string, char: string): string {
  let end = text.length
  while (end > 0 && text[end - 1] === char) end--
  return end === text.length ? text : text.slice(0, end)
}
