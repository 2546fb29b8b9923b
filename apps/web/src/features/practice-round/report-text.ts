/**
 * The words of a round's report: each recommendation and "what worked" line, and the whole
 * report as plain text for "Copy as text". Pure.
 */
import { roundReportCopy as copy } from '~/content/practice-round'
import { fillLabel } from '~/lib/fill-label'
import { scoreLabel } from '~/lib/score'
import { STAR_PARTS, stepText } from '~/features/practice'
import { practiceReportCopy } from '~/content/practice'
import { SKILLS, type AnswerInsight, type Recommendation, type RoundReport } from './round-report'

const and = new Intl.ListFormat('en', { type: 'conjunction' })
const or = new Intl.ListFormat('en', { type: 'disjunction' })

export function recommendationText(r: Recommendation): string {
  switch (r.id) {
    case 'answer-all':
      return fillLabel(copy.recommendations['answer-all'], { n: r.skipped })
    case 'talking-point':
      return copy.recommendations['talking-point'][r.point]
    case 'terms':
      return fillLabel(copy.recommendations.terms, { terms: or.format(r.terms) })
    case 'hedges':
      return fillLabel(copy.recommendations.hedges, { words: and.format(r.words) })
    default:
      return stepText(r)
  }
}

/** The best one or two things an answer did, in words; empty when it did none. */
export function workedText(insight: AnswerInsight): string[] {
  const check = insight.check
  if (!check || !check.english) return []
  const out: string[] = []
  const found = STAR_PARTS.filter((p) => check.star[p] !== null).map((p) => practiceReportCopy.star[p].name.toLowerCase())
  if (found.length === 4) out.push(copy.worked.star)
  else if (found.length > 0) out.push(fillLabel(copy.worked.starSome, { parts: and.format(found) }))
  if (check.measurableResult.length > 0) out.push(fillLabel(copy.worked.measured, { examples: and.format(check.measurableResult) }))
  else if (insight.terms.used.length > 0) out.push(fillLabel(copy.worked.terms, { terms: and.format(insight.terms.used) }))
  else if (check.ownership.verdict === 'i') out.push(copy.worked.ownership)
  return out.slice(0, 2)
}

/** What to change in one answer: its first next step, or "answer it" when skipped. */
export function improveText(insight: AnswerInsight): string {
  if (!insight.check) return copy.improveSkipped
  return stepText(insight.check.nextSteps[0]!)
}

/** The report as plain text: what "Copy as text" puts on the clipboard. */
export function reportText(report: RoundReport, meta: { role: string; date: string }): string {
  const lines = [
    copy.heading,
    fillLabel(copy.subheading, { role: meta.role, date: meta.date, answered: report.answered, total: report.total }),
    '',
    `${copy.overall}: ${report.overall}/100 (${report.overallLabel})`,
    ...SKILLS.map((s) => `${copy.skills[s]}: ${report.skills[s]}/100 (${scoreLabel(report.skills[s])})`),
    '',
    copy.insightsTitle,
  ]
  report.insights.forEach((insight, i) => {
    lines.push('', `${i + 1}. ${insight.question.text} (${insight.question.category}) ${insight.score}/100`)
    const answer = insight.answer.skipped ? copy.skippedAnswer : insight.answer.text.trim() || copy.emptyAnswer
    lines.push(`${copy.yourAnswer}: ${answer}`)
    const worked = workedText(insight)
    if (worked.length > 0) lines.push(`${copy.went}: ${worked.join(' ')}`)
    lines.push(`${copy.improve}: ${improveText(insight)}`)
  })
  if (report.recommendations.length > 0) {
    lines.push('', copy.recommendationsTitle, ...report.recommendations.map((r, i) => `${i + 1}. ${recommendationText(r)}`))
  }
  lines.push('', copy.howTitle, ...copy.how.map((line) => `- ${line}`))
  return lines.join('\n') + '\n'
}
