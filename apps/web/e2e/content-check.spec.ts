/**
 * Content the build would refuse, as the editor shows it before anyone builds: "Check my changes"
 * on the editor's page lists every problem in the editor's words, and the preview of a page the
 * content breaks says what is wrong instead of a developer's error page. The editor runs on a
 * throwaway copy of the repository whose files the test changes as a save in the editor's local
 * mode changes them (the OPFS stand-in of content-editor.spec.ts writes the browser's copy only).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { parseDocument } from 'yaml'
import { expect, test } from './support/fixtures'
import { CONTENT, EDITOR_OFFLINE, startEditServer, type EditServer } from './support/content-editor'
import { sourceCopyWith } from './support/configured-site'

const HR = `${CONTENT}/landing/hr-interview-practice.yaml`
const PROBLEM = 'Hero › Heading: At least 10 characters (it has 5).'
const ENTRY = 'Landing pages › hr-interview-practice'

let copy = ''
let editor: EditServer
let original = ''

/** Sets one field of the copy's landing page, as a save would. */
function save(path: (string | number)[], value: unknown) {
  const document = parseDocument(readFileSync(join(copy, HR), 'utf8'))
  document.setIn(path, value)
  writeFileSync(join(copy, HR), document.toString())
}

test.describe('content the build would refuse', () => {
  test.describe.configure({ mode: 'serial', timeout: 90_000 })
  test.use({
    viewport: { width: 1280, height: 800 },
    allowConsoleErrors: [EDITOR_OFFLINE, { scope: 'test' }],
    allowFailedRequests: [EDITOR_OFFLINE, { scope: 'test' }],
  })

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    copy = await sourceCopyWith({})
    original = readFileSync(join(copy, HR), 'utf8')
    editor = await startEditServer(copy)
  })
  test.afterAll(async () => {
    await editor?.stop()
    if (copy) await rm(copy, { recursive: true, force: true })
  })

  test('the preview of a page it breaks says what is wrong, in the editor’s words', async ({ page }) => {
    const path = `${editor.origin}/features/hr-interview-practice`
    // The page as it is (its islands not run: the dev server would still be preparing their scripts).
    expect((await page.request.get(path)).status()).toBe(200)

    save(['hero', 'heading'], 'Short')
    // Until the dev server has read the save, it serves the page as it was: ask without a page,
    // so that no island of it starts loading scripts the server is still preparing.
    await expect.poll(async () => (await page.request.get(path)).status(), { timeout: 30_000 }).toBe(500)
    expect((await page.goto(path))?.status()).toBe(500)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page cannot be shown until the content is fixed')
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(`${ENTRY} (src/content/landing/hr-interview-practice.yaml)`)
    await expect(page.getByRole('listitem')).toHaveText([PROBLEM])
    await expect(page.getByRole('link', { name: 'editor' })).toHaveAttribute('href', '/admin')
    // No stack trace, no developer's overlay.
    await expect(page.locator('body')).not.toContainText(/\bat \S+:\d+|ContentError|node_modules/)
    await expect(page.locator('vite-error-overlay')).toHaveCount(0)
    await page.screenshot({ path: test.info().outputPath('preview-with-a-bad-entry.png') })
  })

  test('"Check my changes" lists every problem, and none once they are fixed', async ({ page }) => {
    save(['hero', 'heading'], 'Short')
    save(['hero', 'secondary', 'to'], '/features/no-such-page')
    await page.goto(`${editor.origin}/admin`)
    await page.getByRole('button', { name: 'Check my changes' }).click()
    const dialog = page.getByRole('dialog', { name: 'Check my changes' })
    await expect(dialog).toContainText('1 problem to fix before these changes can go live:', { timeout: 30_000 })
    await expect(dialog.getByRole('heading', { level: 3 })).toHaveText(`${ENTRY} (src/content/landing/hr-interview-practice.yaml)`)
    await expect(dialog.getByRole('listitem')).toHaveText([PROBLEM])
    await expect(dialog).toContainText('Once these are fixed, check again: the links between pages are checked then.')
    await page.screenshot({ path: test.info().outputPath('check-my-changes.png') })

    // The heading fixed: now the link, which the build checks across pages, is the problem.
    save(['hero', 'heading'], 'HR interview practice that gets you hired')
    await dialog.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: 'Check my changes' }).click()
    await expect(dialog.getByRole('listitem')).toHaveText(
      ['Hero › Secondary › Links to: “/features/no-such-page” is not a page of the site, or not a section of one: pick one from the list.'],
      { timeout: 30_000 },
    )

    writeFileSync(join(copy, HR), original)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await page.getByRole('button', { name: 'Check my changes' }).click()
    await expect(dialog).toContainText('No problems: every page reads', { timeout: 30_000 })
    await expect(dialog.getByRole('listitem')).toHaveCount(0)
  })
})
