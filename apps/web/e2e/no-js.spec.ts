/**
 * Without JavaScript (the `no-js` project of playwright.config.ts): the page works from its HTML
 * except sending a message, the practice check and the practice round, whose page lists its
 * questions instead (docs/decisions/011). The cookie bar does not
 * show: nothing could store the choice, and no tag could load either.
 */
import { PLAN_NAMES, PLAN_PRICES } from '@app/contract/plans'
import { home } from '../src/content/home'
import { collections } from '../src/content/collections'
import { bankBySlug } from '../src/content/question-banks'
import { expect, test } from './support/fixtures'
import { PAGE, dialog, faqButton, faqOpen, faqQuestion, supportButton } from './support/dialogs'

const { page: practicePageCopy, round: roundCopy } = collections.practiceRound.read()
const faqItems = collections.faq.read().items

// Chromium refuses the module scripts when JavaScript is off; that is the point here.
test.use({ allowFailedRequests: [/\.js csp$/] })

const dollars = (cents: number) => `$${(cents / 100).toFixed(2).replace(/\.00$/, '')}`

test('the page is what the HTML says: no script ran, no cookie bar', async ({ page }) => {
  await page.goto('/')
  // Its islands are as the build wrote them (Astro drops `ssr` from an island it hydrates).
  await expect(page.locator('astro-island[ssr]').first()).toBeAttached()
  await expect(page.getByTestId('cookie-consent')).toBeHidden()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.heading)
})

test('the menu opens, shows its links and closes', async ({ page }) => {
  await page.goto('/terms-of-service')
  await page.getByRole('button', { name: 'Open menu' }).click()
  const menu = page.getByRole('navigation', { name: 'Mobile' })
  await expect(menu.getByRole('link', { name: 'Pricing' })).toBeVisible()
  await page.getByRole('button', { name: 'Close menu' }).click()
  await expect(menu).toBeHidden()
  await page.getByRole('button', { name: 'Open menu' }).click()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
})

test('Watch Demo opens the demo, whose video plays from its controls', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: home.hero.demoCta }).click()
  const demo = dialog(page, home.demoVideo.title)
  await expect(demo).toBeVisible()
  const video = demo.locator('video')
  await expect(video).toHaveAttribute('controls', '')
  // The visitor presses play: the video's own controls, by keyboard.
  await video.focus()
  await page.keyboard.press('Space')
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0.2)
  await page.keyboard.press('Escape')
  await expect(demo).toBeHidden()
})

test('the FAQ opens with its first answer, one answer at a time, and closes', async ({ page }) => {
  await page.goto(PAGE)
  await faqButton(page).click()
  const faq = dialog(page, 'Frequently Asked Questions')
  await expect(faq).toBeVisible()
  const only = (i: number | null) => faqItems.map((_, j) => j === i)
  expect(await faqOpen(faq)).toEqual(only(0))
  await faqQuestion(faq, faqItems[2]!.question).click()
  await expect.poll(() => faqOpen(faq)).toEqual(only(2))
  await faqQuestion(faq, faqItems[2]!.question).click()
  await expect.poll(() => faqOpen(faq)).toEqual(only(null))
  await faq.getByRole('button', { name: 'Close' }).click()
  await expect(faq).toBeHidden()
})

test('the support form opens, takes typing, says sending needs JavaScript, and closes', async ({ page }) => {
  await page.goto(PAGE)
  await supportButton(page).click()
  const form = dialog(page, 'Contact Support')
  await expect(form).toBeVisible()
  await form.getByLabel('Name').fill('Ada')
  await expect(form.getByText(/Sending a message needs JavaScript/)).toBeVisible()
  await expect(form.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/)
  await form.getByRole('button', { name: 'Cancel' }).click()
  await expect(form).toBeHidden()
  // Sending closes the dialog and goes nowhere: no navigation, nothing typed in the URL.
  await supportButton(page).click()
  await form.getByRole('button', { name: 'Send Message' }).click()
  await expect(form).toBeHidden()
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(PAGE)
})

test('every section of the home page reads, with the plans and their prices', async ({ page }) => {
  await page.goto('/')
  for (const id of ['features', 'how-it-works', 'pricing', 'testimonials']) {
    const section = page.locator(`#${id}`)
    await section.scrollIntoViewIfNeeded()
    await expect(section.getByRole('heading', { level: 2 }).first()).toBeVisible()
  }
  const pricing = page.locator('#pricing')
  for (const name of PLAN_NAMES) {
    await expect(pricing.getByRole('heading', { name, exact: true })).toBeVisible()
    await expect(pricing.getByText(dollars(PLAN_PRICES[name].unitAmount), { exact: true })).toBeVisible()
  }
})

test('a practice round page lists its questions to practise aloud, with the sign-up link', async ({ page }) => {
  const bank = bankBySlug('nursing-student')!
  await page.goto('/practice/nursing-student')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(bank.label)
  await expect(page.getByRole('button', { name: roundCopy.start })).toBeHidden()
  await expect(page.getByRole('heading', { name: practicePageCopy.noscriptTitle })).toBeVisible()
  const questions = page.locator('#practice-round ol > li')
  await expect(questions).toHaveCount(bank.questions.length)
  await expect(questions.first()).toHaveText(bank.questions[0]!.text)
  await expect(page.getByRole('link', { name: practicePageCopy.signup })).toHaveAttribute('href', /role=nursing-student/)
})
