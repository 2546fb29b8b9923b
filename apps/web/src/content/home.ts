import type { PracticeSource } from './practice'
import { howItWorks as howItWorksSteps } from './shared/how-it-works'
import { testimonials } from './shared/testimonials'
import { site } from './site'

/**
 * The home page's copy (product.md §1, §2 "Home page"). Claims come from site.ts so
 * the operator changes them in one place. Read only at build time (src/pages/index.astro),
 * so none of this text ships in the JavaScript bundle.
 */

/** Icons a feature card may use; sections/home/feature-icon.tsx maps each to a lucide icon. */
export type FeatureIconName = 'bot' | 'radar' | 'target' | 'chart' | 'shield' | 'clock'

export interface DemoCue {
  /** Seconds from the start of the video. */
  start: number
  end: number
  text: string
}

const { claims } = site

/** The "Why choose us" card's question, also the first one the practice widget asks and the hero's. */
/** A question of the product manager's bank (content/question-banks/product-manager.yaml). */
const sampleQuestion = 'Describe a time you had to say no to an important stakeholder.'
/** Where the sample interview stands, in the hero's drawing and the "Why choose us" card alike. */
const sampleInterview = { position: 'Question 3 of 10', remaining: '04:32 remaining', progress: 30, category: 'Behavioral' }

export const home = {
  hero: {
    eyebrow: 'AI-powered interview practice',
    heading: 'Ace your next interview with AI mock interviews',
    body: 'Practise realistic interviews for the role you want, any time of day. Get instant feedback on your answers, tone, clarity, body language and confidence, and repeat as often as you like.',
    primaryCta: 'Start Free Trial',
    demoCta: 'Watch Demo',
    /**
     * The interview screen drawn beside the headline (sections/home/interview-preview.tsx): an
     * illustration, so screen readers get `label` instead of a conversation that never happened.
     */
    preview: {
      /** The feedback is the practice round's own check of this answer, worked out at build (interview-preview.tsx). */
      label: `An illustration of a practice interview: the AI interviewer asks ${sampleInterview.position.toLowerCase()}, a ${sampleInterview.category.toLowerCase()} question; the feedback on the answer finds {star} STAR parts and scores it {score} out of 100; {fillers}.`,
      windowTitle: 'Mock interview · Product manager',
      role: 'product-manager',
      ...sampleInterview,
      interviewer: 'AI interviewer',
      question: sampleQuestion,
      candidate: 'You',
      answer:
        'Last quarter our biggest client, an important stakeholder, asked for a custom export a week before launch. My task was to protect the launch and the relationship. I basically pulled the usage data, showed only 2% of accounts would use it, and offered two alternatives. As a result we launched on time and the client renewed for two years.',
      feedbackTitle: 'Instant feedback',
      starFound: { all: 'STAR: all four parts', some: 'STAR: {n} of 4 parts' },
      scoreLabel: 'Answer score',
      fillers: { none: 'No filler words', one: '1 filler word: {words}', other: '{n} filler words: {words}' },
    },
    claims: [
      { value: claims.interviewsCompleted, label: 'Interviews completed' },
      { value: claims.heroSuccessRate, label: 'Success rate' },
      { value: claims.companies, label: 'Companies' },
      { value: claims.averageRating, label: 'Average rating' },
      { value: claims.happyUsers, label: 'Happy users' },
    ],
  },

  features: {
    eyebrow: 'Features',
    heading: 'Everything you need to walk in prepared',
    intro: 'One place to rehearse, get honest feedback and see yourself improve, from your first graduate interview to a senior panel.',
    items: [
      {
        icon: 'bot',
        title: 'AI-Powered Mock Interviews',
        description: 'A realistic interviewer that asks follow-up questions based on what you actually said.',
      },
      {
        icon: 'radar',
        title: 'Expert 360-Degree Feedback',
        description: 'Feedback on your answers, tone, clarity, body language and confidence after every session.',
      },
      {
        icon: 'target',
        title: 'Role-Specific Questions',
        description: 'Questions for your target role and seniority, built from your resume and the job description.',
      },
      {
        icon: 'chart',
        title: 'Performance Analytics',
        description: 'Scores per skill and a report after each interview, so you can see what improves over time.',
      },
      {
        icon: 'shield',
        title: 'Confidence Building',
        description: 'Repeat the questions you find hardest, without limits, until answering feels natural.',
      },
      {
        icon: 'clock',
        title: 'Flexible 24/7 Practice',
        description: 'Sessions of 15 to 60 minutes whenever it suits you. No scheduling, no waiting for a coach.',
      },
    ] satisfies { icon: FeatureIconName; title: string; description: string }[],
    trustedBy: {
      heading: `Job seekers practising with us have interviewed at ${claims.companies} companies, including`,
      logos: [
        { name: 'Northbeam Analytics', src: '/logos/northbeam.svg', width: 184, height: 40 },
        { name: 'Kestrel Health', src: '/logos/kestrel.svg', width: 156, height: 40 },
        { name: 'Orbitly', src: '/logos/orbitly.svg', width: 112, height: 40 },
      ],
    },
  },

  whyChoose: {
    eyebrow: 'Why choose us',
    heading: `Why job seekers choose ${site.name}`,
    intro: 'Practice that feels like the real thing, and feedback you can act on before your next interview.',
    comingSoonLabel: 'Coming Soon',
    items: [
      { title: 'Real-time feedback on communication skills', comingSoon: true },
      { title: 'Industry-specific question databases', comingSoon: false },
      { title: 'Personalized improvement recommendations', comingSoon: false },
      { title: 'Different interview formats', comingSoon: false },
      { title: 'Progress tracking', comingSoon: false },
      { title: 'Expert tips', comingSoon: false },
    ],
    sampleQuestion: {
      caption: 'A sample question from a practice interview',
      /** `progress`: the share of the interview done, in percent (question 3 of 10). */
      ...sampleInterview,
      question: sampleQuestion,
      tipLabel: 'Tip',
      tip: 'Structure your answer with the STAR method: situation, task, action, result.',
    },
  },

  howItWorks: {
    eyebrow: howItWorksSteps.eyebrow,
    heading: howItWorksSteps.heading,
    intro: 'Set up in a minute, practise for as long as you need, and see exactly what to improve.',
    thumbnail: {
      label: 'Play the demo video',
      caption: 'A 20-second tour, from uploading your resume to reading your feedback.',
    },
    transcriptSummary: 'Read the video transcript',
    /** The four steps of product.md §2, shared with the landing pages' How it works section. */
    steps: howItWorksSteps.items.map((step) => ({ title: step.title, description: step.body })),
    primaryCta: 'Start Practicing Free',
    secondaryCta: 'Create your free account',
  },

  /** The "Try one question now" widget after the hero: the sample question of "Why choose us" first. */
  practice: {
    role: 'any-role',
    questions: [
      sampleQuestion,
      'Tell me about a time you had to deliver something important with very little time. What did you do?',
      'Describe a mistake you made at work or in your studies. How did you fix it, and what changed afterwards?',
      'Tell me about something you improved without being asked. How did you know it worked?',
    ],
    keywords: ['team', 'customer', 'deadline', 'stakeholder', 'priority', 'feedback', 'data', 'goal'],
  } satisfies PracticeSource,

  testimonials: {
    eyebrow: 'Testimonials',
    heading: 'What our users say',
    intro: `${claims.happyUsers} happy users rate us ${claims.averageRating} on average.`,
    carouselLabel: 'Testimonials',
    previousLabel: 'Previous testimonial',
    nextLabel: 'Next testimonial',
    /** "{n}" is replaced with the testimonial's number. */
    dotLabel: 'Show testimonial {n}',
    ratingLabel: 'Rated {rating} out of 5',
    items: testimonials,
  },

  demoVideo: {
    title: 'Product demo',
    description:
      'A 20-second tour of a practice interview, from upload to feedback. The video has captions; the transcript is under How it works.',
    closeLabel: 'Close video',
    fallback: 'Your browser does not support the video tag.',
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
