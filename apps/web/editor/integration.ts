/**
 * `npm run edit`: the dev server with the content editor at /admin (Sveltia CMS, a static page
 * from node_modules, configured by cms-config.ts). Only the dev server under `npm run edit` has
 * it: the public build has no editor, no route and no adapter.
 */
import type { AstroIntegration } from 'astro'
import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'
import { stringify } from 'yaml'
import { REMOVE_MARKUP, SECTION_LISTS, wireRemoveGuard } from './ask-before-removing'
import { CHECK_MARKUP, checkContent, wireCheck } from './check-changes'
import { cmsConfig, publishSettings, type Choices } from './cms-config'
import { explainContentErrors } from './problem-page'
import type * as SiteChoices from './site-choices'

/** Without a trailing slash (the site's paths have none); /admin/ is sent here. */
const EDITOR_PATH = '/admin'
const require = createRequire(import.meta.url)
const SITE_CHOICES = join(dirname(fileURLToPath(import.meta.url)), 'site-choices.ts')
// The package's entry is its npm build; the one-file browser bundle is beside it, in dist.
const SVELTIA_DIST = join(dirname(require.resolve('@sveltia/cms')), '../dist')

/**
 * The bundle's fonts come from a CDN; the editor takes them from npm instead, so it looks the
 * same offline (its icons are a font: without it they show as words). Noto Mono, for code
 * fields we do not use, falls back to the system's monospace.
 */
const FONTS: Record<string, string> = {
  'https://cdn.jsdelivr.net/fontsource/fonts/source-sans-3:vf@5.3.0/latin-wght-normal.woff2':
    '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  'https://cdn.jsdelivr.net/fontsource/fonts/material-symbols-outlined:vf@5.3.7/latin-wght-normal.woff2':
    '@fontsource-variable/material-symbols-outlined/files/material-symbols-outlined-latin-wght-normal.woff2',
}
const fontFile = (name: string) => Object.values(FONTS).find((file) => basename(file) === name)

/** The bundle with its fonts' URLs pointing here; fails loudly when an update moved them. */
function sveltiaBundle(): string {
  let bundle = readFileSync(join(SVELTIA_DIST, 'sveltia-cms.js'), 'utf8')
  for (const [url, file] of Object.entries(FONTS)) {
    if (!bundle.includes(url)) throw new Error(`@sveltia/cms no longer loads ${url}: update FONTS in editor/integration.ts`)
    bundle = bundle.replaceAll(url, `${EDITOR_PATH}/fonts/${basename(file)}`)
  }
  return bundle
}

const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Content editor</title>
    <link href="${EDITOR_PATH}/config.yml" type="application/yaml" rel="cms-config-url" />
    <style>
      /* What this project adds to the editor's page: "Check my changes" and the dialogs. */
      #check-changes { position: fixed; inset: auto auto 1rem 1rem; z-index: 1000; padding: 0.5rem 1rem; border: 0; border-radius: 999px;
        background: #1d4ed8; color: #fff; font: 600 0.875rem/1.5 system-ui, sans-serif; box-shadow: 0 2px 8px rgb(0 0 0 / 25%); cursor: pointer; }
      :is(#check-changes, .editor-dialog button):focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
      .editor-dialog { width: min(44rem, calc(100vw - 2rem)); max-height: calc(100dvh - 4rem); padding: 1.5rem; border: 0; border-radius: 0.75rem;
        font: 0.9375rem/1.5 system-ui, sans-serif; color: #111827; }
      .editor-dialog::backdrop { background: rgb(0 0 0 / 40%); }
      .editor-dialog h2 { margin: 0 0 0.75rem; font-size: 1.25rem; }
      .editor-dialog h3 { margin: 1.25rem 0 0.25rem; font-size: 1rem; }
      .editor-dialog small { color: #4b5563; }
      .editor-dialog ul { margin: 0.25rem 0 0; padding-left: 1.25rem; }
      .editor-dialog form { display: flex; gap: 0.5rem; justify-content: flex-end; margin-top: 1.25rem; }
      .editor-dialog form button { padding: 0.375rem 1rem; font: inherit; cursor: pointer; }
      .editor-dialog form button[value='remove'] { border: 0; border-radius: 0.25rem; background: #b91c1c; color: #fff; }
    </style>
  </head>
  <body>
    <script src="${EDITOR_PATH}/sveltia-cms.js"></script>
    ${CHECK_MARKUP}
    <script type="module">(${wireCheck.toString()})(document, '${EDITOR_PATH}/check')</script>
    ${REMOVE_MARKUP}
    <script type="module">(${wireRemoveGuard.toString()})(document, ${JSON.stringify(SECTION_LISTS)})</script>
  </body>
</html>
`

function editorPlugin(): Plugin {
  // Read once, at start: a wrong setting stops `npm run edit` with its name.
  const settings = publishSettings(process.env)
  return {
    name: 'content-editor',
    configureServer(server) {
      server.middlewares.use(EDITOR_PATH, (request, response, next) => {
        const path = (request.url ?? '/').split('?')[0]!
        const send = (type: string, body: string | Buffer) => {
          response.setHeader('Content-Type', type)
          response.setHeader('Cache-Control', 'no-store')
          response.end(body)
        }
        if (path === '/' && request.originalUrl?.split('?')[0] === EDITOR_PATH) send('text/html; charset=utf-8', page)
        else if (path === '/config.yml') {
          // Generated per request: a schema edited while the editor runs shows at the next load,
          // and the lists of pages and banks come from the content as it is now (Vite reloads it);
          // content that does not read leaves those fields typed in.
          void server
            .ssrLoadModule(SITE_CHOICES)
            .then(
              (module) => (module as typeof SiteChoices).siteChoices(),
              (): Choices => ({}),
            )
            .then((choices) =>
              send('application/yaml; charset=utf-8', stringify(cmsConfig(`http://${request.headers.host}`, settings, choices))),
            )
            .catch(next)
        } else if (path === '/check' && request.method === 'POST') {
          void checkContent().then((report) => send('application/json', JSON.stringify(report)))
        } else if (path === '/sveltia-cms.js') {
          send('text/javascript; charset=utf-8', sveltiaBundle())
        } else if (path.startsWith('/fonts/') && fontFile(basename(path))) {
          send('font/woff2', readFileSync(require.resolve(fontFile(basename(path))!)))
        } else {
          // The bundle's lazy chunks, by base name only: nothing else of the disk is served.
          const chunk = path.startsWith('/chunks/') && join(SVELTIA_DIST, 'chunks', basename(path))
          if (chunk && existsSync(chunk)) send('text/javascript; charset=utf-8', readFileSync(chunk))
          else next()
        }
      })
      // Astro puts its own middlewares first, one of which answers 404 to a path with a trailing
      // slash: /admin/ is sent to /admin before it. And a page that bad content breaks says so in
      // words (problem-page.ts), before Astro's error page can.
      return () => {
        server.middlewares.stack.unshift({ route: '', handle: explainContentErrors(checkContent, EDITOR_PATH) })
        server.middlewares.stack.unshift({
          route: '',
          handle: (request: IncomingMessage, response: ServerResponse, next: () => void) => {
            if (request.url?.split('?')[0] !== `${EDITOR_PATH}/`) return next()
            response.statusCode = 301
            response.setHeader('Location', EDITOR_PATH)
            response.end()
          },
        })
      }
    },
  }
}

export function contentEditor(): AstroIntegration {
  return {
    name: 'content-editor',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command === 'dev') updateConfig({ vite: { plugins: [editorPlugin()] } })
      },
      'astro:server:start': ({ address, logger }) => {
        logger.info(`The content editor: http://127.0.0.1:${address.port}${EDITOR_PATH}`)
      },
    },
  }
}
