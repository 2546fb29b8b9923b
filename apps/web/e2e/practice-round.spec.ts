/**
 * The practice round (features/practice-round): from a landing page's practice section to a
 * five-question round for its role, typed, to the report; kept across a reload; cleared from the
 * report; nothing of an answer in any request; keyboard only; axe in both schemes.
 */
import type { Page, Request } from '@playwright/test'
import { collections } from '../src/content/collections'
import { OWN_CAMERA_AND_MICROPHONE } from '../scripts/permissions-policy'
import { axeViolations, expect, test } from './support/fixtures'
import { presetConsent } from './support/consent-fixtures'
import { contactButton, scrollToY } from './support/dialogs'
import corpus from '../src/features/answer/corpus/data-analyst.json' with { type: 'json' }

const { round: roundCopy, report: reportCopy, page: practicePageCopy, picker: pickerCopy } = collections.practiceRound.read()

const REPORT = { name: reportCopy.heading }

// The round asks the browser whether it recognises speech on the device
// (`SpeechRecognition.available()`), which crashes the page of Chromium's headless shell, where the
// suite runs (decision 021). Every answer here is typed: the browser answers as Chrome without its
// on-device model does ('unavailable': the audio would go to its speech service), and the
// microphone button shows as it does there. Speech itself: practice-recording.spec.ts, in the whole browser.
test.beforeEach(({ page }) =>
  page.addInitScript(() => {
    const w = window as unknown as Record<string, object | undefined>
    const recognition = w.SpeechRecognition ?? w.webkitSpeechRecognition
    if (recognition) Object.defineProperty(recognition, 'available', { value: async () => 'unavailable' })
  }),
)

/** Five answers, each with a marker word that must never appear in a request. */
const answers = (marker: string) => [
  `At my last company our sales dashboard showed the wrong totals before a board meeting. My task was to find the ${marker} cause. I wrote a SQL query with a LEFT JOIN and found duplicate rows, then I met the finance stakeholder. As a result the report was right and took 2 hours instead of 2 days.`,
  `I would start by checking the data quality, then compare segments. ${marker}`,
  `I think I would maybe ask the team first. ${marker}`,
  `I love analysis and I want to grow as an analyst. I learned to ask better questions. ${marker}`,
  `In my previous role I was responsible for a weekly KPI report and I automated it, which saved 5 hours a week. ${marker}`,
]

/** Everything a request sends: URL, headers and body. */
const sent = (request: Request) => [request.url(), request.postData() ?? '', ...Object.values(request.headers())].join('\n')

const answerBox = (page: Page) => page.getByRole('textbox', { name: 'Your answer' })
const practiceKeys = (page: Page) =>
  page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((k) => k.startsWith('practice-')).sort())

/** Answers the round's five questions, typed, and finishes it. */
async function answerRound(page: Page, texts: readonly string[]) {
  for (const [i, text] of texts.entries()) {
    await expect(page.getByText(`Question ${i + 1} of 5`, { exact: true })).toBeVisible()
    await answerBox(page).fill(text)
    await page.getByRole('button', { name: i === 4 ? roundCopy.finish : roundCopy.next }).click()
  }
}

/**
 * A round of `questions` with `answers` given, kept as the island keeps it: on the question after
 * the last answer, or, all answered, finished, so the report opens at once.
 */
async function keepRound(page: Page, questions: readonly string[], answers: readonly string[]) {
  const round = {
    slug: 'data-analyst',
    questions,
    answers: questions.map((_, i) => ({ text: answers[i] ?? '', skipped: false })),
    index: answers.length,
    startedAt: '2026-11-20T10:00:00.000Z',
  }
  await page.addInitScript((value) => localStorage.setItem('practice-round:data-analyst', value), JSON.stringify(round))
}

const insightScores = (page: Page) =>
  page
    .getByRole('region', REPORT)
    .locator('ol li')
    .filter({ has: page.getByText(reportCopy.yourAnswer) })
    .evaluateAll((items) => items.map((li) => Number(li.querySelector('.tabular-nums')?.textContent)))

test.describe('on a phone, nothing covers the round', () => {
  test.use({ viewport: { width: 375, height: 667 } })

  test('first visit: Start is on the first screen above the cookie bar; the floating button keeps clear of the round', async ({ page }) => {
    await page.goto('/practice/data-analyst')
    const bar = page.getByTestId('cookie-consent')
    await expect(bar).toBeVisible()
    const start = page.getByRole('button', { name: roundCopy.start })
    const [startBox, barBox] = [await start.boundingBox(), await bar.boundingBox()]
    expect(startBox!.y + startBox!.height).toBeLessThanOrEqual(barBox!.y)
    await presetConsent(page)
    // Past 200 px the button shows on a page without a round (the picker) …
    await page.goto('/practice')
    await scrollToY(page, 400)
    await expect(contactButton(page)).toBeVisible()
    // … and not on a round's page, whose every screen is the round: the answer box, its buttons, the report.
    await page.goto('/practice/data-analyst')
    await page.getByRole('button', { name: roundCopy.start }).click()
    await expect(answerBox(page)).toBeVisible()
    await scrollToY(page, 400)
    await expect(page.locator('html')).toHaveAttribute('data-past-contact', '')
    await expect(contactButton(page)).toBeHidden()
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Contact Support' })).toBeAttached()
  })
})

test.describe('on a phone, Finish', () => {
  test.use({ viewport: { width: 375, height: 667 } })

  test('glides up to the report without first jumping down the page', async ({ page }) => {
    await presetConsent(page)
    const questions = [...new Set(corpus.map((e) => e.question))].slice(0, 5)
    await keepRound(page, questions, answers('kept').slice(0, 4))
    await page.goto('/practice/data-analyst')
    await answerBox(page).fill(answers('kept')[4]!.repeat(4))
    const finish = page.getByRole('button', { name: roundCopy.finish })
    await finish.scrollIntoViewIfNeeded()
    // Where the page stands at the tap, and in every frame after it until the report's heading has focus.
    const before = await page.evaluate(() => {
      const seen: number[] = []
      ;(window as unknown as { seen: number[] }).seen = seen
      const sample = () => {
        seen.push(Math.round(window.scrollY))
        if (!document.activeElement?.matches('h2')) requestAnimationFrame(sample)
      }
      document.querySelector('.practice-round')!.addEventListener('click', () => requestAnimationFrame(sample), { once: true })
      return Math.round(window.scrollY)
    })
    expect(before, 'the Finish button is below the first screen').toBeGreaterThan(300)
    await finish.click()
    await expect(page.getByRole('heading', { name: reportCopy.heading })).toBeFocused()
    const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen)
    expect(seen.length, 'frames sampled').toBeGreaterThan(0)
    // The report grows above what the visitor looked at: kept in place by scroll anchoring, the page moved down first.
    expect(Math.max(...seen), `scroll positions from ${before}: ${seen.join(' ')}`).toBeLessThanOrEqual(before)
    await expect(page.getByRole('heading', { name: reportCopy.heading })).toBeInViewport()
  })
})

test('the round is laid out from the first paint, not held at a guessed height that moves the footer later', async ({ page }) => {
  await page.addInitScript(() =>
    document.addEventListener('DOMContentLoaded', () => {
      const round = document.getElementById('practice-round')!
      ;(window as unknown as { __firstLayout: string }).__firstLayout = getComputedStyle(round).contentVisibility
    }),
  )
  await page.goto('/practice/data-analyst')
  // Sections below the first are skipped until the page is idle (app.css); this one is the page's action.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __firstLayout?: string }).__firstLayout)).toBe('visible')
})

test.describe('the report judges each answer on what was asked', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  test.beforeEach(({ page }) => presetConsent(page))

  test('text that is not an answer is named for what it is, scores low and is never praised', async ({ page }) => {
    const questions = [...new Set(corpus.map((e) => e.question))].slice(0, 5)
    await keepRound(page, questions, [
      'Usaría un LEFT JOIN entre los clientes del año pasado y los pedidos de este año, y me quedaría con las filas donde el pedido es NULL.',
      `That is a good question. ${questions[1]}`,
      'duplicates, missing values, consistent format, validation, document',
      'I don’t know.',
      'Not sure, I would google it.',
    ])
    await page.goto('/practice/data-analyst')
    const report = page.getByRole('region', REPORT)
    await expect(report).toBeVisible()
    for (const text of [reportCopy.notEnglish, reportCopy.notAnAnswer.pasted, reportCopy.notAnAnswer.list, reportCopy.nonAnswer])
      await expect(report.getByText(text).first()).toBeVisible()
    for (const score of await insightScores(page)) expect(score).toBeLessThanOrEqual(30)
    await expect(report.getByText('Needs work').first()).toBeVisible()
    await expect(report.getByText(reportCopy.went, { exact: true })).toHaveCount(0)
  })

  test('each answer shows its question’s model answer, with the points marked on both sides', async ({ page }) => {
    const questions = [...new Set(corpus.map((e) => e.question))].slice(0, 5)
    const answer = 'I would use a LEFT JOIN from last year’s customers to this year’s orders and keep the rows where the order is NULL.'
    await keepRound(page, questions, [answer, ...questions.slice(1).map(() => '')])
    await page.goto('/practice/data-analyst')
    const first = page.getByRole('region', REPORT).locator('li').filter({ hasText: reportCopy.modelAnswer }).first()
    await expect(first.locator('mark', { hasText: 'LEFT JOIN' }).first()).toBeVisible()
    await first.getByText(reportCopy.modelAnswer).click()
    const model = first.locator('details.model-answer')
    await expect(model.locator('mark', { hasText: /NOT EXISTS/i }).first()).toContainText(reportCopy.pointMissed)
    await expect(model.locator('mark', { hasText: /LEFT JOIN/i }).first()).toContainText(reportCopy.pointMade)
  })

  test('an expert explanation scores well and gets no STAR advice', async ({ page }) => {
    const strong = corpus.filter((e) => e.type === 'strong')
    const picked = [...new Map(strong.map((e) => [e.question, e])).values()].slice(0, 5)
    expect(picked.map((e) => e.question)).toContain(
      'What is the difference between WHERE and HAVING, and when would you reach for a window function instead of GROUP BY?',
    )
    await keepRound(
      page,
      picked.map((e) => e.question),
      picked.map((e) => e.answer),
    )
    await page.goto('/practice/data-analyst')
    await expect(page.getByRole('region', REPORT)).toBeVisible()
    for (const score of await insightScores(page)) expect(score).toBeGreaterThanOrEqual(70)
    const whereHaving = page.getByRole('region', REPORT).locator('li').filter({ hasText: 'WHERE and HAVING' }).first()
    await expect(whereHaving).toBeVisible()
    await expect(whereHaving).not.toContainText('STAR')
    await expect(whereHaving).not.toContainText('situation')
  })
})

test.describe('a practice round', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  test.beforeEach(({ page }) => presetConsent(page))

  test('from a role page to a report that survives a reload and is cleared; no answer in any request', async ({ page }) => {
    test.slow()
    const requests: Request[] = []
    page.on('request', (request) => requests.push(request))
    const marker = `Quokka${Date.now()}`

    await page.goto('/features/ai-mock-interview-data-analysts')
    const scripts: string[] = []
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()))
    await page.locator('#try-a-question').getByRole('link', { name: practicePageCopy.fullRoundLink }).click()
    await expect(page).toHaveURL(/\/practice\/data-analyst$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Data analyst')
    // A page only read loads no script: the round's island waits for the visitor's touch.
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((url) => /practice-round-app/.test(url))).toEqual([])
    await expect(page.locator('#practice-round astro-island[ssr]')).toHaveCount(1)
    await page.getByRole('button', { name: roundCopy.start }).click()
    // The live region announces the question; focus is on it.
    await expect(page.getByRole('status').filter({ hasText: /Question 1 of 5:/ })).toHaveCount(1)
    await expect(page.locator('#round-question')).toBeFocused()

    // A check of one answer, on request.
    await answerBox(page).fill(answers(marker)[0]!)
    await page.getByRole('button', { name: roundCopy.check }).click()
    await expect(page.getByRole('region', { name: 'Your quick structure check' })).toBeVisible()
    // Back and forth keeps what was typed; skipping leaves a question unanswered.
    await page.getByRole('button', { name: roundCopy.next }).click()
    await page.getByRole('button', { name: roundCopy.back }).click()
    await expect(answerBox(page)).toHaveValue(answers(marker)[0]!)

    // A round in progress survives a reload.
    await page.getByRole('button', { name: roundCopy.next }).click()
    await answerBox(page).fill(answers(marker)[1]!)
    await page.reload()
    await expect(page.getByText('Question 2 of 5', { exact: true })).toBeVisible()
    await expect(answerBox(page)).toHaveValue(answers(marker)[1]!)
    await page.getByRole('button', { name: roundCopy.back }).click()
    await answerRound(page, answers(marker))

    const report = page.getByRole('region', REPORT)
    await expect(report).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: /Your report is ready: overall score \d+ of 100/ })).toHaveCount(1)
    await expect(report.getByText('5 of 5 questions answered')).toBeVisible()
    for (const skill of Object.values(reportCopy.skills)) await expect(report.getByText(skill, { exact: true })).toBeVisible()
    // Each answer is read back beside its feedback.
    await expect(report.getByText(answers(marker)[4]!)).toBeVisible()
    await expect(report.getByText(reportCopy.howTitle)).toBeVisible()
    await expect(report.getByRole('link', { name: /Sign up free for Data analyst/ })).toHaveAttribute('href', /role=data-analyst/)

    // The report survives a reload.
    await page.reload()
    await expect(page.getByRole('region', REPORT)).toBeVisible()
    expect(await practiceKeys(page)).toEqual(['practice-round:data-analyst', 'practice-scores', 'practice-seen:data-analyst'])
    expect(await page.evaluate(() => localStorage.getItem('practice-round:data-analyst'))).toContain(marker)

    // Nothing of any answer left the browser.
    expect(requests.length).toBeGreaterThan(0)
    for (const request of requests) expect(sent(request), request.url()).not.toContain(marker)

    // Clear removes every stored answer.
    await page.getByRole('button', { name: reportCopy.clear }).click()
    await page.getByRole('button', { name: reportCopy.clearConfirm }).click()
    await expect(page.getByRole('button', { name: roundCopy.start })).toBeVisible()
    expect(await practiceKeys(page)).toEqual([])
    expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(marker)
  })

  test('the next round asks none of the last round’s questions', async ({ page }) => {
    await page.goto('/practice/general')
    await page.getByRole('button', { name: roundCopy.start }).click()
    const first: string[] = []
    for (let i = 0; i < 5; i++) {
      first.push((await page.locator('#round-question').textContent())!)
      await page.getByRole('button', { name: i === 4 ? roundCopy.finish : roundCopy.skip }).click()
    }
    await expect(page.getByRole('region', REPORT)).toBeVisible()
    await expect(page.getByText('0 of 5 questions answered')).toBeVisible()
    await page.getByRole('button', { name: reportCopy.again }).click()
    await page.getByRole('button', { name: reportCopy.againConfirm }).click()
    for (let i = 0; i < 5; i++) {
      expect(first).not.toContain(await page.locator('#round-question').textContent())
      await page.getByRole('button', { name: roundCopy.skip }).click()
    }
  })

  test('each role’s card on /practice shows the round in progress, then the last round’s score', async ({ page }) => {
    const card = (name: string) => page.getByRole('list').getByRole('link', { name: new RegExp(`^${name}`) })
    await page.goto('/practice/data-analyst')
    await page.getByRole('button', { name: roundCopy.start }).click()
    await answerBox(page).fill(answers('card')[0]!)
    await page.getByRole('button', { name: roundCopy.next }).click()
    await expect(page.getByText('Question 2 of 5', { exact: true })).toBeVisible()

    await page.goto('/practice')
    await expect(card('Data analyst')).toContainText(pickerCopy.inProgress.replace('{n}', '2').replace('{total}', '5'))
    await expect(card('Software engineer')).toHaveText(/questions in the bank$/)

    await page.goto('/practice/data-analyst')
    await page.getByRole('button', { name: roundCopy.skip }).click()
    await page.getByRole('button', { name: roundCopy.skip }).click()
    await page.getByRole('button', { name: roundCopy.skip }).click()
    await page.getByRole('button', { name: roundCopy.finish }).click()
    const report = page.getByRole('region', REPORT)
    const overall = (await report
      .getByText(/^\d+\/100$/)
      .first()
      .textContent())!
    await page.goto('/practice')
    await expect(card('Data analyst')).toContainText(`Your last round: ${overall}, `)
  })

  test.describe('when the round’s script cannot load', () => {
    test.use({ allowFailedRequests: [/practice-round-app\./], allowConsoleErrors: [/ERR_INTERNET_DISCONNECTED/] })
    test('Start says so, and the next press tries again', async ({ page }) => {
      let failing = true
      // The script and Astro's second try under a new URL (?astro-retry=…) alike.
      await page.route(/practice-round-app\./, (route) => (failing ? route.abort('internetdisconnected') : route.continue()))
      await page.goto('/practice/data-analyst')
      await page.getByRole('button', { name: roundCopy.start }).click()
      await expect(page.getByRole('status').filter({ hasText: roundCopy.loadFailed })).toBeVisible()
      failing = false
      await page.getByRole('button', { name: roundCopy.start }).click()
      await expect(page.getByText('Question 1 of 5', { exact: true })).toBeVisible()
      await expect(page.getByText(roundCopy.loadFailed)).toHaveCount(0)
    })
  })

  test('a tap on Start before the island hydrates starts the round once it has', async ({ page }) => {
    // Hold the island's code back until the tap is made.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/practice-round-app\.[\w-]+\.js$/, async (route) => {
      await held
      await route.continue()
    })
    await page.goto('/practice/data-analyst', { waitUntil: 'domcontentloaded' })
    await page.getByRole('button', { name: roundCopy.start }).click()
    await expect(page.locator('html')).toHaveAttribute('data-round-started', '')
    release()
    await expect(page.getByText('Question 1 of 5', { exact: true })).toBeVisible()
    await expect(page.locator('#round-question')).toBeFocused()
    await expect(page.locator('html')).not.toHaveAttribute('data-round-started')
  })

  test('works with the keyboard alone', async ({ page }) => {
    // Five answers typed key by key in the whole browser take 25–30 s on a busy two-core machine.
    test.setTimeout(60_000)
    await page.goto('/practice/data-analyst')
    await page.getByRole('button', { name: roundCopy.start }).focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('#round-question')).toBeFocused()
    for (let i = 0; i < 5; i++) {
      await expect(page.getByText(`Question ${i + 1} of 5`, { exact: true })).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(answerBox(page)).toBeFocused()
      await page.keyboard.type(`I fixed it and we shipped in ${i + 2} weeks.`)
      // Tab on to Next (or Finish), past the other controls.
      const target = page.getByRole('button', { name: i === 4 ? roundCopy.finish : roundCopy.next })
      for (let tabs = 0; tabs < 12 && !(await target.evaluate((el) => el === document.activeElement)); tabs++)
        await page.keyboard.press('Tab')
      await expect(target).toBeFocused()
      await page.keyboard.press('Enter')
    }
    await expect(page.getByRole('heading', { name: reportCopy.heading })).toBeFocused()
  })

  test('allows the microphone and the camera on its pages only, and unknown roles are the 404 page', async ({ request }) => {
    const res = await request.get('/practice/data-analyst')
    expect(res.headers()['permissions-policy']).toBe(OWN_CAMERA_AND_MICROPHONE)
    // No opener policy here either (decision 017): it would put the page's first load in a cold renderer.
    expect(res.headers()['cross-origin-opener-policy']).toBeUndefined()
    expect((await request.get('/practice/astronaut')).status()).toBe(404)
    expect((await request.get('/practice')).status()).toBe(200)
  })
})

/** Fills this origin's localStorage until it refuses another character; returns how many keys it took. */
const fillStorage = (page: Page) =>
  page.evaluate(() => {
    let keys = 0
    for (let size = 1 << 20; size >= 1; size >>= 1) {
      const chunk = 'x'.repeat(size)
      for (let tries = 0; tries < 64; tries++) {
        try {
          localStorage.setItem(`filler-${keys}`, chunk)
          keys++
        } catch {
          break
        }
      }
    }
    return keys
  })

const freeStorage = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).forEach((key) => key.startsWith('filler-') && localStorage.removeItem(key)))

test.describe('when the browser’s storage is full', () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  test.beforeEach(({ page }) => presetConsent(page))
  const questions = [...new Set(corpus.map((e) => e.question))].slice(0, 5)

  test('"Start another round" replaces nothing until the report is filed, and says what to do', async ({ page }) => {
    await keepRound(page, questions, answers('full'))
    await page.goto('/practice/data-analyst')
    const report = page.getByRole('region', REPORT)
    await expect(report).toBeVisible()
    expect(await fillStorage(page)).toBeGreaterThan(0)

    await page.getByRole('button', { name: reportCopy.again }).click()
    await page.getByRole('button', { name: reportCopy.againConfirm }).click()
    const alert = page.getByRole('alert').filter({ hasText: reportCopy.notFiled.full })
    await expect(alert).toBeVisible()
    await expect(alert.getByRole('button', { name: reportCopy.copy })).toBeVisible()
    // Nothing replaced: the report shows, and is still what the browser keeps.
    await expect(report).toBeVisible()
    await expect(page.getByText('Question 1 of 5', { exact: true })).toHaveCount(0)
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('practice-round:data-analyst')!).index)).toBe(5)

    // Room made: the same press files the report and starts the next round.
    await freeStorage(page)
    await page.getByRole('button', { name: reportCopy.again }).click()
    await page.getByRole('button', { name: reportCopy.againConfirm }).click()
    await expect(page.getByText('Question 1 of 5', { exact: true })).toBeVisible()
    const filed = await page.evaluate(() => JSON.parse(localStorage.getItem('practice-history:data-analyst')!))
    expect(filed).toHaveLength(1)
    expect(filed[0].answers[0].text).toContain('full')
  })

  test('finishing says on the report that it is not kept', async ({ page }) => {
    await keepRound(page, questions, answers('finish').slice(0, 4))
    await page.goto('/practice/data-analyst')
    await expect(page.getByText('Question 5 of 5', { exact: true })).toBeVisible()
    await fillStorage(page)
    await answerBox(page).fill(answers('finish')[4]!)
    await expect(page.getByText(roundCopy.storageFull)).toBeVisible()
    await page.getByRole('button', { name: roundCopy.finish }).click()
    await expect(page.getByRole('region', REPORT).getByRole('alert').filter({ hasText: reportCopy.notSaved })).toBeVisible()
  })
})

test.describe('a long unbroken word (a pasted link)', () => {
  test.beforeEach(({ page }) => presetConsent(page))
  const link = `https://example.com/${'a1b2c3d4e5'.repeat(22)}`
  const questions = [...new Set(corpus.map((e) => e.question))].slice(0, 5)

  for (const width of [375, 800, 1280]) {
    test(`wraps inside the report at ${width} px, on screen and in print`, async ({ page }) => {
      expect(link.length).toBeGreaterThanOrEqual(240)
      await page.setViewportSize({ width, height: 800 })
      await keepRound(
        page,
        questions,
        answers('link').map((a) => `${a} See ${link} for the query.`),
      )
      await page.goto('/practice/data-analyst')
      const answer = page.getByRole('region', REPORT).getByText(link, { exact: false }).first()
      await expect(answer).toBeVisible()
      for (const media of ['screen', 'print'] as const) {
        await page.emulateMedia({ media })
        const { page: pageWidth, right } = await answer.evaluate((el) => ({
          page: document.documentElement.scrollWidth,
          right: el.getBoundingClientRect().right,
        }))
        expect(pageWidth, `${media}: the page's width`).toBeLessThanOrEqual(width)
        expect(right, `${media}: the answer's right edge`).toBeLessThanOrEqual(width)
      }
    })
  }
})

test.describe('a practice round, axe', () => {
  test.beforeEach(({ page }) => presetConsent(page))
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`picker, question and report have no violations (${colorScheme})`, async ({ page }) => {
      test.slow()
      await page.emulateMedia({ colorScheme })
      await page.goto('/practice')
      expect(await axeViolations(page)).toEqual([])
      await page.getByRole('link', { name: /Nursing student/ }).click()
      await page.getByRole('button', { name: roundCopy.start }).click()
      await answerBox(page).fill(
        'During my placement a patient deteriorated. I escalated with SBAR and the patient was stable within an hour.',
      )
      await page.getByRole('button', { name: roundCopy.check }).click()
      expect(await axeViolations(page)).toEqual([])
      for (let i = 0; i < 5; i++) await page.getByRole('button', { name: i === 4 ? roundCopy.finish : roundCopy.next }).click()
      await expect(page.getByRole('region', REPORT)).toBeVisible()
      expect(await axeViolations(page)).toEqual([])
    })
  }
})
