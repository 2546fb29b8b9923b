import { describe, expect, it } from 'vitest'
import { inlineBlockingCss, startScriptsAfterPaint } from './paint-first'

const css: Record<string, string> = { '/assets/root-a.css': 'p{color:red}', '/assets/print-b.css': 'p{color:#000}' }
const readCss = (href: string) => css[href] ?? ''

describe('inlineBlockingCss', () => {
  it('inlines the render-blocking stylesheet and keeps its link disabled for hydration', () => {
    const html = '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/root-a.css"/></head>'
    const { html: out, inlined } = inlineBlockingCss(html, readCss)
    expect(inlined).toEqual(['/assets/root-a.css'])
    expect(out).toBe(
      '<head><link rel="modulepreload" href="/assets/a.js"/>' +
        '<style>p{color:red}</style><link rel="stylesheet" href="/assets/root-a.css" disabled=""/></head>',
    )
  })

  it('leaves stylesheets with a media attribute alone (they do not block paint)', () => {
    const html = '<link rel="stylesheet" href="/assets/print-b.css" media="print"/>'
    expect(inlineBlockingCss(html, readCss)).toEqual({ html, inlined: [] })
  })

  it('refuses a stylesheet that would close the style element early', () => {
    const html = '<link rel="stylesheet" href="/x.css"/>'
    expect(() => inlineBlockingCss(html, () => 'a{content:"</style>"}')).toThrow(/cannot be inlined/)
  })
})

describe('startScriptsAfterPaint', () => {
  const page =
    '<head><link rel="modulepreload" href="/assets/m.js"/><link rel="modulepreload" href="/assets/e.js"/></head><body>' +
    '<script type="module" async="">import "/assets/m.js";\nimport * as route0 from "/assets/root.js";\n  \n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/e.js");</script></body>'

  it('takes the modulepreload links out of the head and starts the same imports after the first paint', async () => {
    const { html, preloads } = startScriptsAfterPaint(page)
    expect(preloads).toBe(2)
    expect(html).not.toContain('<link rel="modulepreload"')
    const body = /<script type="module" async="">([\s\S]*)<\/script>/.exec(html)![1]!
    expect(body).not.toMatch(/^import /m)

    // Run it with a fake browser: nothing happens before the frame is painted.
    const events: string[] = []
    let paint!: () => void
    const fakeDocument = {
      head: { append: (link: { rel: string; href: string }) => events.push(`${link.rel} ${link.href}`) },
      createElement: () => ({}),
    }
    const win: Record<string, unknown> = {}
    const fakeImport = (url: string) => {
      events.push(`import ${url}`)
      return Promise.resolve({ url })
    }
    const run = new Function(
      'requestAnimationFrame', 'setTimeout', 'document', 'window', 'load',
      `return (async () => { ${body.replaceAll('import(', 'load(')} })()`,
    ) as (...args: unknown[]) => Promise<void>
    const done = run((f: () => void) => (paint = f), (f: () => void) => f(), fakeDocument, win, fakeImport)
    await Promise.resolve()
    expect(events).toEqual([])
    paint()
    await done
    expect(events).toEqual([
      'modulepreload /assets/m.js',
      'modulepreload /assets/e.js',
      'import /assets/m.js',
      'import /assets/root.js',
      'import /assets/e.js',
    ])
    expect(win.__reactRouterRouteModules).toEqual({ root: { url: '/assets/root.js' } })
  })

  it('refuses a page whose entry module it does not recognise', () => {
    expect(() => startScriptsAfterPaint('<script type="module" async="">run()</script>')).toThrow(/static imports/)
    expect(() => startScriptsAfterPaint('<p>no scripts</p>')).toThrow(/one entry module/)
  })
})
