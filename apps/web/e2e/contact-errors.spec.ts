import type { Locator, Page } from '@playwright/test'
import { fieldError } from '../src/features/contact/contact-form'
import { ACCEPTED_EMAILS, REFUSED_EMAILS } from '../test/support/email-samples'
import { expect, test } from './support/fixtures'
import { presetConsent } from './support/consent-fixtures'
import { PAGE, TICKET_URL, expectNoViolations, openContactForm, openSupportForm } from './support/dialogs'

// Inline errors, not the browser's bubbles (the forms are noValidate): the contact and support
// forms check their fields on submit in the page, say what is wrong beside each field and move
// focus to the first; nothing is sent and nothing typed is lost.

test.beforeEach(async ({ page }) => presetConsent(page))

const forms = [
  { kind: 'support', open: openSupportForm },
  { kind: 'contact', open: openContactForm },
] as const

/** Fails the test if the form sends anything. */
async function forbidSending(page: Page) {
  await page.route(TICKET_URL, (route) => {
    throw new Error(`the form sent ${route.request().postData()}`)
  })
}

async function expectRefused(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(message)
  const describedBy = (await field.getAttribute('aria-describedby'))!
  // The message is visible text on the page, not only for screen readers.
  await expect(field.page().locator(`[id="${describedBy}"]`)).toBeVisible()
}

for (const viewport of [
  { name: 'phone', width: 375, height: 667 },
  { name: 'desktop', width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.name} width`, () => {
    test.use({ viewport })

    for (const { kind, open } of forms) {
      test(`the ${kind} form sent empty: a message beside each field, focus on Name, no axe violations`, async ({ page }) => {
        test.slow() // a whole-page axe scan
        await forbidSending(page)
        await page.goto(PAGE)
        const form = await open(page)
        await form.getByRole('button', { name: 'Send Message' }).click()

        await expect(form.getByLabel('Name')).toBeFocused()
        await expectRefused(form.getByLabel('Name'), 'Enter your name.')
        await expectRefused(form.getByLabel('Email'), 'Enter your email address.')
        await expectRefused(form.getByLabel('Message'), 'Enter your message.')
        await expect(form).toBeVisible()
        await expectNoViolations(page)
      })

      test(`the ${kind} form with a malformed email: only Email is refused, focused, and everything typed stays`, async ({ page }) => {
        await forbidSending(page)
        await page.goto(PAGE)
        const form = await open(page)
        await form.getByLabel('Name').fill('Ada Lovelace')
        await form.getByLabel('Email').fill('ada@example..com')
        await form.getByLabel('Message').fill('A question about plans.')
        await form.getByLabel('Message').press('Tab')
        await page.keyboard.press('Tab')
        await expect(form.getByRole('button', { name: 'Send Message' })).toBeFocused()
        await page.keyboard.press('Enter')

        const email = form.getByLabel('Email')
        await expect(email).toBeFocused()
        await expectRefused(email, 'Enter an email address in the form name@example.com.')
        await expect(form.getByLabel('Name')).not.toHaveAttribute('aria-invalid')
        await expect(form.getByLabel('Message')).not.toHaveAttribute('aria-invalid')
        await expect(form.getByLabel('Name')).toHaveValue('Ada Lovelace')
        await expect(email).toHaveValue('ada@example..com')
        await expect(form.getByLabel('Message')).toHaveValue('A question about plans.')

        // Corrected, the message goes at once and the form sends.
        await page.unrouteAll()
        await page.route(TICKET_URL, (route) => route.fulfill({ status: 201, contentType: 'application/json', body: '{"id":"x"}' }))
        await email.fill('ada@example.com')
        await expect(email).not.toHaveAttribute('aria-invalid')
        await expect(email).toHaveAccessibleDescription('')
        const request = page.waitForRequest((r) => r.url().endsWith('/stripeapi/submit-ticket'))
        await form.getByRole('button', { name: 'Send Message' }).click()
        expect((await request).postDataJSON()).toMatchObject({ name: 'Ada Lovelace', email: 'ada@example.com' })
        await expect(page.getByRole('dialog', { name: 'Thank you!' })).toBeVisible()
      })
    }
  })
}

test("the form's email rule is the browser's own email-type rule (product.md §5)", async ({ page }) => {
  const samples = [...ACCEPTED_EMAILS, ...REFUSED_EMAILS, `ada@${'a'.repeat(63)}.com`, 'ada@[127.0.0.1]', '"ada"@example.com']
  await page.goto(PAGE)
  const browser = await page.evaluate((values) => {
    const input = document.createElement('input')
    input.type = 'email'
    return values.map((value) => {
      input.value = value
      return input.validity.typeMismatch
    })
  }, samples)
  expect(samples.map((value) => fieldError('email', value) === 'email')).toEqual(browser)
})
