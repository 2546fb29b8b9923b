/**
 * The sample report's figures and words: what the practice round's own check (round-report.ts)
 * says of the section's sample answers, worked out at build. Nothing on the card is typed in by
 * hand, so the advert can never claim more than the product gives.
 */
import type { SectionOf } from '~/content/landing/schema'
import { bankBySlug } from '~/content/question-banks'
import { report as roundReportCopy } from '~/content/practice-round.yaml'
import { fillLabel } from '~/lib/fill-label'
import { roleVocabulary } from '~/features/practice'
import { SKILLS, roundReport } from '~/features/practice-round/round-report'
import { improveText, recommendationText, workedText } from '~/features/practice-round/report-text'

/** Filler words and hedges per hundred words under which the delivery reads as confident or steady. */
const CONFIDENCE_PER_HUNDRED = { high: 2, steady: 5 } as const
/** Ready: every answer at this score or more and the overall score "Strong"; nearly: the overall score at least that. */
const READY_ANSWER = 70

type Section = SectionOf<'sample-report'>

/** fillLabel that fails the build on a placeholder it was not given, so a caption never shows "{n}". */
function fill(template: string, values: Record<string, string | number>) {
  const out = fillLabel(template, values)
  const left = out.match(/\{\w+\}/)
  if (left) throw new Error(`the sample report's caption "${template}" uses ${left[0]}, which it cannot fill`)
  return out
}

/** A summary card: a label, its value, a bar when the value is a score, a caption. */
interface SummaryCard {
  label: string
  value: string
  score?: number
  caption: string
}

export function sampleReport(section: Section) {
  const bank = bankBySlug(section.role)
  if (!bank) throw new Error(`the sample report names the question bank "${section.role}", which does not exist`)
  const questions = section.answers.map(({ question }) => {
    const found = bank.questions.find((q) => q.text === question)
    if (!found) throw new Error(`the sample report answers "${question}", which is not a question of the ${bank.slug} bank`)
    return found
  })
  const report = roundReport(
    questions,
    section.answers.map(({ answer }) => ({ text: answer, skipped: false })),
    roleVocabulary(bank.questions),
  )
  const { summary } = section
  const hesitations = report.fillers.total + report.hedges.total
  const perHundred = report.words === 0 ? 0 : (hesitations / report.words) * 100
  const confidence = perHundred < CONFIDENCE_PER_HUNDRED.high ? 'high' : perHundred < CONFIDENCE_PER_HUNDRED.steady ? 'steady' : 'hesitant'
  const weakest = report.insights.reduce((low, insight, i) => (insight.score < report.insights[low]!.score ? i : low), 0)
  const weakestScore = report.insights[weakest]!.score
  const readiness =
    weakestScore >= READY_ANSWER && report.overallLabel === 'Strong' ? 'ready' : report.overall >= READY_ANSWER ? 'nearly' : 'notYet'
  const cards: SummaryCard[] = [
    {
      label: summary.overall.label,
      value: `${report.overall}/100`,
      score: report.overall,
      caption: fill(summary.overall.caption, { label: report.overallLabel, answered: report.answered }),
    },
    {
      label: summary.confidence.label,
      value: summary.confidence.levels[confidence],
      caption: fill(summary.confidence.caption, { fillers: report.fillers.total, hedges: report.hedges.total, words: report.words }),
    },
    {
      label: summary.readiness.label,
      value: summary.readiness.levels[readiness],
      caption:
        readiness === 'ready'
          ? summary.readiness.caption.ready
          : fill(summary.readiness.caption.weakest, { n: weakest + 1, score: weakestScore }),
    },
  ]
  return {
    summary: cards,
    skills: SKILLS.map((skill) => ({ name: roundReportCopy.skills[skill], score: report.skills[skill] })),
    insights: report.insights.map((insight) => ({
      question: insight.question.text,
      answer: insight.answer.text,
      score: insight.score,
      went: workedText(insight).join(' ') || section.insightLabels.nothing,
      improve: improveText(insight),
    })),
    recommendations: report.recommendations.map(recommendationText),
  }
}
