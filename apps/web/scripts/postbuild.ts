/**
 * After `react-router build`: turn the prerendered not-found page into 404.html, move every
 * page to the file named after its URL (site-files.ts, pageFile), write sitemap.xml, robots.txt,
 * the CDN's `_redirects` and `_headers` and the site manifest the API process reads, then
 * precompress every text asset (Brotli and gzip).
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { NOT_FOUND_PRERENDER_PATH, pages, redirects } from '../app/content/pages'
import { parsePublicEnv } from '../app/config/public-env'
import { contentSecurityPolicy, headersFile, pageHashes, withMetaPolicy } from './csp'
import { buildEarlyScript, injectEarlyScript } from './early-script'
import { inlineBlockingCss, startScriptsAfterPaint } from './paint-first'
import { permissionsPolicy } from './permissions-policy'
import { SECURITY_TXT, cdnHeaders, pageFile, robotsTxt, securityTxt, sitemapXml } from './site-files'
import { checkSocialCards } from './social-cards'

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

/** Every prerendered document, keyed by URL path ("/404" for 404.html). */
const htmlFiles = () => [
  ...pages.map((page) => ({ path: page.path, file: join(clientDir, pageFile(page.path)) })),
  { path: '/404', file: join(clientDir, '404.html') },
]

/**
 * Every page paints from its HTML alone (paint-first.ts, decision 006), its controls work from it
 * (the inline early script), and its scripts start after the first paint (decision 011).
 */
async function paintFirstEverywhere(): Promise<void> {
  const early = await buildEarlyScript()
  const css = new Map<string, string>()
  const readCss = (href: string) => css.get(href) ?? css.set(href, readFileSync(join(clientDir, href), 'utf8')).get(href)!
  for (const { path, file } of htmlFiles()) {
    const { html, inlined } = inlineBlockingCss(await readFile(file, 'utf8'), readCss)
    if (inlined.length === 0) throw new Error(`${path}: no stylesheet link to inline; did React Router change its output?`)
    const deferred = startScriptsAfterPaint(injectEarlyScript(html, early))
    if (deferred.preloads === 0) throw new Error(`${path}: no modulepreload link; did React Router change its output?`)
    await writeFile(file, deferred.html)
  }
}

/** Each page's own Content-Security-Policy and Permissions-Policy, keyed by URL path. */
async function pageHeaders(): Promise<Record<string, Record<string, string>>> {
  const headers: Record<string, Record<string, string>> = {}
  for (const { path, file } of htmlFiles()) {
    const html = await readFile(file, 'utf8')
    headers[path] = {
      'Content-Security-Policy': contentSecurityPolicy(pageHashes(html), env),
      'Permissions-Policy': permissionsPolicy(html),
    }
  }
  return headers
}

/** The 404 page carries its own policy: a CDN serves it at URLs that no `_headers` rule names. */
async function notFoundPolicyInPage(policy: string): Promise<void> {
  const file = join(clientDir, '404.html')
  await writeFile(file, withMetaPolicy(await readFile(file, 'utf8'), policy))
}

/** Every page must point at its own social card, drawn while prerendering (social-cards.ts). */
function checkEveryPageHasItsCard(): string {
  const { problems, cards } = checkSocialCards(pages, env.SITE_URL, {
    html: (path) => readFileSync(join(clientDir, path, 'index.html'), 'utf8'),
    file: (rel) => (existsSync(join(clientDir, rel)) ? readFileSync(join(clientDir, rel)) : null),
  })
  if (problems.length > 0) throw new Error(`Social cards:\n${problems.join('\n')}`)
  const sizes = [...cards.values()].map((card) => card.bytes)
  return `${cards.size} social cards of ${Math.round(Math.min(...sizes) / 1024)}-${Math.round(Math.max(...sizes) / 1024)} KB`
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else yield path
  }
}

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|data|vtt|webmanifest)$/

async function precompress(): Promise<number> {
  let count = 0
  for await (const file of walk(clientDir)) {
    if (!COMPRESSIBLE.test(file)) continue
    const body = await readFile(file)
    if (body.length < 512) continue
    const [br, gz] = await Promise.all([
      promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      promisify(gzip)(body, { level: 9 }),
    ])
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)])
    count++
  }
  return count
}

async function main(): Promise<void> {
  const started = performance.now()
  await checkEveryPagePrerendered()
  const cards = checkEveryPageHasItsCard()
  await moveNotFoundPage()
  await moveToCanonicalFiles()
  // Unknown paths get 404.html; the SPA fallback would answer them with 200.
  await rm(join(clientDir, '__spa-fallback.html'), { force: true })
  await paintFirstEverywhere()
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(pages, env.SITE_URL))
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(env.SITE_URL))
  await writeFile(
    join(clientDir, '_redirects'),
    redirects.map((r) => `${r.from} ${r.to} ${r.status}`).join('\n') + '\n',
  )
  const security = join(clientDir, SECURITY_TXT)
  await mkdir(dirname(security), { recursive: true })
  await writeFile(security, securityTxt({ contact: env.SECURITY_CONTACT || `mailto:${env.SUPPORT_EMAIL}`, siteUrl: env.SITE_URL, built: new Date() }))
  const headers = await pageHeaders()
  await notFoundPolicyInPage(headers['/404']!['Content-Security-Policy']!)
  await writeFile(join(clientDir, '_headers'), headersFile(cdnHeaders(headers)))
  const manifest = { redirects, headers }
  await writeFile(join(buildDir, 'site-manifest.json'), JSON.stringify(manifest, null, 2))
  const compressed = await precompress()
  const ms = Math.round(performance.now() - started)
  console.log(
    `postbuild: ${pages.length} pages + 404.html, ${cards}, ${compressed} files precompressed in ${relative(process.cwd(), clientDir)} (${ms} ms)`,
  )
}

await main()
