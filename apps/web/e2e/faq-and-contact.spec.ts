import { collections } from '../src/content/collections'
import { expect, test } from './support/fixtures'
import { presetConsent } from './support/consent-fixtures'
import { PAGE, dialog, expectNoViolations, faqButton, faqOpen, faqQuestion, tabAroundDialog } from './support/dialogs'

const faqItems = collections.faq.read().items

test.beforeEach(async ({ page }) => presetConsent(page))

test.describe('FAQ', () => {
  test('opens from the footer with the first answer open; one open at a time; collapsible', async ({ page }) => {
    await page.goto(PAGE)
    await faqButton(page).click()
    const faq = dialog(page, 'Frequently Asked Questions')
    await expect(faq).toBeVisible()
    const trigger = (i: number) => faqQuestion(faq, faqItems[i]!.question)
    const only = (i: number | null) => faqItems.map((_, j) => j === i)

    await expect.poll(() => faqOpen(faq)).toEqual(only(0))
    await expect(faq.getByText(faqItems[0]!.answer)).toBeVisible()

    await trigger(3).click()
    await expect.poll(() => faqOpen(faq)).toEqual(only(3))
    await expect(faq.getByText(faqItems[0]!.answer)).toBeHidden()

    await trigger(3).click()
    await expect.poll(() => faqOpen(faq)).toEqual(only(null))

    // Closed and opened again, it starts over from the first answer.
    await page.keyboard.press('Escape')
    await faqButton(page).click()
    await expect.poll(() => faqOpen(faq)).toEqual(only(0))

    // Every FAQ statement of product.md §1, with the support address as a link.
    await trigger(faqItems.length - 1).click()
    await expect(faq.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/)
  })

  test('closes on the close button and on a click on the backdrop', async ({ page }) => {
    await page.goto(PAGE)
    await faqButton(page).click()
    const faq = dialog(page, 'Frequently Asked Questions')
    await faq.getByRole('button', { name: 'Close' }).click()
    await expect(faq).toBeHidden()

    await faqButton(page).click()
    await expect(faq).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(faq).toBeHidden()
  })

  test('works by keyboard alone, and gives focus back to its button', async ({ page }) => {
    await page.goto(PAGE)
    await faqButton(page).focus()
    await page.keyboard.press('Enter')
    const faq = dialog(page, 'Frequently Asked Questions')
    await expect(faq).toBeVisible()
    const trigger = (i: number) => faqQuestion(faq, faqItems[i]!.question)
    await expect(trigger(0)).toBeFocused()

    await page.keyboard.press('Tab')
    await expect(trigger(1)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect.poll(() => faqOpen(faq)).toEqual(faqItems.map((_, j) => j === 1))
    await page.keyboard.press('Space')
    await expect.poll(() => faqOpen(faq)).toEqual(faqItems.map(() => false))

    // Tab stays inside the dialog: past the last question to the close button, then around.
    await trigger(faqItems.length - 1).focus()
    await page.keyboard.press('Tab')
    await expect(faq.getByRole('button', { name: 'Close' })).toBeFocused()
    await tabAroundDialog(page, faq, trigger(0))

    await page.keyboard.press('Escape')
    await expect(faq).toBeHidden()
    await expect(faqButton(page)).toBeFocused()
  })

  test('has no axe violations while open', async ({ page }) => {
    test.slow() // a whole-page axe scan
    await page.goto(PAGE)
    await faqButton(page).click()
    await expect(dialog(page, 'Frequently Asked Questions')).toBeVisible()
    await expectNoViolations(page)
  })
})
