import { z } from 'zod'
import { template, text } from '~/content/fields'

/**
 * The sections every landing page may place by id (`{ kind: shared, id: star }`) and the call to
 * action that closes each page, shared.yaml. Written once; the page’s audience (content/landing/schema.ts,
 * AudienceSchema) is filled into the fields that name it, and its sample conversation and STAR
 * story are shown beside them, so no two pages repeat the same long sentences.
 */
const eyebrow = text(2, 40, 'Small uppercase label above the heading')
const heading = text(3, 90, 'The section’s heading')
const bullets = z
  .array(text(2, 200, 'A bullet'))
  .min(2)
  .max(5)
const body = (names: string[], help: string) => template(20, 480, names, help)

export const SharedSchema = z.object({
  cta: z.object({
    heading,
    body: text(20, 300, 'The paragraph under the heading'),
    button: z.object({ label: text(2, 40, 'Button text') }),
    note: text(2, 120, 'The small line under the button'),
  }),
  roleplay: z.object({
    eyebrow,
    heading,
    body: body(['people', 'interviewers'], 'The paragraph, with who the page is for and who interviews them'),
    bullets,
    interviewer: text(2, 30, 'Name above the interviewer’s bubble (the page’s follow-up question)'),
    candidate: text(2, 30, 'Name above the answer’s bubble'),
  }),
  'instant-feedback': z.object({
    eyebrow,
    heading,
    body: body(['focus'], 'The paragraph, with what the feedback looks at for the page’s audience'),
    bullets,
    feedback: text(2, 30, 'Name above the bubble of the page’s line of feedback'),
  }),
  star: z.object({
    eyebrow,
    heading,
    intro: template(20, 300, ['people'], 'The line under the heading, with who the page is for'),
    exampleLabel: text(2, 40, 'Label above each letter’s example from the page’s sample answer'),
    letters: z
      .array(z.object({ letter: z.string().length(1), title: text(2, 80, 'The part’s name'), body: text(20, 300, 'What it holds') }))
      .length(4)
      .describe('Situation, Task, Action, Result, each shown with that part of the page’s sample answer'),
  }),
  'how-it-works': z.object({
    eyebrow,
    heading,
    items: z
      .array(z.object({ title: text(2, 80, 'The step'), body: text(20, 360, 'What happens in it') }))
      .min(2)
      .max(6)
      .describe('The steps, in order (the home page shows them too)'),
  }),
  testimonials: z.object({
    eyebrow,
    heading,
    ratingLabel: template(5, 40, ['rating'], 'The stars as a screen reader says them'),
  }),
})
