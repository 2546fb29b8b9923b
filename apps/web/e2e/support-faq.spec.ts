import { faqItems } from '../app/content/faq'
import { expect, gotoHydrated, test } from './fixtures'
import { presetConsent } from './fixtures-consent'
import { PAGE, dialog, expectNoViolations, faqButton } from './support/dialogs'

test.beforeEach(async ({ page }) => presetConsent(page))

test.describe('FAQ', () => {
  test('opens from the footer with the first answer open; one open at a time; collapsible', async ({ page }) => {
    await gotoHydrated(page, PAGE)
    await faqButton(page).click()
    const faq = dialog(page, 'Frequently Asked Questions')
    await expect(faq).toBeVisible()
    const trigger = (i: number) => faq.getByRole('button', { name: faqItems[i]!.question })

    await expect(trigger(0)).toHaveAttribute('aria-expanded', 'true')
    await expect(faq.getByText(faqItems[0]!.answer)).toBeVisible()
    for (let i = 1; i < faqItems.length; i++) await expect(trigger(i)).toHaveAttribute('aria-expanded', 'false')

    await trigger(3).click()
    await expect(trigger(3)).toHaveAttribute('aria-expanded', 'true')
    await expect(trigger(0)).toHaveAttribute('aria-expanded', 'false')
    await expect(faq.getByText(faqItems[0]!.answer)).toBeHidden()

    await trigger(3).click()
    for (let i = 0; i < faqItems.length; i++) await expect(trigger(i)).toHaveAttribute('aria-expanded', 'false')

    // Every FAQ statement of product.md §1, with the support address as a link.
    await trigger(faqItems.length - 1).click()
    await expect(faq.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:.+@.+/)
  })

  test('closes on the close button and on a click on the backdrop', async ({ page }) => {
    await gotoHydrated(page, PAGE)
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
    await gotoHydrated(page, PAGE)
    await faqButton(page).focus()
    await page.keyboard.press('Enter')
    const faq = dialog(page, 'Frequently Asked Questions')
    await expect(faq).toBeVisible()
    const trigger = (i: number) => faq.getByRole('button', { name: faqItems[i]!.question })
    await expect(trigger(0)).toBeFocused()

    await page.keyboard.press('ArrowDown')
    await expect(trigger(1)).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(trigger(1)).toHaveAttribute('aria-expanded', 'true')
    await expect(trigger(0)).toHaveAttribute('aria-expanded', 'false')
    await page.keyboard.press('Space')
    await expect(trigger(1)).toHaveAttribute('aria-expanded', 'false')

    // Tab stays inside the dialog: past the last question to the close button, then around.
    await trigger(faqItems.length - 1).focus()
    await page.keyboard.press('Tab')
    await expect(faq.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(trigger(0)).toBeFocused()

    await page.keyboard.press('Escape')
    await expect(faq).toBeHidden()
    await expect(faqButton(page)).toBeFocused()
  })

  test('has no axe violations while open', async ({ page }) => {
    test.slow() // a whole-page axe scan
    await gotoHydrated(page, PAGE)
    await faqButton(page).click()
    await expect(dialog(page, 'Frequently Asked Questions')).toBeVisible()
    await expectNoViolations(page)
  })
})
