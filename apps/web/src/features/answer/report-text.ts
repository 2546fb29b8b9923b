/**
 * The words of a round's report: each recommendation and "what worked" line, and the whole
 * report as plain text for "Copy as text". Pure.
 */
import { report as copy } from '~/content/practice-round.yaml'
import { fillLabel } from '~/lib/fill-label'
import { scoreLabel } from '~/lib/score'
import { STAR_PARTS } from './answer-check'
import { stepText } from './answer-report'
import { report as practiceReportCopy } from '~/content/practice.yaml'
import { SKILLS, type AnswerInsight, type Progress, type Recommendation, type RoundReport } from './round-report'
import { andList, orList } from '~/lib/list-format'

/** A change of score as the report writes it: "+12", "−5", "±0". */
export const signed = (n: number) => (n > 0 ? `+${n}` : n < 0 ? `\u2212${-n}` : '\u00b10')

const questionList = (numbers: readonly number[]) => andList(numbers.map((n) => `question ${n}`))

export function recommendationText(r: Recommendation): string {
  switch (r.id) {
    case 'off-topic':
    case 'repeated':
      return fillLabel(copy.recommendations[r.id], { questions: questionList(r.questions) })
    case 'answer-all':
      return fillLabel(copy.recommendations['answer-all'], { n: r.skipped })
    case 'talking-point':
      return copy.recommendations['talking-point'][r.point]
    case 'terms':
      return fillLabel(copy.recommendations.terms, { terms: orList(r.terms) })
    case 'hedges':
      return fillLabel(copy.recommendations.hedges, { words: andList(r.words) })
    default:
      return stepText(r)
  }
}

/** The best one or two things an answer did, in words; empty when it did none or does not answer the question. */
export function workedText(insight: AnswerInsight): string[] {
  const check = insight.check
  if (!check || !check.english || !insight.relevance?.onTopic || insight.nonAnswer || insight.notAnAnswer) return []
  const out: string[] = []
  if (check.kind === 'story') {
    const found = STAR_PARTS.filter((p) => check.star[p] !== null).map((p) => practiceReportCopy.star[p].name.toLowerCase())
    if (found.length === 4) out.push(copy.worked.star)
    else if (found.length > 0) out.push(fillLabel(copy.worked.starSome, { parts: andList(found) }))
  } else if (insight.shape.length === 3) {
    const parts = insight.shape.map((p) => practiceReportCopy.shape[p])
    out.push(fillLabel(copy.worked.shape, { kind: copy.kindNames[check.kind], parts: andList(parts) }))
  }
  if (check.kind === 'story' && check.measurableResult.length > 0)
    out.push(fillLabel(copy.worked.measured, { examples: andList(check.measurableResult) }))
  else if (insight.terms.used.length > 0) out.push(fillLabel(copy.worked.terms, { terms: andList(insight.terms.used) }))
  else if (check.kind === 'story' && check.ownership.verdict === 'i') out.push(copy.worked.ownership)
  return out.slice(0, 2)
}

/** What to change in one answer: first what keeps it from being judged as an answer, then its check's first next step. */
export function improveText(insight: AnswerInsight): string {
  const { check, relevance } = insight
  if (!check) return copy.improveSkipped
  if (!check.english) return copy.notEnglish
  if (insight.notAnAnswer) return copy.notAnAnswer[insight.notAnAnswer]
  if (insight.nonAnswer) return copy.nonAnswer
  if (relevance && relevance.oddities.length > 0) return fillLabel(copy.nonsense, { words: andList(relevance.oddities) })
  if (relevance?.fitsOther) return fillLabel(copy.otherQuestion, { question: relevance.fitsOther })
  if (relevance?.stuffed) return copy.stuffed
  if (relevance && !relevance.onTopic) return copy.offTopic
  if (insight.sameAs.length > 0) return fillLabel(copy.sameAs, { n: insight.sameAs.map((i) => i + 1).join(', ') })
  return stepText(check.nextSteps[0]!)
}

const ANSWER_INDENT = '    '

/**
 * A visitor's text as it may go on the clipboard: without control characters (NUL, a terminal's
 * escape sequences) or the bidirectional overrides and isolates that make text read other than
 * it is; line breaks kept as "\n", each line's end and the whole trimmed.
 */
export function plainText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
      .replace(/[ \t]+$/gm, '')
      .trim()
  )
}

/** The report as plain text: what "Copy as text" puts on the clipboard. */
export function reportText(
  report: RoundReport,
  meta: { role: string; date: string; progress?: (Progress & { date: string }) | null },
): string {
  const change = (n: number) => (meta.progress ? ` ${signed(n)}` : '')
  const lines = [
    copy.heading,
    fillLabel(copy.subheading, { role: meta.role, date: meta.date, answered: report.answered, total: report.total }),
    '',
    ...(meta.progress ? [fillLabel(copy.progressCaption, { date: meta.progress.date })] : []),
    `${copy.overall}: ${report.overall}/100 (${report.overallLabel})${change(meta.progress?.overall ?? 0)}`,
    ...SKILLS.map(
      (s) => `${copy.skills[s]}: ${report.skills[s]}/100 (${scoreLabel(report.skills[s])})${change(meta.progress?.skills[s] ?? 0)}`,
    ),
    '',
    copy.insightsTitle,
  ]
  report.insights.forEach((insight, i) => {
    lines.push('', `${i + 1}. ${insight.question.text} (${insight.question.category}) ${insight.score}/100`)
    const answer = insight.answer.skipped ? copy.skippedAnswer : plainText(insight.answer.text) || copy.emptyAnswer
    // Each line of the answer indented under its label, so no line of it can pass for the report's own.
    lines.push(`${copy.yourAnswer}:`, ...answer.split('\n').map((line) => `${ANSWER_INDENT}${line}`))
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
