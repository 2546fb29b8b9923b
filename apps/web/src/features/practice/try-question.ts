import type { PracticeSource } from '~/content/practice/schema'
import type { QuestionKind } from '~/content/question-banks'

/** The section's anchor; the build allows the microphone (Permissions-Policy) on pages that have it. */
export const PRACTICE_SECTION_ID = 'try-a-question'
export const PRACTICE_TITLE_ID = `${PRACTICE_SECTION_ID}-title`
/** The section of a practice round page (features/practice-round), which may use the microphone too. */
export const ROUND_SECTION_ID = 'practice-round'
/** The element the widget hydrates. */
export const PRACTICE_BOX_ID = `${PRACTICE_SECTION_ID}-widget`

/** Icons the widget draws, as SVG markup rendered at build time: no icon code in its chunk. */
export type PracticeIconName = 'mic' | 'stop' | 'refresh' | 'arrow'

/** What the widget needs of a page. */
export interface PracticeData extends PracticeSource {
  /** The page's path: its draft's sessionStorage key. */
  path: string
  /** What each question asks for (question-kind.ts), so it is checked as the round checks it. */
  kinds: QuestionKind[]
  /** Sign-up with the page's role (`?role=`). */
  signupHref: string
  icons: Record<PracticeIconName, string>
}

/** A page's widget as its page file (src/pages/) hands it over: the data, and the section's HTML rendered at build time. */
export interface PracticeRound extends PracticeData {
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
export type PracticeAction = (typeof REPLAYED_ACTIONS)[number]

/** What the visitor did to the prerendered form before the widget replaced it. */
export interface PracticeTakeover {
  answer: string
  /** The id of the control that had focus, to focus its live twin. */
  focusId: string | null
  action: PracticeAction | null
}
