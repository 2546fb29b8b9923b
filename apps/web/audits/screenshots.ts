/**
 * `npm run screenshots [-- --out reports/screenshots]`
 *
 * What a first-time visitor sees, to be opened and looked at after a change of the pages: the
 * home page, a role landing page, the sample report and the privacy policy with the cookie bar
 * showing, and the contact dialog open, at 375×667 and 1280×800, in the light and the dark
 * scheme, from the built site served by the real API process. Writes one PNG per view and prints
 * their paths.
 */
import { chromium, type Page } from '@playwright/test'
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { CHROMIUM_ARGS, chromiumPath } from '@app/tooling/chromium'
import { repoRoot } from '@app/tooling/build-dir'
import { serveBuiltSite } from '@app/tooling/serve'

const { values } = parseArgs({ options: { out: { type: 'string', default: join(repoRoot, 'reports/screenshots') } } })
const out = resolve(values.out)
mkdirSync(out, { recursive: true })

const PAGES = ['/', '/features/ai-mock-interview-data-analysts', '/features/instant-interview-feedback-reports', '/privacy-policy']
const SIZES = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]
const slug = (path: string) => (path === '/' ? 'home' : path.split('/').filter(Boolean).join('-'))

const site = await serveBuiltSite()
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS })
try {
  for (const colorScheme of ['light', 'dark'] as const) {
    for (const viewport of SIZES) {
      const context = await browser.newContext({ viewport, colorScheme })
      const shoot = async (name: string, view: (page: Page) => Promise<void>) => {
        const page = await context.newPage()
        await view(page)
        const file = join(out, `${colorScheme}-${viewport.width}-${name}.png`)
        await page.screenshot({ path: file })
        console.log(file)
        await page.close()
      }
      for (const path of PAGES) {
        await shoot(slug(path), async (page) => {
          await page.goto(site.url + path)
          await page.getByRole('region', { name: 'Cookie settings' }).waitFor()
        })
      }
      await shoot('contact-dialog', async (page) => {
        await page.goto(site.url + '/privacy-policy')
        await page.evaluate(() => window.scrollTo({ top: 400, behavior: 'instant' }))
        await page.getByRole('button', { name: 'Contact Us', exact: true }).click()
        await page.getByRole('dialog', { name: 'Contact Us' }).waitFor()
      })
      await context.close()
    }
  }
} finally {
  await browser.close()
  await site.stop()
}
