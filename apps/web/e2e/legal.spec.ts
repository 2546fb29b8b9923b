import { parsePublicEnv } from '../src/config/public-env'
import { legalContext, legalDocument } from '../src/content/legal'
import { pages } from '../src/content/pages'
import { presetConsent } from './support/consent-fixtures'
import { axeViolations, expect, pageStopsScrolling, test } from './support/fixtures'

/** The terms' marked gap while the operator has not named the governing law (content/legal/terms-of-service.md). */
const GOVERNING_LAW_PLACEHOLDER = '[Governing law not yet specified by the operator]'

// The documents as the build made them: same content modules, same public configuration.
const buildEnv = parsePublicEnv(process.env)
const legalPages = pages
  .filter((page) => page.kind === 'legal')
  .map((page) => ({ path: page.path, doc: legalDocument(page.path, legalContext(buildEnv))! }))

test('there is a document for each legal page', () => {
  expect(legalPages.map((p) => p.path)).toEqual(['/privacy-policy', '/terms-of-service'])
  expect(legalPages.map((p) => p.doc?.sections.length)).toEqual([12, 17])
})

for (const { path, doc } of legalPages) {
  test.describe(path, () => {
    test('shows every section heading, numbered, in order, with a matching table of contents', async ({ page }) => {
      await presetConsent(page)
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title)
      await expect(page.locator('main article h2')).toHaveText(doc.sections.map((s, i) => `${i + 1}. ${s.heading}`))
      const toc = page.getByRole('navigation', { name: 'On this page' })
      await expect(toc.getByRole('link')).toHaveText(doc.sections.map((s) => s.heading))
      await expect(page.getByText('Last updated:').locator('time')).toHaveAttribute('datetime', doc.lastUpdated)
    })

    test('table-of-contents links bring their section into view below the header and set the hash', async ({ page }) => {
      test.slow() // one click and scroll per section
      await presetConsent(page)
      await page.goto(path)
      const toc = page.getByRole('navigation', { name: 'On this page' })
      const headerHeight = await page.getByRole('banner').evaluate((el) => el.getBoundingClientRect().height)
      // Last first, so every click has to scroll (up or down).
      for (const section of [...doc.sections].reverse()) {
        // The last click's smooth scroll can still be moving the links: a press and release on
        // different elements is no click.
        await pageStopsScrolling(page)
        await toc.getByRole('link', { name: section.heading, exact: true }).click()
        await expect(page).toHaveURL(`${path}#${section.id}`)
        const heading = page.locator(`main article h2#${section.id}`)
        await expect(heading).toBeInViewport()
        // Not hidden under the sticky header.
        await expect
          .poll(() => heading.evaluate((el) => el.getBoundingClientRect().top), { message: section.id })
          .toBeGreaterThanOrEqual(headerHeight)
      }
    })

    test('opening a section link directly lands on that section', async ({ page }) => {
      await presetConsent(page)
      const last = doc.sections.at(-1)!
      await page.goto(`${path}#${last.id}`)
      await expect(page.locator(`main article h2#${last.id}`)).toBeInViewport()
    })

    test('has no axe violations, as a first-time visitor sees it (cookie popup open)', async ({ page }) => {
      test.slow() // axe on a long document takes a while on a busy machine
      await page.goto(path)
      await expect(page.getByTestId('cookie-consent')).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })

    test('prints only the document', async ({ page }) => {
      await presetConsent(page)
      await page.goto(path)
      await page.emulateMedia({ media: 'print' })
      await expect(page.getByRole('banner')).toBeHidden()
      await expect(page.getByRole('contentinfo')).toBeHidden()
      await expect(page.getByRole('navigation', { name: 'On this page' })).toBeHidden()
      await expect(page.locator('main article h2')).toHaveCount(doc.sections.length)
      await expect(page.locator('main article h2').last()).toBeVisible()
    })

    test('loads no script file: the legal text is HTML only', async ({ page }) => {
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url())
      })
      await presetConsent(page)
      await page.goto(path)
      const phrases = [doc.sections[3]!.heading, doc.sections.at(-2)!.heading]
      for (const phrase of phrases) await expect(page.getByRole('heading', { name: phrase })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(scripts).toEqual([])
    })
  })
}

test('the terms show the governing law from the configuration, or a marked placeholder', async ({ page }) => {
  await presetConsent(page)
  await page.goto('/terms-of-service')
  const section = page.locator('main article section').filter({ has: page.locator('h2#governing-law') })
  if (buildEnv.LEGAL_GOVERNING_LAW.trim()) {
    await expect(section).toContainText(buildEnv.LEGAL_GOVERNING_LAW.trim())
    await expect(page.getByText(GOVERNING_LAW_PLACEHOLDER)).toHaveCount(0)
  } else {
    await expect(section.locator('mark')).toHaveText(GOVERNING_LAW_PLACEHOLDER)
  }
})

test('the privacy policy names the support e-mail as a mail link', async ({ page }) => {
  await presetConsent(page)
  await page.goto('/privacy-policy')
  const contact = page.locator('main article section').filter({ has: page.locator('h2#contact') })
  await expect(contact.getByRole('link', { name: buildEnv.SUPPORT_EMAIL })).toHaveAttribute('href', `mailto:${buildEnv.SUPPORT_EMAIL}`)
})

test('the footer links reach both legal pages', async ({ page }) => {
  await presetConsent(page)
  await page.goto('/')
  for (const { path, doc } of legalPages) {
    await page.getByRole('contentinfo').getByRole('link', { name: doc.title, exact: true }).click()
    await expect(page).toHaveURL(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(doc.title)
  }
})

test('the cookie popup links to the privacy policy', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('cookie-consent').getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL('/privacy-policy')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy')
})

test('a link between the legal pages lands on the named section', async ({ page }) => {
  await presetConsent(page)
  await page.goto('/terms-of-service')
  const california = page.locator('main article section').filter({ has: page.locator('h2#california-users') })
  await california.getByRole('link', { name: 'Privacy Policy' }).click()
  await expect(page).toHaveURL('/privacy-policy#privacy-rights')
  await expect(page.locator('h2#privacy-rights')).toBeInViewport()
})
