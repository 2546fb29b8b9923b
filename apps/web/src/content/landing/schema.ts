import { z } from 'zod'
import type { PracticeSource } from '~/content/practice/schema'
import { TestimonialSchema } from '~/content/testimonials/schema'
import { bankRole, searchDescription, searchTitle, sitePath } from '~/content/fields'
import { LANDING_GROUPS } from './meta'

/**
 * The one schema every landing page's file is checked against when the collection is read
 * (collections.ts): its registry entry (group, label, SEO title and description) and its
 * content. See README.md in this folder for how to add a page.
 */

// Length limits keep layouts intact: a heading longer than this wraps badly on a phone.
const heading = z.string().trim().min(3).max(90).describe('The section’s heading, plain text')
const subheading = z.string().trim().min(2).max(80).describe('A card’s or block’s title')
const paragraph = z.string().trim().min(20).max(600).describe('One paragraph of body text')
const short = z.string().trim().min(2).max(200).describe('A bullet, label or one-line text')
const intro = z.string().trim().min(20).max(400).describe('Optional line under a section heading')
const eyebrow = z.string().trim().min(2).max(40).describe('Small uppercase label above a heading')
const anchor = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/)
  .meta({ title: 'Link name' })
  .describe('Optional: a name for links to this section, e.g. “pricing”')

/** Icon names content may use; sections/landing/icons.server.tsx maps each to a lucide icon. */
const ICON_NAMES = [
  'bot',
  'brain',
  'briefcase',
  'chart',
  'check',
  'clipboard',
  'clock',
  'code',
  'compass',
  'database',
  'file-text',
  'gauge',
  'graduation-cap',
  'handshake',
  'heart',
  'layers',
  'lightbulb',
  'list-checks',
  'message',
  'mic',
  'repeat',
  'rocket',
  'scale',
  'search',
  'shield',
  'sparkles',
  'target',
  'trending-up',
  'user',
  'users',
  'video',
  'wrench',
] as const
const IconNameSchema = z.enum(ICON_NAMES).describe('The icon beside it')
export type IconName = z.infer<typeof IconNameSchema>

/** Ids of the shared fragments in src/content/shared/; an unknown id fails the build. */
const SHARED_SECTION_IDS = ['roleplay', 'instant-feedback', 'star', 'how-it-works', 'testimonials'] as const
const SharedSectionIdSchema = z.enum(SHARED_SECTION_IDS)
export type SharedSectionId = z.infer<typeof SharedSectionIdSchema>

const score = z.number().int().min(0).max(100).describe('A score out of 100')

/** A link to another page of this site; content.test.ts checks it is in the registry. */
const InternalLinkSchema = z.object({
  to: sitePath,
  label: z.string().trim().min(2).max(60),
})

const ButtonSchema = z.object({
  label: z.string().trim().min(2).max(40).describe('Button text; the button opens sign-up in a new tab'),
})

const base = { id: anchor.optional(), eyebrow: eyebrow.optional(), heading, intro: intro.optional() }

const HeroSchema = z.object({
  eyebrow: eyebrow.optional(),
  heading: z.string().trim().min(10).max(90).describe('The page’s main heading'),
  lead: z.string().trim().min(40).max(320).describe('The paragraph under the main heading'),
  cta: ButtonSchema.describe('Primary button: opens sign-up in a new tab'),
  secondary: InternalLinkSchema.optional().describe('Optional second button, to another page of the site or a section of one'),
  highlights: z.array(short.max(60)).min(2).max(4).optional().describe('Short proof points under the buttons'),
  preview: z
    .object({
      label: z.string().trim().min(2).max(40),
      question: z.string().trim().min(20).max(220),
      hint: z.string().trim().min(10).max(160),
    })
    .optional()
    .describe('A sample question card shown beside the hero text'),
})

const CardSchema = z.object({
  icon: IconNameSchema.optional(),
  tag: z.string().trim().min(2).max(30).optional().describe('Small badge on the card'),
  title: subheading,
  body: paragraph.max(360),
  bullets: z.array(short).min(1).max(6).optional(),
  score: z
    .object({ value: score, label: z.string().trim().min(2).max(30) })
    .optional()
    .describe('Shown as a bar and "88% efficiency"'),
})

const MessageSchema = z.object({
  role: z.enum(['interviewer', 'candidate', 'feedback']).describe('feedback renders as a highlighted bubble'),
  speaker: z.string().trim().min(2).max(30).describe('Name shown above the bubble, e.g. "AI interviewer"'),
  text: z.string().trim().min(5).max(600),
})

export const SectionSchema = z.discriminatedUnion('kind', [
  z
    .object({
      kind: z.literal('cards'),
      ...base,
      columns: z.union([z.literal(2), z.literal(3), z.literal(4)]).meta({ default: 3 }),
      items: z.array(CardSchema).min(2).max(9),
    })
    .describe('A grid of cards: features, role-specific skills, benefit tiles, categories'),
  z
    .object({
      kind: z.literal('questions'),
      ...base,
      forPractice: z
        .boolean()
        .meta({ default: true })
        .describe('false when these are not interview questions: the "Try one question" widget then skips them'),
      groups: z
        .array(
          z.object({
            title: subheading.optional().describe('e.g. a role name; omit for a single list'),
            icon: IconNameSchema.optional(),
            questions: z.array(z.string().trim().min(15).max(240)).min(2).max(10),
          }),
        )
        .min(1)
        .max(4),
    })
    .describe('Sample interview questions or prompts, in one or more groups'),
  z
    .object({
      kind: z.literal('checklist'),
      ...base,
      items: z.array(short).min(3).max(12),
    })
    .describe('Skill bullets with check marks'),
  z
    .object({
      kind: z.literal('steps'),
      ...base,
      items: z
        .array(z.object({ title: subheading, body: paragraph.max(360) }))
        .min(2)
        .max(6),
    })
    .describe('Numbered steps'),
  z
    .object({
      kind: z.literal('text'),
      ...base,
      paragraphs: z.array(paragraph).min(1).max(5),
      bullets: z.array(short).min(2).max(8).optional(),
    })
    .describe('Prose: paragraphs and optional bullets'),
  z
    .object({
      kind: z.literal('highlight'),
      ...base,
      icon: IconNameSchema,
      body: paragraph,
      bullets: z.array(short).min(2).max(5),
      demo: z.array(MessageSchema).min(1).max(3).optional().describe('Optional mini conversation shown beside the text'),
    })
    .describe('A selling point: text and bullets beside a small demo'),
  z
    .object({
      kind: z.literal('star'),
      ...base,
      exampleLabel: short.max(40).optional().describe('Label above each letter’s example, e.g. "From a sample answer"'),
      letters: z
        .array(
          z.object({
            letter: z.string().length(1),
            title: subheading,
            body: paragraph.max(300),
            example: paragraph.max(240).optional().describe('The same part of a sample answer from the page’s role'),
          }),
        )
        .length(4),
    })
    .describe('STAR-method feedback: Situation, Task, Action, Result'),
  z
    .object({
      kind: z.literal('chat'),
      ...base,
      messages: z.array(MessageSchema).min(2).max(8),
      cta: ButtonSchema.optional(),
    })
    .describe('A chat demo with interviewer, candidate and feedback bubbles'),
  z
    .object({
      kind: z.literal('code-demo'),
      ...base,
      prompt: z.object({ label: short.max(40), text: paragraph }),
      solution: z.object({
        label: short.max(40),
        language: z.string().trim().min(2).max(20),
        code: z.string().min(10).max(1200),
      }),
      feedback: z.object({
        label: short.max(40),
        verdict: short.max(120),
        points: z.array(short).min(1).max(5),
      }),
      cta: ButtonSchema.optional(),
    })
    .describe('A technical demo: prompt, candidate solution, AI feedback'),
  z
    .object({
      kind: z.literal('case-files'),
      ...base,
      items: z
        .array(
          z.object({
            label: short.max(30).describe('e.g. "Case file 01"'),
            title: subheading,
            scenario: paragraph.max(400),
            assesses: z.array(short).min(1).max(4),
          }),
        )
        .min(2)
        .max(6),
      assessesLabel: short.max(30).describe('Label above the assessed skills, e.g. "What we assess"'),
    })
    .describe('Case files: a scenario per card and what it assesses'),
  z
    .object({
      kind: z.literal('comparison'),
      ...base,
      columns: z.array(z.object({ title: subheading, icon: IconNameSchema, items: z.array(short).min(3).max(8) })).length(2),
      advice: z.object({ title: subheading, body: paragraph }),
    })
    .describe('Two lists side by side and a closing piece of advice'),
  z
    .object({
      kind: z.literal('sample-report'),
      ...base,
      note: short.describe("Says what the sample is: the full product's report, not the free round's check"),
      summary: z
        .array(z.object({ label: short.max(30), value: short.max(20), caption: short.max(120), score: score.optional() }))
        .length(3)
        .describe('Overall score (with its score), confidence, readiness'),
      skillsTitle: subheading,
      skills: z
        .array(z.object({ name: short.max(40), score }))
        .min(2)
        .max(8),
      insightsTitle: subheading,
      insights: z
        .array(z.object({ question: short.max(200), score, went: short.max(240), improve: short.max(240) }))
        .min(1)
        .max(4),
      insightLabels: z.object({ went: short.max(30), improve: short.max(30) }),
      recommendationsTitle: subheading,
      recommendations: z.array(short.max(240)).min(2).max(6),
    })
    .describe("A static sample of the full product's report: summary, skills breakdown, insights, recommendations"),
  z
    .object({
      kind: z.literal('video-demo'),
      ...base,
      recordingLabel: short.max(10).describe('The REC indicator text'),
      timer: z.string().regex(/^\d{2}:\d{2}$/),
      question: short.max(200),
      caption: short.max(160),
    })
    .describe('A mock video-recording preview with a REC indicator'),
  z
    .object({
      kind: z.literal('testimonials'),
      ...base,
      ratingLabel: short
        .max(40)
        .regex(/\{rating\}/)
        .describe('The stars, as a screen reader says them, e.g. "Rated {rating} out of 5"'),
      items: z.array(TestimonialSchema).min(1).max(6),
    })
    .describe('Quotes from users (the shared testimonials of the home page)'),
  z
    .object({
      kind: z.literal('links'),
      ...base,
      items: z
        .array(InternalLinkSchema.extend({ body: short.max(160) }))
        .min(2)
        .max(6),
    })
    .describe('Links to related pages of this site'),
  z.object({ kind: z.literal('shared'), id: SharedSectionIdSchema }).describe('A shared section from src/content/shared, placed here'),
])

/** The closing call to action; fields left out come from the shared CTA block. */
const CtaOverrideSchema = z.object({
  heading: heading.optional(),
  body: paragraph.max(300).optional(),
  button: ButtonSchema.optional(),
})

/** The "Try one question now" widget after the hero (features/try-question, its copy in content/practice.yaml). */
const PracticeSchema = z.object({
  role: bankRole.describe('The question bank the “Try one question” box asks from; sign-up is told this role too'),
  keywords: z
    .array(z.string().trim().min(2).max(30))
    .min(4)
    .max(12)
    .describe('Terms of the role a strong answer uses, e.g. "SQL"; the quick check lists the ones an answer mentions'),
  usePreview: z
    .boolean()
    .meta({ default: true })
    .describe('Ask the hero preview first; false when the preview is not a question (a sample report, a plan)'),
})

/** The minimum number of questions the widget cycles through, from the page's questions sections. */
export const MIN_PRACTICE_QUESTIONS = 3

/** Every interview question of the page's questions sections, in page order. */
export const questionsOf = (sections: readonly Section[]): string[] =>
  sections.flatMap((section) =>
    section.kind === 'questions' && section.forPractice ? section.groups.flatMap((group) => group.questions) : [],
  )

const sentence = z.string().trim().min(20).max(240).describe('One sentence')
/** A phrase the shared sections place inside one of their sentences, so it starts in lower case. */
const phrase = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min)
    .max(max)
    .regex(/^[a-z]/, 'lower case: it is used inside a sentence')

/**
 * Who the page speaks to. The shared sections (src/content/shared) write these
 * into their copy, so a nurse reads a nursing example and no two pages repeat
 * the same long sentences (role-pages.test.ts counts them).
 */
const AudienceSchema = z.object({
  people: phrase(3, 40).describe('Who the page is for, plural, lower case: "data analysts", "nursing students"'),
  interviewers: phrase(10, 160).describe(
    'Who they face, as a list: "an analytics manager, a senior analyst who reads your SQL, or a panel with a product manager"',
  ),
  focus: phrase(10, 160).describe(
    'What the feedback looks at for them, lower case: "how you narrate a query and the assumptions you state"',
  ),
  story: z
    .object({ situation: sentence, task: sentence, action: sentence, result: sentence })
    .describe('A sample STAR answer from the role, one first-person sentence per part'),
  followUp: z
    .object({ question: sentence, answer: sentence })
    .describe('A follow-up the AI interviewer asks this role, and a strong short answer'),
  feedback: sentence.describe('One line of feedback on an answer from this role'),
  testimonials: z
    .array(z.string().trim().min(2))
    .min(1)
    .max(3)
    .optional()
    .describe('The testimonials the page shows, by the person’s name (Site copy › Testimonials); all of them when left empty'),
})
export type Audience = z.output<typeof AudienceSchema>

/** One landing page: a file `<slug>.yaml` of this folder, its name the page's path under /features/. */
export const LandingContentSchema = z
  .object({
    // The form shows the fields in this order: what a visitor sees first, first.
    hero: HeroSchema,
    group: z.enum(LANDING_GROUPS).describe('Where the footer lists the page: feature, role or topic'),
    label: z.string().trim().min(2).max(40).describe('Short name for navigation and footer links'),
    title: searchTitle,
    description: searchDescription,
    audience: AudienceSchema,
    sections: z
      .array(SectionSchema)
      .min(3)
      .max(14)
      .describe('Shown in this order, between the top of the page and its closing call to action'),
    cta: CtaOverrideSchema.optional(),
    practice: PracticeSchema,
  })
  .refine((page) => questionsOf(page.sections).length >= MIN_PRACTICE_QUESTIONS, {
    message: `A page needs a questions section with at least ${MIN_PRACTICE_QUESTIONS} questions: the "Try one question" widget cycles through them`,
    path: ['sections'],
  })

/** A page as the site reads it: its file's content, and its slug (the file name). */
export type LandingContent = z.output<typeof LandingContentSchema> & { slug: string }
export type Section = z.output<typeof SectionSchema>
/** What a content module writes (defaults not yet applied). */
export type SectionInput = z.input<typeof SectionSchema>
/** A section after shared references are replaced by the fragment they name. */
export type ResolvedSection = Exclude<Section, { kind: 'shared' }>
export type ResolvedKind = ResolvedSection['kind']
export type SectionOf<K extends ResolvedKind> = Extract<ResolvedSection, { kind: K }>
export type Hero = z.output<typeof HeroSchema>
export type Message = z.output<typeof MessageSchema>

export const CtaSchema = z.object({ heading, body: paragraph.max(300), button: ButtonSchema, note: short.max(120) })
export type Cta = z.output<typeof CtaSchema>

/** What the landing route hands its component: shared sections resolved, CTA merged. */
export interface ResolvedLanding {
  hero: Hero
  sections: ResolvedSection[]
  cta: Cta
  practice: PracticeSource
}
