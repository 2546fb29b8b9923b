import { describe, expect, it } from 'vitest'
import { items as faqItems } from '~/content/faq.yaml'
import { site } from '~/content/site'

const text = (item: { question: string; answer: string }) => `${item.question} ${item.answer}`

describe('faqItems', () => {
  // Each FAQ statement of product.md §1 is answered by some item.
  const statements: [string, RegExp][] = [
    ['sessions run about 15 to 60 minutes', /15 to 60 minutes/],
    ['only English is supported', /English only/],
    ['not yet on mobile', /not (yet )?available on mobile/],
    ['coding practice is coming soon', /coding-practice feature is coming soon/],
    ['start with a free trial', /free trial/],
    ['cancel anytime', /cancel .*anytime/],
    ['manage the plan from a dashboard', /manage your plan from your dashboard/],
    ['support by e-mail', new RegExp(`E-mail us at \\{email\\}`)],
  ]
  it.each(statements)('answers: %s', (_statement, pattern) => {
    expect(faqItems.some((item) => pattern.test(text(item)))).toBe(true)
  })

  it('names the brand from site.ts and has unique ids', () => {
    expect(faqItems[0]!.question).toContain(site.name)
    expect(new Set(faqItems.map((i) => i.id)).size).toBe(faqItems.length)
  })
})
