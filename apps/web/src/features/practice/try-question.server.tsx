import { ArrowRight, Mic, RefreshCw, Square, type LucideIcon } from 'lucide-react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { PracticeSource } from '~/content/practice/schema'
import { section as copy } from '~/content/practice.yaml'
import { newTabProps, signupUrlForRole } from '~/lib/links'
import { SectionHeading } from '~/components/ui/section-heading'
import { PRACTICE_TITLE_ID, type PracticeData, type PracticeIconName, type PracticeRound } from './try-question'
import { PracticeWidget } from './practice-widget'
import { page as practicePageCopy } from '~/content/practice-round.yaml'
import { bankForRole, questionBanks, type QuestionKind } from '~/content/question-banks'
import { questionKind } from './question-kind'

/** A question's kind: its bank's, where a bank asks it (as the round would check it), else read from its wording. */
const kindOf = (text: string): QuestionKind =>
  questionBanks.flatMap((bank) => bank.questions).find((q) => q.text === text)?.kind ?? questionKind(text)

/** The practice round page of a role (the general one for a role without a bank of its own). */
const practiceRoundPath = (role: string): string => `/practice/${bankForRole(role).slug}`

const ICONS: Record<PracticeIconName, LucideIcon> = { mic: Mic, stop: Square, refresh: RefreshCw, arrow: ArrowRight }

/** The icons the practice islands draw, as SVG markup rendered at build time: no icon code in their chunks. */
export const practiceIcons = () =>
  Object.fromEntries(
    Object.entries(ICONS).map(([name, Icon]) => [name, renderToStaticMarkup(<Icon aria-hidden="true" focusable="false" />)]),
  ) as Record<PracticeIconName, string>

/**
 * A page's "Try one question" section, built by its page file at build time. The section's
 * content is HTML made here, the widget's first render included: the page's JavaScript
 * carries only the small component that shows it and loads the widget when it is near
 * (try-question-section.tsx), and no icon code at all.
 */
export function practiceRound(path: string, source: PracticeSource): PracticeRound {
  if (source.questions.length < 3) throw new Error(`${path}: the practice widget needs at least 3 questions`)
  const icons = practiceIcons()
  const data: PracticeData = {
    path,
    role: source.role,
    questions: [...source.questions],
    kinds: source.questions.map(kindOf),
    keywords: [...source.keywords],
    signupHref: signupUrlForRole(source.role),
    icons,
  }
  const head = renderToStaticMarkup(
    <>
      <SectionHeading id={PRACTICE_TITLE_ID} eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
      <p className="mt-4 text-center text-sm text-muted">
        <a href={practiceRoundPath(source.role)} className="font-semibold text-accent underline underline-offset-2">
          {practicePageCopy.fullRoundLink}
        </a>
        : {practicePageCopy.fullRoundNote}
      </p>
    </>,
  )
  const widget = renderToStaticMarkup(
    <>
      <PracticeWidget round={data} />
      <noscript>
        <p className="mt-6 text-center text-body-soft">
          {copy.noscript}{' '}
          <a href={data.signupHref} {...newTabProps} className="font-semibold text-accent underline">
            {copy.noscriptLink}
          </a>
        </p>
      </noscript>
    </>,
  )
  return { ...data, html: { head, widget } }
}
