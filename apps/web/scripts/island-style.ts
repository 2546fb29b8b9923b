/**
 * Astro writes the islands' one style rule as a `<style>` element in the body, before the first
 * island; where that island follows other content (a dialog of the layout on the legal pages and
 * 404), the HTML is invalid ("A style element in body must be the first child of its parent").
 * app.css carries the same rule, so the build drops the element.
 */
export const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>'

export function dropIslandStyle(html: string): string {
  return html.replaceAll(ISLAND_STYLE, '')
}
