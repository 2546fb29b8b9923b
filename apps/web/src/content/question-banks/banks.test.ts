import { describe, expect, it } from 'vitest'
import { landingPages, landingSlug, practiceRoundPages } from '~/content/pages'
import { resolveLanding } from '~/content/landing'
import { bankBySlug, bankForRole, GENERAL_SLUG, MIN_BANK_QUESTIONS, QUESTION_CATEGORIES, questionBanks } from '.'
import { QuestionBankSchema } from './schema'

describe('the question banks', () => {
  it('give every landing page’s role a bank of its own, and the rest the general one', () => {
    for (const page of landingPages()) {
      const { role } = resolveLanding(landingSlug(page))!.practice
      const bank = bankForRole(role)
      expect(bank.slug, page.path).toBe(role === 'any-role' ? GENERAL_SLUG : role)
    }
  })

  it('hold at least 12 questions each, in all eight categories, each question in one bank only', () => {
    const seen = new Set<string>()
    for (const bank of questionBanks) {
      expect(bank.questions.length, bank.slug).toBeGreaterThanOrEqual(MIN_BANK_QUESTIONS)
      expect(new Set(bank.questions.map((q) => q.category)), bank.slug).toEqual(new Set(QUESTION_CATEGORIES))
      for (const q of bank.questions) {
        expect(seen.has(q.text), q.text).toBe(false)
        seen.add(q.text)
      }
    }
  })

  it('have a page each in the route registry', () => {
    expect(practiceRoundPages().map((p) => p.path)).toEqual(questionBanks.map((b) => `/practice/${b.slug}`))
  })

  it('fail the build on a bank with fewer than 12 questions or a category missing', () => {
    const dataAnalyst = bankBySlug('data-analyst')!
    expect(QuestionBankSchema.safeParse(dataAnalyst).success).toBe(true)
    expect(QuestionBankSchema.safeParse({ ...dataAnalyst, questions: dataAnalyst.questions.slice(0, 11) }).success).toBe(false)
    const noLeadership = dataAnalyst.questions.filter((q) => q.category !== 'Leadership')
    expect(noLeadership.length).toBeGreaterThanOrEqual(12)
    const result = QuestionBankSchema.safeParse({ ...dataAnalyst, questions: noLeadership })
    expect(result.success).toBe(false)
    expect(result.error?.message).toContain('no Leadership question')
  })
})
