import { resolveLanding } from '../src/content/landing'
import { axeViolations, expect, test } from './support/fixtures'

/**
 * Each role and topic page and the role-specific texts product.md §2 and
 * §9 require on it: the card titles, case files, steps and demo buttons.
 */
const rolePages: { slug: string; texts: (string | RegExp)[] }[] = [
  {
    slug: 'ai-mock-interview-data-analysts',
    texts: [
      ...['SQL and Joins', 'Data Cleaning and Analysis', 'Visualization and Storytelling', 'Business Case Studies'],
      ...['88%', 'efficiency', '92%', 'clarity', '85%', 'impact'],
    ],
  },
  {
    slug: 'ai-mock-interview-product-managers',
    texts: ['Product Sense', 'Execution and Prioritization', 'Strategy and Metrics', 'Leadership and Communication'],
  },
  {
    slug: 'ai-mock-interview-qa-testers',
    texts: ['Manual Testing', 'Automation Testing', 'Defect Reporting', 'Scenario Roleplay'],
  },
  {
    slug: 'ai-mock-interview-devops-engineers',
    texts: ['CI/CD', 'Cloud Infrastructure', 'Automation and Scripting', 'Monitoring and Troubleshooting'],
  },
  {
    slug: 'ai-mock-interview-cloud-engineers',
    texts: ['Architecture Design', 'Networking and Security', 'Cost Optimization', 'Infrastructure as Code'],
  },
  {
    slug: 'ai-mock-interview-business-analysts',
    texts: ['Requirements Gathering', 'Data Analysis', 'Process Modeling', 'Stakeholder Communication'],
  },
  {
    slug: 'ai-mock-interview-ui-ux-designers',
    texts: ['Portfolio Walkthrough', 'Design Challenge', 'User Research', 'Product Thinking'],
  },
  {
    slug: 'ai-mock-interview-finance-roles',
    texts: ['Financial Modeling', 'Market and Business Case', 'Behavioral', 'Presentation'],
  },
  {
    slug: 'mock-interview-nursing-students',
    texts: ['Patient Care', 'Teamwork', 'Ethics and Empathy', 'Clinical Knowledge'],
  },
  { slug: 'behavioral-mock-interview', texts: ['AI interviewer', 'You', 'Feedback', 'Start Practicing Now'] },
  {
    slug: 'technical-interview-practice',
    texts: ['The prompt', /^Your solution/, 'AI feedback', /Correct\. Runs in O\(n\) time/, 'Practice a Free Mock'],
  },
  {
    slug: 'ai-mock-interview-sales-professionals',
    texts: ['Your Pitch', 'Objection Handling', 'Discovery', 'Closing', /elevator pitch in under 60 seconds/],
  },
  {
    slug: 'ai-mock-interview-customer-support',
    texts: ['Angry Customers', 'Troubleshooting', 'Empathy', 'Upselling and Retention'],
  },
  {
    slug: 'ai-mock-interview-hr-professionals',
    texts: [
      ...['Case file 01', 'Case file 02', 'Case file 03', 'Case file 04'],
      ...['Employee Relations', 'Recruitment', 'Policies and Compliance', 'Performance and Retention'],
    ],
  },
  {
    slug: 'system-design-interview-practice',
    texts: ['01', 'Pick a Scenario', '02', 'Design and Iterate', '03', 'Ace the Interview'],
  },
  {
    slug: 'case-study-mock-interview',
    texts: ['Structure Under Pressure', 'Math You Can Say Out Loud', 'A Fresh Case, Any Hour', 'Feedback Like a Partner’s'],
  },
  {
    slug: 'hr-interview-practice',
    texts: ['01', 'Add the Job and Your Resume', '03', 'Rehearse Motivation and Fit', '06', 'Review and Repeat'],
  },
  {
    slug: 'ai-mock-interview-software-engineers',
    texts: ['Coding and Algorithms', 'Debugging and Code Review', 'System Design', 'Collaboration and Ownership'],
  },
  {
    slug: 'ai-mock-interview-backend-developers',
    texts: ['API Design', 'Databases and Data Modeling', 'Concurrency and Messaging', 'Scaling and Reliability'],
  },
  {
    slug: 'ai-mock-interview-frontend-developers',
    texts: ['JavaScript and TypeScript', 'Components and State', 'Accessibility', 'Web Performance'],
  },
  {
    slug: 'ai-mock-interview-full-stack-developers',
    texts: ['Frontend and UX', 'APIs and Business Logic', 'Data Models', 'Deployment Trade-offs'],
  },
  {
    slug: 'ai-mock-interview-data-scientists',
    texts: ['Statistics and Probability', 'Machine Learning', 'Experiment Design', 'Model Communication'],
  },
]

/** The selling points every role page carries (the shared sections' headings). */
const SELLING_POINTS = ['AI roleplay', 'Instant feedback', 'STAR-method feedback']

test.describe('role and topic landing pages', () => {
  for (const { slug, texts } of rolePages) {
    const path = `/features/${slug}`
    test(`${path}: its own h1, role-specific texts, selling points, sign-up links and 0 axe violations`, async ({ page }) => {
      const content = resolveLanding(slug)
      expect(content, `content for ${slug}`).toBeDefined()
      await page.goto(path)
      const main = page.getByRole('main')

      await expect(main.getByRole('heading', { level: 1 })).toHaveText(content!.hero.heading)
      for (const text of [...texts, ...SELLING_POINTS]) {
        await expect(main.getByText(text, { exact: true }).first(), String(text)).toBeVisible()
      }
      // At least five sample prompts (the questions section's list items).
      const prompts = content!.sections.flatMap((s) => (s.kind === 'questions' ? s.groups.flatMap((g) => g.questions) : []))
      expect(prompts.length).toBeGreaterThanOrEqual(5)
      for (const prompt of prompts.slice(0, 2)) await expect(main.getByText(prompt, { exact: true })).toBeVisible()

      const signups = main.locator('a[href$="/auth/registration"]')
      expect(await signups.count()).toBeGreaterThanOrEqual(2)
      await expect(signups.first()).toHaveAttribute('target', '_blank')
      await expect(main.locator('[style]')).toHaveCount(0)

      expect(await axeViolations(page)).toEqual([])
    })
  }

  test('the hero’s second button jumps to the sample prompts on the same page', async ({ page }) => {
    await page.goto('/features/ai-mock-interview-data-analysts')
    await page.getByRole('link', { name: 'See Sample Prompts' }).click()
    await expect(page).toHaveURL('/features/ai-mock-interview-data-analysts#analyst-prompts')
    await expect(page.getByRole('heading', { name: 'Prompts from a typical analyst loop' })).toBeInViewport()
  })
})
