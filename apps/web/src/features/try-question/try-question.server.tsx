import { renderToStaticMarkup } from 'react-dom/server'
import type { PracticeSource } from '~/content/practice/schema'
import { section as copy } from '~/content/practice.yaml'
import { newTabProps, signupUrlForRole } from '~/lib/links'
import { SectionHeading } from '~/components/ui/section-heading'
import { TRY_QUESTION_TITLE_ID, type TryQuestionData, type TryQuestion } from './try-question'
import { TryQuestionWidget } from './try-question-widget'
import { page as practicePageCopy } from '~/content/practice-round.yaml'
import { bankForRole, questionBanks, type QuestionKind } from '~/content/question-banks'
import { questionKind } from '~/features/answer'
import { practiceIcons } from '~/features/answer/index.server'

/** A question's kind: its bank's, where a bank asks it (as the round would check it), else read from its wording. */
const kindOf = (text: string): QuestionKind =>
  questionBanks.flatMap((bank) => bank.questions).find((q) => q.text === text)?.kind ?? questionKind(text)

/** The practice round page of a role (the general one for a role without a bank of its own). */
const practiceRoundPath = (role: string): string => `/practice/${bankForRole(role).slug}`

/**
 * A page's "Try one question" section, built by its page file at build time. The section's
 * content is HTML made here, the widget's first render included: the page's JavaScript
 * carries only the small component that shows it and loads the widget when it is near
 * (try-question-section.tsx), and no icon code at all.
 */
export function tryQuestion(path: string, source: PracticeSource): TryQuestion {
  if (source.questions.length < 3) throw new Error(`${path}: the practice widget needs at least 3 questions`)
  const icons = practiceIcons()
  const data: TryQuestionData = {
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
      <SectionHeading id={TRY_QUESTION_TITLE_ID} eyebrow={copy.eyebrow} heading={copy.heading} intro={copy.intro} />
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
      <TryQuestionWidget round={data} />
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
