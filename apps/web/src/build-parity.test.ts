/**
 * The Astro build (build-astro/, beside the React Router build while the site moves over:
 * docs/decisions/012-astro-renders-the-react-components.md) renders every page as the React
 * Router build does: the same head (title, description, canonical, Open Graph and Twitter tags,
 * JSON-LD), the same text and controls, from the same components, and a page loads no module
 * script. `npm run build` writes both.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pages } from '../app/content/pages'
import { pageFile } from '../scripts/site-files'

const webDir = resolve(import.meta.dirname, '..')
const reactRouterBuild = join(resolve(webDir, process.env.WEB_BUILD_DIR ?? 'build'), 'client')
const astroBuild = join(webDir, 'build-astro/client')

function documentAt(dir: string, file: string): Document {
  const path = join(dir, file)
  if (!existsSync(path)) throw new Error(`${path} is missing: run \`npm run build\` first (it builds both sites)`)
  return new DOMParser().parseFromString(readFileSync(path, 'utf8'), 'text/html')
}

/** What search engines and link previews read from the head. */
function headOf(doc: Document) {
  const attr = (selector: string, name: string) => [...doc.querySelectorAll(selector)].map((el) => `${el.getAttribute(name.split('=')[0]!)}=${el.getAttribute('content') ?? el.getAttribute('href')}`)
  return {
    title: doc.title,
    meta: [...attr('head meta[name]:not([name="viewport"])', 'name'), ...attr('head meta[property]', 'property')].sort(),
    links: attr('head link[rel="canonical"], head link[rel="icon"], head link[rel="sitemap"]', 'rel').sort(),
    jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map((el) => JSON.parse(el.textContent ?? '') as unknown),
  }
}

/** The visible words of an element, without scripts and templates. */
function textOf(element: Element | null): string {
  if (!element) return ''
  const copy = element.cloneNode(true) as Element
  for (const hidden of copy.querySelectorAll('script, template, style')) hidden.remove()
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim()
}

const files = [...pages.map((page) => ({ path: page.path, file: pageFile(page.path) })), { path: '/404', file: '404.html' }]

describe.each(files)('$path on Astro', ({ file }) => {
  const astro = documentAt(astroBuild, file)
  const reactRouter = documentAt(reactRouterBuild, file)

  it('has the head of the React Router page', () => {
    expect(headOf(astro)).toEqual(headOf(reactRouter))
  })

  it('shows the same header, content, footer, cookie bar and dialogs', () => {
    for (const selector of ['header', 'main', 'footer', 'body']) {
      expect(textOf(astro.querySelector(selector)), selector).toBe(textOf(reactRouter.querySelector(selector)))
    }
    expect(textOf(astro.querySelector('main h1'))).not.toBe('')
  })

  it('has the same controls: links, buttons, dialogs and form fields', () => {
    const controls = (doc: Document) =>
      [...doc.querySelectorAll('a[href], button, dialog, input, textarea, select, details, [popover]')].map((el) =>
        // React's useId differs between two trees; what it is attached to does not.
        [el.tagName, el.getAttribute('href'), el.id.replace(/^_r[^-]*_/i, '«id»'), el.getAttribute('name'), el.getAttribute('commandfor'), el.getAttribute('command')].join(' '),
      )
    expect(controls(astro)).toEqual(controls(reactRouter))
  })

  it('loads no module script', () => {
    const scripts = [...astro.querySelectorAll('script')]
    expect(scripts.filter((s) => s.hasAttribute('src') || s.type === 'module').map((s) => s.outerHTML.slice(0, 80))).toEqual([])
    expect(astro.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0)
  })
})
