/**
 * How every build of the site ends, once each page is the file named after its URL (pageFile)
 * and the not-found page is 404.html: the social cards checked, sitemap.xml, robots.txt and
 * security.txt written, each page's Content-Security-Policy and Permissions-Policy worked out
 * from its HTML (the 404 page's also in a <meta>), the CDN's `_headers` and `_redirects`, the
 * site manifest the API process reads, the pages' dictionary and their `.dcz` siblings
 * (page-dictionary.ts), and Brotli and gzip siblings of every text file.
 */
import { existsSync, readFileSync } from 'node:fs'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { PublicEnv } from '../src/config/public-env'
import { landingPages, pages, redirects } from '../src/content/pages'
import { writeAppIcons } from './app-icons'
import { contentSecurityPolicy, headersFile, pageHashes, withMetaPolicy } from './csp'
import { permissionsPolicy } from './permissions-policy'
import { SECURITY_TXT, cdnHeaders, pageFile, robotsTxt, securityTxt, sitemapXml } from './published-files'
import { dczEncode, dictionaryPath, withDictionaryLoader, withPageDictionary } from './page-dictionary'
import { checkSocialCards } from './social-cards'

/** Every page of a build, keyed by URL path ("/404" for 404.html), and its file. */
export const htmlFiles = (clientDir: string) => [
  ...pages.map((page) => ({ path: page.path, file: join(clientDir, pageFile(page.path)) })),
  { path: '/404', file: join(clientDir, '404.html') },
]

/** Each page's own Content-Security-Policy and Permissions-Policy, keyed by URL path (no page sends an opener policy: decision 017). */
async function pageHeaders(clientDir: string, env: PublicEnv): Promise<Record<string, Record<string, string>>> {
  const headers: Record<string, Record<string, string>> = {}
  for (const { path, file } of htmlFiles(clientDir)) {
    const html = await readFile(file, 'utf8')
    headers[path] = {
      'Content-Security-Policy': contentSecurityPolicy(pageHashes(html), env),
      'Permissions-Policy': permissionsPolicy(html),
    }
  }
  return headers
}

/** The 404 page carries its own policy: a CDN serves it at URLs that no `_headers` rule names. */
async function notFoundPolicyInPage(clientDir: string, policy: string): Promise<void> {
  const file = join(clientDir, '404.html')
  await writeFile(file, withMetaPolicy(await readFile(file, 'utf8'), policy))
}

/** Every page must point at its own social card, drawn while prerendering (social-cards.ts). */
function checkEveryPageHasItsCard(clientDir: string, env: PublicEnv): string {
  const { problems, cards } = checkSocialCards(pages, env.SITE_URL, {
    html: (path) => readFileSync(join(clientDir, pageFile(path)), 'utf8'),
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

/**
 * The dictionary is a role page: two thirds of the site are landing pages, and a role page has
 * the sections the others share (the other pages come to 3-6.5 KB against it). Taken before any
 * page gets the loader that names it, which would change it.
 */
async function publishPageDictionary(clientDir: string): Promise<{ path: string; dictionary: Buffer }> {
  const dictionary = await readFile(join(clientDir, pageFile(landingPages('role')[0]!.path)))
  const path = dictionaryPath(dictionary)
  await writeFile(join(clientDir, path), dictionary)
  for (const { file } of htmlFiles(clientDir)) await writeFile(file, withDictionaryLoader(await readFile(file, 'utf8'), path))
  return { path, dictionary }
}

const COMPRESSIBLE = /\.(html|js|css|svg|json|xml|txt|data|vtt|webmanifest|dict)$/

/** Brotli and gzip siblings of every text file, and each page's difference from the dictionary (`.dcz`). */
async function precompress(clientDir: string, dictionary: Buffer): Promise<number> {
  let count = 0
  for await (const file of walk(clientDir)) {
    if (!COMPRESSIBLE.test(file)) continue
    const body = await readFile(file)
    if (body.length < 512) continue
    const [br, gz] = await Promise.all([
      promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      promisify(gzip)(body, { level: 9 }),
    ])
    await Promise.all([
      writeFile(`${file}.br`, br),
      writeFile(`${file}.gz`, gz),
      file.endsWith('.html') && writeFile(`${file}.dcz`, dczEncode(body, dictionary)),
    ])
    count++
  }
  return count
}

/** Publishes the build in `buildDir` (its pages in `buildDir/client`); returns what it did, in words. */
export async function publishSite(buildDir: string, env: PublicEnv): Promise<string> {
  const clientDir = join(buildDir, 'client')
  const cards = checkEveryPageHasItsCard(clientDir, env)
  await writeFile(join(clientDir, 'sitemap.xml'), sitemapXml(pages, env.SITE_URL))
  await writeFile(join(clientDir, 'robots.txt'), robotsTxt(env.SITE_URL))
  await writeFile(join(clientDir, '_redirects'), redirects.map((r) => `${r.from} ${r.to} ${r.status}`).join('\n') + '\n')
  const security = join(clientDir, SECURITY_TXT)
  await mkdir(dirname(security), { recursive: true })
  await writeFile(
    security,
    securityTxt({ contact: env.SECURITY_CONTACT || `mailto:${env.SUPPORT_EMAIL}`, siteUrl: env.SITE_URL, built: new Date() }),
  )
  const icons = await writeAppIcons(clientDir)
  const { path: dictionary, dictionary: dictionaryBody } = await publishPageDictionary(clientDir)
  const headers = await pageHeaders(clientDir, env)
  await notFoundPolicyInPage(clientDir, headers['/404']!['Content-Security-Policy']!)
  await writeFile(join(clientDir, '_headers'), headersFile(cdnHeaders(headers, dictionary)))
  await writeFile(
    join(buildDir, 'site-manifest.json'),
    JSON.stringify({ redirects, headers: withPageDictionary(headers, dictionary) }, null, 2),
  )
  const compressed = await precompress(clientDir, dictionaryBody)
  return `${pages.length} pages + 404.html, ${cards}, icons and manifest (${icons.length} files), ${compressed} files precompressed, the pages also against ${dictionary}`
}
