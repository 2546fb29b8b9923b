/**
 * The inline script of every page's head (src/inline-script/index.ts), bundled and minified once per
 * build. It must work before React: no imports at run time, nothing but the DOM. The build's
 * public settings are constants in it, so what a setting turns off (the analytics tags without
 * ANALYTICS_GA_ID) is left out.
 */
import { build } from 'esbuild'
import type { PublicEnv } from '../src/config/public-env'

const ENTRY = new URL('../src/inline-script/index.ts', import.meta.url).pathname

export async function buildInlineScript(env: PublicEnv): Promise<string> {
  const result = await build({
    // Each setting as its own constant too, so that `__PUBLIC_ENV__.X ? … : null` folds.
    define: {
      __PUBLIC_ENV__: JSON.stringify(env),
      ...Object.fromEntries(Object.entries(env).map(([name, value]) => [`__PUBLIC_ENV__.${name}`, JSON.stringify(value)])),
    },
    entryPoints: [ENTRY],
    bundle: true,
    minify: true,
    format: 'iife',
    target: ['es2022'],
    write: false,
    legalComments: 'none',
  })
  const js = result.outputFiles[0]!.text.trim()
  if (/<\/script/i.test(js)) throw new Error('the inline script contains "</script": it cannot be inlined')
  return js
}

/** Puts the script at the end of the page's head, before anything in the body is parsed. */
export function injectInlineScript(html: string, js: string): string {
  if (!html.includes('</head>')) throw new Error('no </head> in the page')
  return html.replace('</head>', `<script>${js}</script></head>`)
}
