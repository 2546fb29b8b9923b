import { z } from 'zod'
import { template, text } from '~/content/fields'

/**
 * The "Try one question now" widget's copy, practice.yaml (features/try-question), shown after the
 * hero of the home page and of every landing page: `section` is prerendered, `form` and
 * `messages` and `report` load with the widget. The questions, keywords and role come from each
 * page's own content (`practice` in a landing page, the home page's).
 */
export const PracticeSchema = z.object({
  section: z.object({
    eyebrow: text(1, 40),
    heading: text(1, 60),
    intro: text(1, 200),
    noscript: text(1, 140),
    noscriptLink: text(1, 80),
  }),
  form: z.object({
    questionCount: template(1, 40, ['n', 'total']),
    another: text(1, 40),
    answerLabel: text(1, 40),
    answerHints: z.object({
      story: text(1, 140),
      explanation: text(1, 140),
      view: text(1, 160),
    }),
    words: z.object({
      one: text(1, 40),
      other: template(1, 40, ['n']),
    }),
    timerLabel: text(1, 40),
    timeLeft: template(1, 40, ['time']),
    timeOver: template(1, 40, ['time']),
    check: text(1, 40),
    speak: text(1, 40),
    stop: text(1, 40),
    privacy: text(1, 140),
    speechNote: text(1, 180),
  }),
  messages: z.object({
    empty: text(1, 60),
    question: template(1, 60, ['n', 'total', 'question']),
    listening: text(1, 100),
    stopped: text(1, 100),
    timeUp: text(1, 100),
    ready: z.object({
      story: template(1, 100, ['found', 'words']),
      explanation: template(1, 120, ['found', 'words']),
      view: template(1, 120, ['found', 'words']),
    }),
    speechErrors: z.object({
      'not-allowed': text(1, 180),
      'no-speech': text(1, 140),
      'audio-capture': text(1, 120),
      network: text(1, 160),
      other: text(1, 100),
    }),
  }),
  report: z.object({
    heading: text(1, 60),
    badge: text(1, 40),
    disclaimer: text(1, 300),
    summary: z.object({
      star: z.object({
        label: text(1, 40),
        value: template(1, 40, ['found']),
      }),
      shape: z.object({
        label: z.object({
          explanation: text(1, 40),
          view: text(1, 40),
        }),
        value: template(1, 40, ['found', 'total']),
      }),
      words: z.object({
        label: text(1, 40),
        value: template(1, 40, ['words']),
      }),
      pace: z.object({
        label: text(1, 40),
        value: template(1, 40, ['wpm']),
      }),
      fillers: z.object({
        label: text(1, 40),
        value: template(1, 40, ['n']),
      }),
      ownership: z.object({
        label: text(1, 40),
        value: template(1, 40, ['i', 'we']),
      }),
    }),
    length: z.object({
      empty: text(1, 40),
      short: text(1, 60),
      good: text(1, 60),
      long: text(1, 60),
    }),
    pace: z.object({
      slow: text(1, 60),
      good: text(1, 40),
      fast: text(1, 60),
    }),
    ownership: z.object({
      i: text(1, 40),
      we: text(1, 40),
      balanced: text(1, 40),
      none: text(1, 40),
    }),
    fillersNone: text(1, 40),
    fillersTop: template(1, 40, ['words']),
    starTitle: text(1, 40),
    starAll: text(1, 40),
    starMissing: template(1, 40, ['parts']),
    star: z.object({
      situation: z.object({
        letter: text(1, 40),
        name: text(1, 40),
        missing: text(1, 80),
      }),
      task: z.object({
        letter: text(1, 40),
        name: text(1, 40),
        missing: text(1, 60),
      }),
      action: z.object({
        letter: text(1, 40),
        name: text(1, 40),
        missing: text(1, 60),
      }),
      result: z.object({
        letter: text(1, 40),
        name: text(1, 40),
        missing: text(1, 80),
      }),
    }),
    shapeTitle: z.object({
      explanation: text(1, 60),
      view: text(1, 40),
    }),
    shapeHeadings: z.object({
      approach: text(1, 40),
      tradeoffs: text(1, 40),
      example: text(1, 40),
      position: text(1, 40),
      reasons: text(1, 40),
    }),
    shapeCaption: text(1, 140),
    shape: z.object({
      approach: text(1, 60),
      tradeoffs: text(1, 80),
      example: text(1, 40),
      position: text(1, 40),
      reasons: text(1, 40),
    }),
    found: text(1, 40),
    missing: text(1, 40),
    notEnglish: text(1, 120),
    resultTitle: text(1, 40),
    resultFound: template(1, 60, ['examples']),
    resultMissing: text(1, 100),
    keywordsTitle: text(1, 40),
    keywordsNone: text(1, 40),
    keywordsUnused: template(1, 60, ['keywords']),
    nextStepsTitle: text(1, 40),
    steps: z.object({
      expand: z.object({
        story: text(1, 180),
        explanation: text(1, 160),
        view: text(1, 140),
      }),
      english: text(1, 120),
      star: template(1, 80, ['parts']),
      shape: template(1, 60, ['parts']),
      quantify: text(1, 180),
      ownership: text(1, 160),
      fillers: template(1, 140, ['words']),
      tighten: z.object({
        story: text(1, 160),
        explanation: text(1, 160),
        view: text(1, 160),
      }),
      pace: z.object({
        slow: text(1, 100),
        fast: text(1, 120),
      }),
      keywords: template(1, 140, ['keywords']),
      'out-loud': text(1, 140),
      'follow-up': text(1, 140),
    }),
    cta: text(1, 60),
    ctaNote: text(1, 120),
  }),
})

export type PracticeCopy = z.output<typeof PracticeSchema>

/** What a page gives the widget. */
export interface PracticeSource {
  /** Sent to sign-up as `?role=`: the role or interview type of the page. */
  role: string
  /** The questions in the order "Another question" cycles through them (at least 3). */
  questions: readonly string[]
  /** The role's own terms; the check lists which ones an answer used. */
  keywords: readonly string[]
}
