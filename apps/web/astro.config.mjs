// @ts-check
/**
 * The site (docs/decisions/012-astro-renders-the-react-components.md): Astro renders the React
 * components to static HTML at build; React runs only in the islands (the `client:*`
 * directives of the pages and the layout), so a page that is only read loads no module script.
 * `npm run build` writes build/client (or $WEB_BUILD_DIR/client), then scripts/postbuild.ts.
 */
import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'astro/config'
import { fileURLToPath } from 'node:url'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { parsePublicEnv } from './src/config/public-env.ts'
import { webBuildDir, webClientDir } from '@app/tooling/build-dir'
import { contentModules } from './scripts/content-modules.ts'

const publicEnv = parsePublicEnv(process.env)
// Pinned for the build's own modules too (the social cards are written there): Vite bundles
// @app/tooling into them, away from the folder its default is relative to.
process.env.WEB_BUILD_DIR = webBuildDir()
// `npm run dev` sends the API's calls to a running API (`npm run dev:api` at the root).
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000'
// client:dialog: the contact and support forms hydrate when their dialog opens.
const dialogDirective = { name: 'dialog', entrypoint: fileURLToPath(new URL('./src/lib/client-dialog.ts', import.meta.url)) }
// client:round: the practice round hydrates on the visitor's first touch, or at once to show a kept round.
const roundDirective = {
  name: 'round',
  entrypoint: fileURLToPath(new URL('./src/features/practice-round/client-round.ts', import.meta.url)),
}

export default defineConfig({
  srcDir: 'src',
  // Tests and parallel builds may build elsewhere; the API serves WEB_BUILD_DIR too.
  outDir: webClientDir(),
  publicDir: 'public',
  integrations: [
    react(),
    // `npm run edit`: the dev server with the content editor at /admin (editor/integration.ts),
    // loaded only then: the public build never imports it.
    ...(process.env.CONTENT_EDITOR === '1' ? [(await import('./editor/integration.ts')).contentEditor()] : []),
    {
      // Islands that hydrate on the visitor's cue rather than on load.
      name: 'client-directives',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          addClientDirective(dialogDirective)
          addClientDirective(roundDirective)
        },
      },
    },
  ],
  // Every page is the file named after its URL (decision 010), its stylesheet inlined; the
  // hashed files under /assets/, which the server and the CDN cache as immutable.
  build: { format: 'file', inlineStylesheets: 'always', assets: 'assets' },
  trailingSlash: 'never',
  telemetry: false,
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss(), contentModules()],
    define: { __PUBLIC_ENV__: JSON.stringify(publicEnv) },
    // Workspace packages from their TypeScript ("source" export condition) in the browser's
    // bundles; the prerender step reads their dist/, which `npm run build` compiles first.
    resolve: { conditions: ['source', ...defaultClientConditions] },
    ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
    server: { proxy: { '/stripeapi': apiTarget, '/api': apiTarget } },
    // The social cards' renderer is a native module the build's Node loads; never the browser's.
    optimizeDeps: { exclude: ['@resvg/resvg-js'] },
    // The answer engine's modules are pure, so an island takes from its entry (index.ts) only the
    // modules it uses: the one-question widget never carries the round's report.
    build: { rolldownOptions: { treeshake: { moduleSideEffects: (id) => !id.includes('/src/features/answer/') } } },
  },
})
