import { findPage } from '../src/content/pages'
import { axeViolations, expect, test } from './support/fixtures'

/** Each feature page and the texts product.md §2 / §9 require on it. */
const featurePages: { path: string; texts: (string | RegExp)[] }[] = [
  {
    path: '/features/ai-question-generation',
    texts: [
      'Sample questions for three roles',
      ...['Behavioral', 'Technical', 'Situational', 'Industry-Specific'],
      ...['Leadership', 'Problem-Solving', 'Cultural Fit', 'Career Growth'],
    ],
  },
  {
    path: '/features/instant-interview-feedback-reports',
    texts: ['Overall score', 'Confidence', 'Readiness', 'Skills breakdown', 'Question insights', 'Recommendations'],
  },
  { path: '/features/mock-interview', texts: ['What happens in a mock interview', 'Panel interview'] },
  { path: '/features/interview-prepration', texts: ['Pick the pace that fits your calendar', 'AI resume builder'] },
  { path: '/features/interview-report', texts: ['Annotated transcript', 'Ranked fixes'] },
  { path: '/features/mock-interview-freshers', texts: ['HR round', 'Technical round'] },
  {
    path: '/features/mock-interview-experienced-professionals',
    texts: ['Senior-level', 'System design', 'Leadership', 'Clarity', 'Depth', 'Executive presence'],
  },
  {
    path: '/features/ai-interview-coach-vs-human-coach',
    texts: ['An AI interview coach', 'A human interview coach', 'Our advice: combine both'],
  },
  {
    path: '/features/recorded-interview-practice-online',
    texts: ['REC', 'Record', 'Review', 'Improve', 'Candidate answer', 'AI feedback'],
  },
]

test.describe('feature landing pages', () => {
  for (const { path, texts } of featurePages) {
    test(`${path}: hero, key texts, breadcrumbs, sign-up links and 0 axe violations`, async ({ page }) => {
      test.slow() // axe on a long page takes seconds on a busy 2-core machine
      await page.goto(path)
      const main = page.getByRole('main')

      await expect(main.getByRole('heading', { level: 1 })).toHaveCount(1)
      for (const text of texts) await expect(main.getByText(text, { exact: true }).first(), String(text)).toBeVisible()

      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
      expect(jsonLd['@type']).toBe('BreadcrumbList')
      expect(jsonLd.itemListElement.at(-1).name).toBe(findPage(path)?.label)

      // The sign-up URL's host is build-time config; its path is fixed (src/lib/links.ts).
      const signups = main.locator('a[href$="/auth/registration"]')
      expect(await signups.count()).toBeGreaterThanOrEqual(2)
      await expect(signups.first()).toHaveAttribute('target', '_blank')
      await expect(main.locator('[style]')).toHaveCount(0)

      expect(await axeViolations(page)).toEqual([])
    })
  }
})

test('the sample report is the full product’s, its skills labelled by band', async ({ page }) => {
  await page.goto('/features/instant-interview-feedback-reports')
  const report = page.locator('#sample-report')
  await expect(report.getByText(/A sample of the full product’s report/)).toBeVisible()
  await expect(report.getByText('82/100', { exact: true })).toBeVisible()
  const skills = page.getByRole('heading', { name: 'Skills breakdown' }).locator('xpath=..').getByRole('listitem')
  await expect(skills).toHaveText([/Strong\s*85/, /Good\s*78/, /Good\s*72/, /Strong\s*88/])
})

test('a landing page links to another, which opens with its content', async ({ page }) => {
  await page.goto('/features/ai-question-generation')
  await page.getByRole('link', { name: 'See a Sample Report' }).click()
  await expect(page).toHaveURL('/features/instant-interview-feedback-reports')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Know how your interview went the minute it ends')
  await expect(page.locator('#sample-report').getByText('82/100', { exact: true })).toBeVisible()
})
