import { describe, expect, it } from 'vitest'
import { home } from './home'
import { landingContent, resolveLanding } from './landing'
import { LandingContentSchema, MIN_PRACTICE_QUESTIONS } from './landing/schema'

describe('practice widget content', () => {
  it('gives every landing page at least three questions of its own, the hero preview first', () => {
    for (const [slug, page] of landingContent) {
      const { questions, keywords, role } = resolveLanding(slug)!.practice
      expect(questions.length, slug).toBeGreaterThanOrEqual(MIN_PRACTICE_QUESTIONS + (page.practice.usePreview ? 1 : 0))
      expect(new Set(questions).size, `${slug} repeats a question`).toBe(questions.length)
      if (page.practice.usePreview && page.hero.preview) expect(questions[0], slug).toBe(page.hero.preview.question)
      expect(keywords.length, slug).toBeGreaterThanOrEqual(4)
      expect(role, slug).toMatch(/^[a-z][a-z0-9-]*$/)
    }
  })

  it('skips a hero preview that is not a question, and a questions section that is not interview questions', () => {
    const feedback = resolveLanding('instant-interview-feedback-reports')!
    expect(feedback.practice.questions).not.toContain(feedback.hero.preview!.question)
    const report = resolveLanding('interview-report')!
    expect(report.practice.questions).not.toContain('Did I actually answer the question, or talk around it?')
    expect(report.practice.questions.length).toBeGreaterThanOrEqual(MIN_PRACTICE_QUESTIONS)
  })

  it('fails a page with fewer than three questions to practise', () => {
    const page = landingContent.get('ai-mock-interview-data-analysts')!
    const trimmed = page.sections.map((section) =>
      section.kind === 'questions'
        ? { ...section, groups: [{ questions: ['Only one question to practise here?', 'And a second one, no more?'] }] }
        : section,
    )
    const result = LandingContentSchema.safeParse({ ...page, sections: trimmed })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toMatch(/at least 3 questions/)
  })

  it('asks the home page’s sample question first, then at least two more', () => {
    expect(home.practice.questions[0]).toBe(home.whyChoose.sampleQuestion.question)
    expect(home.practice.questions.length).toBeGreaterThanOrEqual(MIN_PRACTICE_QUESTIONS)
    expect(home.practice.keywords.length).toBeGreaterThanOrEqual(4)
  })
})
