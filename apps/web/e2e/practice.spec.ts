import { practiceDraftKey } from '../src/lib/storage-keys'
import type { Page, Request } from '@playwright/test'
import { collections } from '../src/content/collections'
import { home } from '../src/content/home'
import { resolveLanding } from '../src/content/landing'
import { NO_MICROPHONE, OWN_MICROPHONE } from '../scripts/permissions-policy'
import { axeViolations, expect, test } from './support/fixtures'
import { presetConsent } from './support/consent-fixtures'
import { say, speechUse, standInRecogniser } from './support/speech'

const { form, messages, report } = collections.practice.read()

// The "Try one question now" widget (decision 007) on the home page and three landing pages: a
// role page, a role page outside tech, and a feature page whose hero preview is not a question.
const PAGES = [
  { path: '/', ...home.practice },
  ...['ai-mock-interview-data-analysts', 'mock-interview-nursing-students', 'interview-report'].map((slug) => ({
    path: `/features/${slug}`,
    ...resolveLanding(slug)!.practice,
  })),
]

const WIDGET_CHUNK = /\/assets\/try-question-widget\.[\w-]+\.js$/

/** A STAR answer with a marker word that must never appear in any request. */
const answerWith = (marker: string) =>
  `At my last job our team missed a deadline because two ${marker} reports disagreed. ` +
  'I was responsible for finding out which one was right. ' +
  'I compared both reports line by line, found a duplicated table and walked my manager through it. ' +
  'As a result the reports matched and we saved about 6 hours every month.'

const section = (page: Page) => page.locator('#try-a-question')
const answerBox = (page: Page) => section(page).getByRole('textbox', { name: form.answerLabel })
const reportRegion = (page: Page) => section(page).getByRole('region', { name: report.heading })

/** Waits until the widget's code has replaced the prerendered form. */
async function live(page: Page) {
  await section(page).scrollIntoViewIfNeeded()
  await expect(page.locator('#try-a-question-widget[data-live]')).toHaveCount(1)
}

/** Everything a request sends: URL, headers and body. */
const sent = (request: Request) => [request.url(), request.postData() ?? '', ...Object.values(request.headers())].join('\n')

test.describe('try one question', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  test.beforeEach(({ page }) => presetConsent(page))

  for (const target of PAGES) {
    test(`${target.path}: answer, report, cycle questions, nothing leaves the browser, axe clean`, async ({ page }) => {
      test.slow() // axe and a long page on a busy 2-core machine
      const requests: Request[] = []
      page.on('request', (request) => requests.push(request))
      const marker = `Quokka${Date.now()}`
      await page.goto(target.path)
      await live(page)

      // The page's own questions, its first one first; "Another question" cycles and wraps.
      const next = section(page).getByRole('button', { name: form.another })
      await expect(section(page).getByText(target.questions[0]!, { exact: true })).toBeVisible()
      for (let i = 1; i <= target.questions.length; i++) {
        await next.click()
        const n = i % target.questions.length
        await expect(section(page).getByText(target.questions[n]!, { exact: true })).toBeVisible()
        await expect(section(page).getByText(`Question ${n + 1} of ${target.questions.length}`, { exact: true })).toBeVisible()
      }

      // A story question (its hint asks for the STAR parts): checked as the round checks a story.
      const hint = section(page).getByText(form.answerHints.story, { exact: true })
      for (let i = 0; i < target.questions.length && !(await hint.isVisible()); i++) await next.click()
      await expect(hint).toBeVisible()
      await answerBox(page).fill(answerWith(marker))
      await expect(section(page).getByText('55 words')).toBeVisible()
      await section(page).getByRole('button', { name: form.check }).click()
      await expect(reportRegion(page)).toBeVisible()
      await expect(reportRegion(page).getByRole('heading', { name: report.heading })).toBeFocused()
      await expect(section(page).getByRole('status')).toHaveText('Quick check ready: 4 of 4 STAR parts found, 55 words.')
      await expect(reportRegion(page)).toContainText(report.disclaimer)
      await expect(reportRegion(page)).toContainText('I was responsible for finding out which one was right.')
      await expect(reportRegion(page)).toContainText('Your result has a number: 6 hours.')
      const cta = reportRegion(page).getByRole('link', { name: report.cta })
      await expect(cta).toHaveAttribute('href', new RegExp(`/auth/registration\\?role=${target.role}$`))
      await expect(cta).toHaveAttribute('target', '_blank')

      // Privacy: the draft is in this page's sessionStorage only, and no request carries it.
      const storage = await page.evaluate(() => ({ session: { ...sessionStorage }, local: { ...localStorage }, cookie: document.cookie }))
      expect(Object.keys(storage.session)).toEqual([practiceDraftKey(target.path)])
      expect(storage.session[practiceDraftKey(target.path)]).toContain(marker)
      expect(JSON.stringify(storage.local) + storage.cookie).not.toContain(marker)
      expect(
        requests.some((request) => WIDGET_CHUNK.test(request.url())),
        'the requests were watched',
      ).toBe(true)
      for (const request of requests) expect(sent(request), request.url()).not.toContain(marker)

      await expect(section(page).locator('[style]')).toHaveCount(0)
      expect(await axeViolations(page, '#try-a-question')).toEqual([])
    })
  }

  test('works with the keyboard alone, and asks for an answer before checking', async ({ page }) => {
    const { questions } = resolveLanding('ai-mock-interview-data-analysts')!.practice
    await page.goto('/features/ai-mock-interview-data-analysts')
    await live(page)
    await section(page).getByRole('button', { name: form.another }).focus()
    await page.keyboard.press('Enter')
    await expect(section(page).getByText(questions[1]!, { exact: true })).toBeVisible()
    await expect(section(page).getByRole('status')).toHaveText(`Question 2 of ${questions.length}: ${questions[1]}`)
    await page.keyboard.press('Tab')
    await expect(answerBox(page)).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(section(page).getByRole('button', { name: form.check })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(answerBox(page)).toBeFocused()
    await expect(answerBox(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(answerBox(page)).toHaveAccessibleDescription(new RegExp(messages.empty))

    await page.keyboard.type('I wrote the SQL query and as a result the report was 20% faster.')
    await expect(answerBox(page)).not.toHaveAttribute('aria-invalid')
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(reportRegion(page).getByRole('heading', { name: report.heading })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(reportRegion(page).getByRole('link', { name: report.cta })).toBeFocused()
  })

  test('keeps the draft for this page across a reload, and not on another page', async ({ page }) => {
    await page.goto('/features/mock-interview-nursing-students')
    await live(page)
    await answerBox(page).fill('I stayed with the patient and explained each step.')
    await page.reload()
    await live(page)
    await expect(answerBox(page)).toHaveValue('I stayed with the patient and explained each step.')
    await page.goto('/features/ai-mock-interview-data-analysts')
    await live(page)
    await expect(answerBox(page)).toHaveValue('')
  })

  test('runs a soft two-minute timer from the first keystroke', async ({ page }) => {
    // The page's clock stands still but for runFor, so the readings are exact (pausing a minute
    // ahead, which no timer of the widget has started yet, works however slow the page load was).
    const start = new Date('2026-03-02T09:00:00Z').getTime()
    await page.clock.install({ time: start })
    await page.goto('/features/ai-mock-interview-data-analysts')
    await page.clock.pauseAt(start + 60_000)
    await live(page)
    const timer = section(page).getByRole('timer')
    await page.clock.runFor(30_000)
    await expect(timer).toHaveText('Time: 2:00 left')
    await answerBox(page).pressSequentially('I led')
    await page.clock.runFor(61_000)
    await expect(timer).toHaveText('Time: 0:59 left')
    await page.clock.runFor(75_000)
    await expect(timer).toHaveText('Time: 0:16 over two minutes')
    await expect(section(page).getByRole('status')).toHaveText(messages.timeUp)
    await expect(answerBox(page)).toBeEditable()
  })

  test('without a layout shift when the widget replaces the prerendered form', async ({ page }) => {
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number }
      w.__cls = 0
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value
        }
      }).observe({ type: 'layout-shift', buffered: true })
    })
    await page.goto('/features/ai-mock-interview-data-analysts')
    await expect(section(page)).toBeInViewport()
    await live(page)
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
    expect(await page.evaluate(() => (window as unknown as { __cls: number }).__cls)).toBeLessThan(0.01)
  })
})

test.describe('speech input, with the browser’s speech recognition stubbed', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  test.beforeEach(async ({ page }) => {
    await presetConsent(page)
    await standInRecogniser(page)
  })

  test('transcribes into the answer box, asks for the microphone only on the click, and reports the pace', async ({ page }) => {
    const requests: Request[] = []
    page.on('request', (request) => requests.push(request))
    const start = new Date('2026-03-02T09:00:00Z').getTime()
    await page.clock.install({ time: start })
    await page.goto('/')
    await page.clock.pauseAt(start + 60_000)
    await live(page)
    const speak = section(page).getByRole('button', { name: form.speak })
    await expect(speak).toHaveAccessibleDescription(form.speechNote)
    await expect(section(page).getByText(form.speechNote)).toBeVisible()
    expect((await speechUse(page)).created).toBe(0)

    await speak.click()
    await expect(section(page).getByRole('status')).toHaveText(messages.listening)
    expect(await speechUse(page)).toMatchObject({ started: 1, lang: 'en-US' })
    const spoken = answerWith('Wombat')
    await say(page, spoken)
    await expect(answerBox(page)).toHaveValue(spoken)
    await page.clock.runFor(30_000)
    await section(page).getByRole('button', { name: form.stop }).click()
    await expect(section(page).getByRole('status')).toHaveText(messages.stopped)
    await section(page).getByRole('button', { name: form.check }).click()
    // 55 words in 30 seconds.
    await expect(reportRegion(page)).toContainText('110 words/min')
    await expect(reportRegion(page)).toContainText(report.pace.good)
    for (const request of requests) expect(sent(request), request.url()).not.toContain('Wombat')
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 } })

  test('loads the widget only when the section nears the viewport', async ({ page, request }) => {
    const html = await (await request.get('/')).text()
    expect(html, 'the widget is not part of the page’s own JavaScript').not.toMatch(/try-question-widget/)
    await presetConsent(page)
    await page.goto('/')
    const chunk = page.waitForRequest(WIDGET_CHUNK)
    await section(page).scrollIntoViewIfNeeded()
    await chunk
    await live(page)
  })

  test('/ with the report open has no axe violations (cookie popup showing)', async ({ page }) => {
    test.slow()
    await page.goto('/')
    await live(page)
    await answerBox(page).fill(answerWith('Axolotl'))
    await section(page).getByRole('button', { name: form.check }).click()
    await expect(reportRegion(page)).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('at 320 px wide', () => {
  test.use({ viewport: { width: 320, height: 640 } })
  test.beforeEach(({ page }) => presetConsent(page))

  test('fits without scrolling sideways, with the report open, and is axe clean', async ({ page }) => {
    await page.goto('/features/ai-mock-interview-data-analysts')
    await live(page)
    await answerBox(page).fill(answerWith('Narwhal'))
    await section(page).getByRole('button', { name: form.check }).click()
    await expect(reportRegion(page)).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320)
    for (const box of await section(page).locator('button, a, textarea').all()) {
      const rect = await box.boundingBox()
      expect(rect!.x + rect!.width, (await box.textContent()) ?? undefined).toBeLessThanOrEqual(320)
    }
    expect(await axeViolations(page, '#try-a-question')).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  // Chromium refuses the module scripts when JavaScript is off; that is the point here.
  test.use({ javaScriptEnabled: false, allowFailedRequests: [/\.js csp$/] })

  test('shows the question and a sign-up link for the page’s role, and no dead controls', async ({ page }) => {
    const { questions, role } = resolveLanding('mock-interview-nursing-students')!.practice
    await page.goto('/features/mock-interview-nursing-students')
    await expect(section(page).getByRole('heading', { level: 2 })).toBeVisible()
    await expect(section(page).getByText(questions[0]!, { exact: true })).toBeVisible()
    const signup = section(page).getByRole('link', { name: /AI interviewer/ })
    await expect(signup).toBeVisible()
    // The full round's page lists the role's questions without JavaScript too.
    await expect(section(page).getByRole('link', { name: 'Practise a full round' })).toHaveAttribute('href', /^\/practice\/[a-z-]+$/)
    await expect(signup).toHaveAttribute('href', new RegExp(`/auth/registration\\?role=${role}$`))
    await expect(answerBox(page)).toBeHidden()
    await expect(section(page).getByRole('button')).toHaveCount(0)
  })
})

test('the microphone is allowed to our own origin on pages with the widget, and nowhere else', async ({ request }) => {
  for (const path of PAGES.map((p) => p.path)) {
    expect((await request.get(path)).headers()['permissions-policy'], path).toBe(OWN_MICROPHONE)
  }
  for (const path of ['/privacy-policy', '/terms-of-service', '/no-such-page', '/stripeapi/get-products']) {
    expect((await request.get(path)).headers()['permissions-policy'], path).toBe(NO_MICROPHONE)
  }
})
