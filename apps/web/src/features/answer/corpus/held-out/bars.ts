/**
 * The bars a held-out set is measured against (docs/decisions/019-answers-judged-by-rules.md),
 * over its graded lines: styles as README.md beside this file names them. `npm run score -- --bars`
 * prints them; held-out.test.ts holds the floors reached.
 */
import { spearman } from '~/lib/spearman'
import type { ScoredAnswer } from '~/features/answer/score-answer'

export interface GradedLine {
  grade: number
  style?: string
  result: Pick<ScoredAnswer, 'score' | 'label' | 'feedback'>
}

export interface Bar {
  name: string
  /** The figure measured: a rank correlation, or a count of answers on the wrong side. */
  value: number
  /** The figure as printed, e.g. "0.574" or "3 of 17 under". */
  figure: string
  met: boolean
}

const OWN_WORDS = ['strong-plain', 'strong-british', 'strong-bullets']
const JUDGED = [...OWN_WORDS, 'short-expert', 'fluent-nonsense', 'keyword-stuffing', 'confidently-wrong']
const WRONG = ['fluent-nonsense', 'keyword-stuffing', 'confidently-wrong']
const LISTS = ['buzzword-list', 'question-pasted']

export function heldOutBars(graded: readonly GradedLine[]) {
  const of = (styles: string[]) => graded.filter((l) => styles.some((s) => l.style?.startsWith(s)))
  const rho = (lines: readonly GradedLine[]) =>
    spearman(
      lines.map((l) => l.grade),
      lines.map((l) => l.result.score),
    )
  const correlation = (name: string, lines: readonly GradedLine[], floor: number): Bar => {
    const value = rho(lines)
    return { name, value, figure: value.toFixed(3), met: value >= floor }
  }
  const count = (name: string, lines: readonly GradedLine[], wrong: (l: GradedLine) => boolean, side: string): Bar => {
    const value = lines.filter(wrong).length
    return { name, value, figure: `${value} of ${lines.length} ${side}`, met: value === 0 }
  }
  const offTopic = of(OWN_WORDS).filter((l) => /does not answer the question/i.test(l.result.feedback.improve))
  return {
    all: correlation('Spearman, all answers', graded, 0.75),
    judged: correlation('Spearman, strong, short-expert and nonsense answers', of(JUDGED), 0.5),
    // "Needs work" and "Developing" are the labels below Good.
    wrong: count(
      'stuffed, absurd or wrong: at most 40, never Good or Strong',
      of(WRONG),
      (l) => l.result.score > 40 || l.result.label === 'Good' || l.result.label === 'Strong',
      'over',
    ),
    ownWords: count('strong in own words: at least 70', of(OWN_WORDS), (l) => l.result.score < 70, 'under'),
    offTopic: {
      name: 'strong in own words: never "does not answer"',
      value: offTopic.length,
      figure: `${offTopic.length} told so`,
      met: offTopic.length === 0,
    },
    expert: count('short expert: at least 65', of(['short-expert']), (l) => l.result.score < 65, 'under'),
    lists: count('buzzword lists and pasted questions: at most 30', of(LISTS), (l) => l.result.score > 30, 'over'),
  } satisfies Record<string, Bar>
}
