import { z } from 'zod'
import { bankRole, searchDescription, searchTitle, template, text } from '~/content/fields'

/**
 * The home page's copy, home.yaml (product.md §1, §2 "Home page"). What is not copy stays in
 * index.ts: the demo video and its captions (made with the video), the logos' files, the How it
 * works steps and the testimonials (shared with the landing pages).
 */

const heading = text(10, 90, 'A section’s heading')
const eyebrow = text(2, 40, 'Small uppercase label above the heading')
const intro = text(20, 240, 'The line under the heading')
const button = text(2, 40, 'Button text')

export const FEATURE_ICONS = ['bot', 'radar', 'target', 'chart', 'shield', 'clock'] as const

export const HomeSchema = z.object({
  hero: z.object({
    eyebrow,
    heading: text(10, 90, 'The page’s main heading'),
    body: text(40, 320, 'The paragraph under the main heading'),
    primaryCta: button,
    demoCta: button,
    preview: z
      .object({
        label: template(40, 400, ['star', 'score', 'fillers'], 'What a screen reader says for the drawing, from the check of the answer'),
        windowTitle: text(5, 60, 'The drawn window’s title'),
        role: bankRole.describe('The question bank the sample question comes from'),
        interviewer: text(2, 30, 'The interviewer’s name in the drawing'),
        candidate: text(2, 30, 'The candidate’s name in the drawing'),
        answer: text(80, 600, 'The sample answer; the feedback shown is the practice check’s own of it'),
        feedbackTitle: text(2, 40, 'The feedback panel’s title'),
        starFound: z.object({
          all: text(5, 60, 'When all four STAR parts are found'),
          some: template(5, 60, ['n'], 'When some are found'),
        }),
        scoreLabel: text(2, 40, 'The score’s label'),
        fillers: z.object({
          none: text(5, 60, 'No filler words'),
          one: template(5, 60, ['words'], 'One filler word'),
          other: template(5, 60, ['n', 'words'], 'More filler words'),
        }),
      })
      .describe('The interview screen drawn beside the headline'),
    claims: z
      .array(
        z.object({
          // The editor counts {{claims.companies}} as written; the build, as visitors read it.
          value: text(
            1,
            40,
            'A figure, e.g. {{claims.companies}}, which shows the figure a developer keeps with the brand name; at most 12 characters as shown',
          ).refine((figure) => figure.length <= 12, 'a figure is at most 12 characters as visitors read it'),
          label: text(2, 30, 'What it counts'),
        }),
      )
      .min(3)
      .max(6),
  }),
  title: searchTitle,
  description: searchDescription,
  sampleInterview: z
    .object({
      position: text(5, 30, 'Where the interview stands, e.g. "Question 3 of 10"'),
      remaining: text(5, 30, 'The time left, e.g. "04:32 remaining"'),
      progress: z.number().int().min(0).max(100).describe('The share of the interview done, in percent'),
      category: text(3, 30, 'The question’s category'),
      question: text(20, 220, 'The question: the hero’s drawing, the “Why choose us” card and the first the practice box asks'),
    })
    .describe('The sample interview drawn in the hero and shown in “Why choose us”'),
  features: z.object({
    eyebrow,
    heading,
    intro,
    items: z
      .array(z.object({ icon: z.enum(FEATURE_ICONS), title: text(5, 60, 'The card’s title'), description: text(20, 200, 'One sentence') }))
      .min(3)
      .max(9),
    trustedBy: z.object({ heading: text(20, 140, 'The line above the logos') }),
  }),
  whyChoose: z.object({
    eyebrow,
    heading,
    intro,
    comingSoonLabel: text(2, 20, 'The badge of an item not built yet'),
    items: z
      .array(z.object({ title: text(5, 80, 'One reason'), comingSoon: z.boolean().default(false).describe('Not built yet') }))
      .min(3)
      .max(9),
    sampleQuestion: z.object({
      caption: text(10, 80, 'The card’s caption'),
      tipLabel: text(2, 20, 'The tip’s label'),
      tip: text(20, 200, 'The tip'),
    }),
  }),
  howItWorks: z.object({
    intro,
    thumbnail: z.object({ label: text(5, 60, 'The play button’s name'), caption: text(20, 160, 'Under the video') }),
    transcriptSummary: text(5, 60, 'The transcript’s disclosure'),
    primaryCta: button,
    secondaryCta: button,
  }),
  demoVideo: z
    .object({
      title: text(5, 60, 'The video window’s heading'),
      description: text(20, 240, 'The line under it'),
      closeLabel: text(2, 40, 'The close button’s name, read by screen readers'),
      fallback: text(10, 160, 'Shown by a browser that cannot play the video'),
    })
    .describe('The demo video’s window (Watch Demo); its captions are made with the video'),
  practice: z
    .object({
      role: bankRole.describe('The question bank the box asks from after the sample question'),
      questions: z
        .array(text(20, 220, 'A question'))
        .min(2)
        .max(8)
        .describe('Asked after the sample interview’s question'),
      keywords: z
        .array(text(2, 30, 'A term'))
        .min(4)
        .max(12),
    })
    .describe('The “Try one question now” box after the hero'),
  testimonials: z.object({
    eyebrow,
    heading,
    intro,
    carouselLabel: text(2, 40, 'The carousel’s name'),
    previousLabel: text(2, 40, 'The previous button’s name'),
    nextLabel: text(2, 40, 'The next button’s name'),
    dotLabel: template(2, 40, ['n'], 'Each dot’s name, by the testimonial’s number'),
    ratingLabel: template(2, 40, ['rating'], 'The stars, as a screen reader says them'),
  }),
})
