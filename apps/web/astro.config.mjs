// @ts-check
/**
 * The site on Astro, built beside the React Router one while it moves over
 * (docs/decisions/012-astro-renders-the-react-components.md): Astro renders the same React
 * components to static HTML; a page that is only read loads no module script.
 * `npm run build:astro` writes build-astro/client; nothing serves it yet.
 */
import react from '@astrojs/react'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'astro/config'
import { fileURLToPath } from 'node:url'
import { parsePublicEnv } from './app/config/public-env.ts'

const publicEnv = parsePublicEnv(process.env)

export default defineConfig({
  srcDir: 'src',
  outDir: 'build-astro/client',
  // public/ holds the same files for both builds.
  publicDir: 'public',
  integrations: [
    react(),
    {
      // Islands that hydrate on the visitor's cue rather than on load (src/islands/).
      name: 'client-directives',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) => {
          for (const name of ['dialog', 'consent'])
            addClientDirective({ name, entrypoint: fileURLToPath(new URL(`./src/islands/client-${name}.ts`, import.meta.url)) })
        },
      },
    },
  ],
  // Every page is the file named after its URL (decision 010), its stylesheet inlined.
  build: { format: 'file', inlineStylesheets: 'always' },
  trailingSlash: 'never',
  telemetry: false,
  devToolbar: { enabled: false },
  vite: {
    plugins: [tailwindcss()],
    define: { __PUBLIC_ENV__: JSON.stringify(publicEnv) },
    resolve: {
      conditions: ['source'],
      // The components still import React Router's Link for the site it renders; here it is a
      // plain link (src/lib/link-as-anchor.tsx) until React Router leaves.
      alias: { 'react-router': fileURLToPath(new URL('./src/lib/link-as-anchor.tsx', import.meta.url)) },
    },
    ssr: { resolve: { conditions: ['source'] } },
  },
})
