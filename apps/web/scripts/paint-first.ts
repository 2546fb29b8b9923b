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

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g
const ENTRY_MODULE = /<script type="module" async="">([\s\S]*?)<\/script>/g
const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"]+");\n/

/**
 * Starts the page's scripts after its first paint (decision 011): the controls work from the
 * HTML and the page's inline script, so nothing a visitor can tap waits for them, and a browser
 * (or Lighthouse's simulation) sees no script before the paint. React Router's modulepreload
 * links leave the head; its inline entry module, whose static imports would start at once,
 * becomes one that waits for the first frame to be painted, then adds the same modulepreload
 * links (the whole module graph at once, no waterfall) and imports the same modules.
 */
export function startScriptsAfterPaint(html: string): { html: string; preloads: number } {
  const hrefs: string[] = []
  let out = html.replace(MODULEPRELOAD, (_, href: string) => {
    hrefs.push(href)
    return ''
  })
  let entries = 0
  out = out.replace(ENTRY_MODULE, (_, body: string) => {
    entries += 1
    const imports: { binding: string; url: string }[] = []
    let rest = body
    for (let m = STATIC_IMPORT.exec(rest); m; m = STATIC_IMPORT.exec(rest)) {
      imports.push({ binding: m[1] ?? '', url: m[2]! })
      rest = rest.slice(m[0].length)
    }
    if (imports.length === 0) throw new Error('the entry module has no static imports: did React Router change its output?')
    const afterPaint =
      'await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));\n' +
      `for (const href of ${JSON.stringify(hrefs)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n` +
      `const [${imports.map((i) => i.binding).join(', ')}] = await Promise.all([${imports.map((i) => `import(${i.url})`).join(', ')}]);\n`
    return `<script type="module" async="">${afterPaint}${rest}</script>`
  })
  if (entries !== 1) throw new Error(`expected one entry module, found ${entries}`)
  return { html: out, preloads: hrefs.length }
}
