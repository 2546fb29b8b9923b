import type { PracticeSource } from '~/content/practice/schema'
import type { QuestionKind } from '~/content/question-banks'
import type { PracticeIconName } from '~/features/answer'

/** The section's anchor; the build allows the microphone (Permissions-Policy) on pages that have it. */
export const TRY_QUESTION_SECTION_ID = 'try-a-question'
export const TRY_QUESTION_TITLE_ID = `${TRY_QUESTION_SECTION_ID}-title`
/** The element the widget hydrates. */
export const TRY_QUESTION_BOX_ID = `${TRY_QUESTION_SECTION_ID}-widget`

/** What the widget needs of a page. */
export interface TryQuestionData extends PracticeSource {
  /** The page's path: its draft's sessionStorage key. */
  path: string
  /** What each question asks for (question-kind.ts), so it is checked as the round checks it. */
  kinds: QuestionKind[]
  /** Sign-up with the page's role (`?role=`). */
  signupHref: string
  /** Its icons, as SVG markup rendered at build time (practiceIcons): no icon code in its chunk. */
  icons: Record<PracticeIconName, string>
}

/** A page's widget as its page file (src/pages/) hands it over: the data, and the section's HTML rendered at build time. */
export interface TryQuestion extends TryQuestionData {
  html: {
    /** The eyebrow, heading and intro. */
    head: string
    /** The widget's first render, and the sign-up link for visitors without JavaScript. */
    widget: string
  }
}

/**
 * Controls whose click, made before the widget loaded, the widget replays (their
 * `data-action`). Not the microphone: it should not open seconds after the click.
 */
export const REPLAYED_ACTIONS = ['next', 'check'] as const
export type TryQuestionAction = (typeof REPLAYED_ACTIONS)[number]

/** What the visitor did to the prerendered form before the widget replaced it. */
export interface TryQuestionTakeover {
  answer: string
  /** The id of the control that had focus, to focus its live twin. */
  focusId: string | null
  action: TryQuestionAction | null
}
