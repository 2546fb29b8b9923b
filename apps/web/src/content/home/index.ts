import type { PracticeSource } from '~/content/practice/schema'
import { collections } from '~/content/collections'
import { ContentError } from '~/content/collection'
import { unknownRole } from '~/content/question-banks'
import { howItWorks as howItWorksSteps } from '~/content/shared'
import type { FEATURE_ICONS } from './schema'

/**
 * The home page's content: its copy from home.yaml (schema.ts), with what is not copy beside it
 * here: the demo video and its captions (made with the video, generators/demo-video), the logos'
 * files, and the How it works steps and testimonials the landing pages share. Read only at build
 * time (src/pages/index.astro), so none of this text ships in the JavaScript bundle.
 */

/** Icons a feature card may use; sections/home/feature-icon.tsx maps each to a lucide icon. */
export type FeatureIconName = (typeof FEATURE_ICONS)[number]

export interface DemoCue {
  /** Seconds from the start of the video. */
  start: number
  end: number
  text: string
}

const testimonials = collections.testimonials.read().items
const copy = collections.home.read()
// Its references, checked when it loads (in the build, so a wrong one fails it).
const problems = [
  ...unknownRole('src/content/home.yaml', ['hero', 'preview', 'role'], copy.hero.preview.role),
  ...unknownRole('src/content/home.yaml', ['practice', 'role'], copy.practice.role),
]
if (problems.length) throw new ContentError(problems)
const { question: sampleQuestion, ...sampleInterview } = copy.sampleInterview
const { label, windowTitle, role, interviewer, ...preview } = copy.hero.preview
const { caption, ...tip } = copy.whyChoose.sampleQuestion

export const home = {
  hero: {
    ...copy.hero,
    /**
     * The interview screen drawn beside the headline (sections/home/interview-preview.tsx): an
     * illustration, so screen readers get `label` instead of a conversation that never happened.
     */
    preview: { label, windowTitle, role, ...sampleInterview, interviewer, question: sampleQuestion, ...preview },
  },

  features: {
    ...copy.features,
    trustedBy: {
      heading: copy.features.trustedBy.heading,
      logos: [
        { name: 'Northbeam Analytics', src: '/logos/northbeam.svg', width: 184, height: 40 },
        { name: 'Kestrel Health', src: '/logos/kestrel.svg', width: 156, height: 40 },
        { name: 'Orbitly', src: '/logos/orbitly.svg', width: 112, height: 40 },
      ],
    },
  },

  whyChoose: {
    ...copy.whyChoose,
    sampleQuestion: { caption, ...sampleInterview, question: sampleQuestion, ...tip },
  },

  howItWorks: {
    eyebrow: howItWorksSteps.eyebrow,
    heading: howItWorksSteps.heading,
    intro: copy.howItWorks.intro,
    thumbnail: copy.howItWorks.thumbnail,
    transcriptSummary: copy.howItWorks.transcriptSummary,
    /** The four steps of product.md §2, shared with the landing pages' How it works section. */
    steps: howItWorksSteps.items.map((step) => ({ title: step.title, description: step.body })),
    primaryCta: copy.howItWorks.primaryCta,
    secondaryCta: copy.howItWorks.secondaryCta,
  },

  /** The "Try one question now" widget after the hero: the sample interview's question first. */
  practice: {
    role: copy.practice.role,
    questions: [sampleQuestion, ...copy.practice.questions],
    keywords: copy.practice.keywords,
  } satisfies PracticeSource,

  testimonials: { ...copy.testimonials, items: testimonials },

  demoVideo: {
    ...copy.demoVideo,
    /** Bundled files in public/demo/, made by apps/web/generators/demo-video/make.ts. */
    sources: [
      { src: '/demo/demo.mp4', type: 'video/mp4' },
      { src: '/demo/demo.webm', type: 'video/webm' },
    ],
    poster: { src: '/demo/poster.webp', width: 960, height: 540 },
    captions: { src: '/demo/demo.en.vtt', srcLang: 'en', label: 'English' },
    /** The captions and the on-page transcript; demo.en.vtt must say the same (content test). */
    cues: [
      { start: 0, end: 4, text: 'AI mock interviews with instant feedback, whenever you are ready to practise.' },
      { start: 4, end: 8, text: 'Step 1: upload your resume and the job description you are applying for.' },
      { start: 8, end: 12, text: 'Step 2: answer the AI interviewer out loud. Question 3 of 10, with the timer running.' },
      { start: 12, end: 16, text: 'Step 3: get detailed feedback on your answers, tone, clarity and confidence.' },
      { start: 16, end: 20, text: 'Step 4: practise until you are ready, and land your dream job. Start free today.' },
    ] satisfies DemoCue[],
  },
}

export type HomeContent = typeof home
