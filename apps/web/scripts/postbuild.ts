/**
 * After `astro build` (decision 012): Astro already wrote each page to the file named after its
 * URL, 404.html and the social cards, with its stylesheet inlined; this adds the inline script of
 * every page's head (decision 011), drops the islands' misplaced style (island-style.ts), then
 * publishes the build (publish.ts: icons, sitemap, robots, security.txt, policies, `_headers`,
 * `_redirects`, precompression).
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { parsePublicEnv } from '../src/config/public-env'
import { buildInlineScript, injectInlineScript } from './inline-script'
import { dropIslandStyle } from './island-style'
import { htmlFiles, publishSite } from './publish'
import { webBuildDir } from '@app/tooling/build-dir'

// Tests and parallel builds may build elsewhere (astro.config.mjs reads the same variable).
const buildDir = webBuildDir()
const clientDir = join(buildDir, 'client')
const env = parsePublicEnv(process.env, { production: process.env.NODE_ENV === 'production' })

const started = performance.now()
const inlineScript = await buildInlineScript(env)
for (const { file } of htmlFiles(clientDir))
  await writeFile(file, injectInlineScript(dropIslandStyle(await readFile(file, 'utf8')), inlineScript))
const published = await publishSite(buildDir, env)
console.log(`postbuild: ${published} in ${relative(process.cwd(), clientDir)} (${Math.round(performance.now() - started)} ms)`)
