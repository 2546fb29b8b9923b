/**
 * After `astro build` (decision 012): Astro already wrote each page to the file named after its
 * URL, 404.html and the social cards, with its stylesheet inlined; this adds the inline script of
 * every page's head (decision 011), then publishes the build (publish.ts) like the React Router one.
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join, relative, resolve } from 'node:path'
import { parsePublicEnv } from '../app/config/public-env'
import { buildEarlyScript, injectEarlyScript } from './early-script'
import { htmlFiles, publishSite } from './publish'

const buildDir = resolve(import.meta.dirname, '../build-astro')
const clientDir = join(buildDir, 'client')
const env = parsePublicEnv(process.env, { production: process.env.NODE_ENV === 'production' })

const started = performance.now()
const early = await buildEarlyScript()
for (const { file } of htmlFiles(clientDir)) await writeFile(file, injectEarlyScript(await readFile(file, 'utf8'), early))
const published = await publishSite(buildDir, env)
console.log(`postbuild-astro: ${published} in ${relative(process.cwd(), clientDir)} (${Math.round(performance.now() - started)} ms)`)
