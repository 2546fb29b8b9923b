import { z } from 'zod'

/**
 * The question bank of one practice round page (`/practice/<slug>`): the questions a round of
 * five draws from, each with its category and the terms a strong answer to it would use. One
 * file per role in this folder; `index.ts` parses them all at build, so a bank with fewer than
 * MIN_BANK_QUESTIONS questions, or without a question in each of the eight categories, fails it.
 */

/** product.md §9: the eight question categories. */
export const QUESTION_CATEGORIES = [
  'Behavioral',
  'Technical',
  'Situational',
  'Industry-Specific',
  'Leadership',
  'Problem-Solving',
  'Cultural Fit',
  'Career Growth',
] as const

export const MIN_BANK_QUESTIONS = 12

/**
 * What a question asks for, and so the rubric its answer is judged by: a `story` (a time you did
 * something: situation, task, action, result), an `explanation` (how you would do or how something
 * works: approach, the right terms, trade-offs, an example) or a `view` (why, what you value, where
 * you are going: a position, its reasons, an example from your experience).
 */
const QUESTION_KINDS = ['story', 'explanation', 'view'] as const
export type QuestionKind = (typeof QUESTION_KINDS)[number]

const QuestionSchema = z.object({
  text: z.string().trim().min(20).max(220).describe('The question as the interviewer asks it, ending with "?" or "."'),
  category: z.enum(QUESTION_CATEGORIES),
  kind: z.enum(QUESTION_KINDS),
  terms: z
    .array(z.string().trim().min(2).max(30))
    .min(2)
    .max(8)
    .describe(
      'The points a strong answer to this question covers, as words or phrases, lower case unless a proper name (e.g. "SQL"); common synonyms count too',
    ),
  answer: z
    .string()
    .trim()
    .min(150)
    .max(1200)
    .describe(
      'A model answer: what a strong candidate would say, 60 to 130 words, making each of the points above in natural words. The report shows it under the visitor’s own answer, with the points marked',
    ),
})

export const QuestionBankSchema = z
  .object({
    /** The practice role sent to sign-up as ?role= (the landing pages' `practice.role`). */
    role: z
      .string()
      .regex(/^[a-z][a-z0-9-]*$/)
      .max(40),
    /** As the picker and the page's heading name it, e.g. "Data analyst". */
    label: z.string().trim().min(2).max(40),
    /** The page's SEO description, 120 to 160 characters. */
    description: z.string().trim().min(120).max(160),
    questions: z.array(QuestionSchema).min(MIN_BANK_QUESTIONS).max(40),
  })
  .superRefine((bank, ctx) => {
    const used = new Set(bank.questions.map((q) => q.category))
    for (const category of QUESTION_CATEGORIES) {
      if (!used.has(category)) ctx.addIssue({ code: 'custom', message: `no ${category} question`, path: ['questions'] })
    }
    const texts = new Set<string>()
    for (const [i, q] of bank.questions.entries()) {
      if (texts.has(q.text)) ctx.addIssue({ code: 'custom', message: 'repeated question', path: ['questions', i, 'text'] })
      texts.add(q.text)
    }
  })

/** A bank as the site reads it: its file's content, and its slug (the file name, the URL segment: `/practice/<slug>`). */
export type QuestionBank = z.output<typeof QuestionBankSchema> & { slug: string }
/**
 * A question as the round uses it. Its model answer is optional here: a round keeps the questions it
 * asked without it (round.ts), so a question a deploy has since reworded opens without one.
 */
export type BankQuestion = Omit<QuestionBank['questions'][number], 'answer'> & { answer?: string }
