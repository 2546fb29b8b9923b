/**
 * After `react-router build`: turn the prerendered not-found page into 404.html, move every
 * page to the file named after its URL (site-files.ts, pageFile), inline its stylesheet, add the
 * inline script and start the module scripts after the first paint, then publish it (publish.ts:
 * sitemap, robots, security.txt, policies, `_headers`, `_redirects`, manifest, precompression).
 */
import { readFileSync } from 'node:fs'
import { readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { NOT_FOUND_PRERENDER_PATH, pages } from '../app/content/pages'
import { parsePublicEnv } from '../app/config/public-env'
import { buildEarlyScript, injectEarlyScript } from './early-script'
import { inlineBlockingCss, startScriptsAfterPaint } from './paint-first'
import { htmlFiles, publishSite } from './publish'
import { pageFile } from './site-files'

const buildDir = process.env.WEB_BUILD_DIR
  ? resolve(process.env.WEB_BUILD_DIR)
  : new URL('../build/', import.meta.url).pathname
const clientDir = join(buildDir, 'client')
// The operator's NODE_ENV (a separate process from Vite's): a second guard after the prebuild check.
const env = parsePublicEnv(process.env, { production: process.env.NODE_ENV === 'production' })

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  )
}

async function moveNotFoundPage(): Promise<void> {
  const dir = join(clientDir, NOT_FOUND_PRERENDER_PATH)
  await rename(join(dir, 'index.html'), join(clientDir, '404.html'))
  await rm(dir, { recursive: true, force: true })
  await rm(`${dir}.data`, { force: true })
}

async function checkEveryPagePrerendered(): Promise<void> {
  const missing = []
  for (const page of pages) {
    const file = join(clientDir, page.path, 'index.html')
    if (!(await exists(file))) missing.push(page.path)
  }
  if (missing.length > 0) throw new Error(`Pages not prerendered: ${missing.join(', ')}`)
}

/** React Router writes `features/x/index.html`; the page goes to `features/x.html`. */
async function moveToCanonicalFiles(): Promise<void> {
  for (const page of pages) {
    if (page.path === '/') continue
    const dir = join(clientDir, page.path)
    await rename(join(dir, 'index.html'), join(clientDir, pageFile(page.path)))
    // Fails, as it should, if anything else was in the folder.
    await rmdir(dir)
  }
}

/**
 * Every page paints from its HTML alone (paint-first.ts, decision 006), its controls work from it
 * (the inline early script), and its scripts start after the first paint (decision 011).
 */
async function paintFirstEverywhere(): Promise<void> {
  const early = await buildEarlyScript()
  const css = new Map<string, string>()
  const readCss = (href: string) => css.get(href) ?? css.set(href, readFileSync(join(clientDir, href), 'utf8')).get(href)!
  for (const { path, file } of htmlFiles(clientDir)) {
    const { html, inlined } = inlineBlockingCss(await readFile(file, 'utf8'), readCss)
    if (inlined.length === 0) throw new Error(`${path}: no stylesheet link to inline; did React Router change its output?`)
    const deferred = startScriptsAfterPaint(injectEarlyScript(html, early))
    if (deferred.preloads === 0) throw new Error(`${path}: no modulepreload link; did React Router change its output?`)
    await writeFile(file, deferred.html)
  }
}

async function main(): Promise<void> {
  const started = performance.now()
  await checkEveryPagePrerendered()
  await moveNotFoundPage()
  await moveToCanonicalFiles()
  // Unknown paths get 404.html; the SPA fallback would answer them with 200.
  await rm(join(clientDir, '__spa-fallback.html'), { force: true })
  await paintFirstEverywhere()
  const published = await publishSite(buildDir, env)
  console.log(`postbuild: ${published} in ${relative(process.cwd(), clientDir)} (${Math.round(performance.now() - started)} ms)`)
}

await main()
