import { describe, expect, it } from 'vitest'
import { resolveLanding } from '~/content/landing'
import type { SectionOf } from '~/content/landing/schema'
import { bankBySlug } from '~/content/question-banks'
import { roleVocabulary } from '~/features/practice'
import { roundReport, SKILLS } from '~/features/practice-round/round-report'
import { scoreLabel } from '~/lib/score'
import { sampleReport } from './sample-report'

const landing = resolveLanding('instant-interview-feedback-reports')!
const section = landing.sections.find((s): s is SectionOf<'sample-report'> => s.kind === 'sample-report')!

describe('the sample report', () => {
  it('shows what the practice round’s own check says of its answers', () => {
    const bank = bankBySlug(section.role)!
    const questions = section.answers.map((a) => bank.questions.find((q) => q.text === a.question)!)
    const real = roundReport(
      questions,
      section.answers.map((a) => ({ text: a.answer, skipped: false })),
      roleVocabulary(bank.questions),
    )
    const shown = sampleReport(section)
    expect(shown.summary[0]).toMatchObject({ value: `${real.overall}/100`, score: real.overall })
    expect(shown.summary[0]!.caption).toContain(real.overallLabel)
    expect(shown.skills.map((s) => s.score)).toEqual(SKILLS.map((s) => real.skills[s]))
    expect(shown.insights.map((i) => i.score)).toEqual(real.insights.map((i) => i.score))
    expect(shown.insights.map((i) => i.answer)).toEqual(section.answers.map((a) => a.answer))
    expect(shown.recommendations).toHaveLength(real.recommendations.length)
    // A sample worth showing: good overall, with something left to work on.
    expect(scoreLabel(real.overall)).not.toBe('Developing')
    expect(shown.recommendations.length).toBeGreaterThan(0)
  })

  it('says "Ready" only when every answer scored 70 or more, and names the weakest otherwise', () => {
    const shown = sampleReport(section)
    const weakest = Math.min(...shown.insights.map((i) => i.score))
    const readiness = shown.summary[2]!
    if (weakest >= 70) expect(readiness.value).toBe('Ready')
    else {
      expect(readiness.value).not.toBe('Ready')
      expect(readiness.caption).toContain(`Question ${shown.insights.findIndex((i) => i.score === weakest) + 1} scored ${weakest}`)
    }
    const strongOnly = { ...section, answers: section.answers.filter((_, i) => shown.insights[i]!.score >= 80) }
    expect(strongOnly.answers.length).toBeGreaterThanOrEqual(2)
    expect(sampleReport(strongOnly).summary[2]).toMatchObject({ value: 'Ready', caption: 'Every answer scored 70 or more.' })
  })

  it('reads hesitant delivery as less confident', () => {
    const hesitant = {
      ...section,
      answers: section.answers.map((a) => ({ ...a, answer: `Um, I think, like, basically, maybe ${a.answer}` })),
    }
    expect(sampleReport(section).summary[1]!.value).toBe('High')
    expect(sampleReport(hesitant).summary[1]!.value).toBe('Hesitant')
  })

  it('fails the build for a question its bank does not ask, an unknown bank, or a caption it cannot fill', () => {
    const [first, ...rest] = section.answers
    expect(() => sampleReport({ ...section, answers: [{ ...first!, question: 'What is your favourite colour?' }, ...rest] })).toThrow(
      /"What is your favourite colour\?", which is not a question of the data-analyst bank/,
    )
    expect(() => sampleReport({ ...section, role: 'astronaut' })).toThrow(/question bank "astronaut", which does not exist/)
    const summary = { ...section.summary, overall: { ...section.summary.overall, caption: 'Better than {percent} of people' } }
    expect(() => sampleReport({ ...section, summary })).toThrow(/uses \{percent\}, which it cannot fill/)
  })
})
