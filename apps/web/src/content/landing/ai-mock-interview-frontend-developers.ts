import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'role',
  label: 'Frontend Developers',
  title: 'AI Mock Interviews for Frontend Developers',
  description:
    'Practice JavaScript, React, accessibility and web performance questions for frontend roles with an AI interviewer and instant feedback.',
} satisfies LandingMeta

export const content = {
  slug: 'ai-mock-interview-frontend-developers',
  hero: {
    eyebrow: 'For frontend developers',
    heading: 'Frontend mock interviews on JavaScript, React and the browser',
    lead: 'Explain the event loop without hand-waving, structure a component tree for a messy UI, make a form usable with a keyboard and a screen reader, and find out why a page takes six seconds to load. The AI interviewer asks what a frontend lead asks.',
    cta: { label: 'Start My Frontend Mock' },
    secondary: {
      to: '/features/ai-mock-interview-frontend-developers#frontend-prompts',
      label: 'See Frontend Prompts',
    },
    highlights: ['JavaScript and TypeScript depth', 'React, state and components', 'Accessibility and performance'],
    preview: {
      label: 'Frontend round · React',
      question: 'A search box fires a request on every keystroke and results sometimes appear out of order. How do you fix it?',
      hint: 'Mention debouncing, cancelling stale requests and what the user sees while loading.',
    },
  },
  audience: {
    people: 'frontend developers',
    interviewers:
      'a frontend lead, a senior engineer who asks you to build a component live, or a product designer checking how you handle edge states',
    focus:
      'whether you explain the browser behaviour under the framework, cover loading and error states, and keep keyboard and screen-reader users in view',
    story: {
      situation: 'Our sign-up form failed an accessibility audit for a public-sector client, with 14 issues marked as blockers.',
      task: 'I had built the form, so I had three weeks to fix it before the contract came up for renewal.',
      action:
        'I swapped clickable divs for real buttons and labels, tied error text to fields with aria-describedby, and tested each step with VoiceOver.',
      result: 'The re-audit passed with no blockers, and mobile sign-ups rose 9% once people could actually read the error messages.',
    },
    followUp: {
      question: 'How does a screen-reader user learn that a field failed validation after they press submit?',
      answer: 'I move focus to an error summary at the top; each item links to its field, and the field announces its own message.',
    },
    feedback: 'Good detail on focus handling. Add how you verified it: which screen reader, which browser, and who signed off the audit.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'frontend-areas',
      eyebrow: 'Interview areas',
      heading: 'Four areas a frontend interview puts under the microscope',
      intro:
        'Framework questions change with the job ad: React, Vue, Angular or Svelte. The fundamentals underneath them are what the interviewer keeps coming back to.',
      columns: 4,
      items: [
        {
          icon: 'code',
          title: 'JavaScript and TypeScript',
          body: 'Show you understand the language, not only the framework: scope, closures, async code and types that help instead of hinder.',
          bullets: ['Event loop, promises and async/await', 'Closures and the this keyword', 'Typing props and API responses'],
        },
        {
          icon: 'layers',
          title: 'Components and State',
          body: 'Break a UI into components, decide where state lives and keep data flowing predictably as the app grows.',
          bullets: ['Lifting state versus a store', 'Effects and their pitfalls', 'Server data, caching and loading states'],
        },
        {
          icon: 'users',
          title: 'Accessibility',
          body: 'Build interfaces everyone can use, and explain the semantics, focus handling and contrast decisions behind them.',
          bullets: ['Semantic HTML before ARIA', 'Keyboard navigation and focus traps', 'Testing with a screen reader'],
        },
        {
          icon: 'gauge',
          title: 'Web Performance',
          body: 'Diagnose a slow page and make it fast: what loads, in what order, and what the user waits for.',
          bullets: ['Core Web Vitals', 'Bundle size and code splitting', 'Images, fonts and caching'],
        },
      ],
    },
    {
      kind: 'questions',
      id: 'frontend-prompts',
      eyebrow: 'Sample prompts',
      heading: 'Frontend questions from real interviews',
      groups: [
        {
          questions: [
            'What is printed, and in what order, when a setTimeout, a resolved promise and a console.log run in the same script?',
            'Build an autocomplete component. Talk me through the props, the state and the keyboard behaviour.',
            'A modal opens, but screen-reader users cannot tell it appeared and focus stays behind it. How do you fix it?',
            'Our product page scores 40 on Lighthouse performance. Which three things do you check first?',
            'When would you reach for a global state library, and when is it overkill?',
            'Tell me about a UI you built that users found confusing. How did you find out, and what changed?',
          ],
        },
      ],
    },
    { kind: 'shared', id: 'star' },
    {
      kind: 'checklist',
      id: 'frontend-skills',
      eyebrow: 'Skills you practise',
      heading: 'Answers that show frontend craft',
      items: [
        'Explaining browser behaviour, not only framework APIs',
        'Designing components around their props and states',
        'Including loading, empty and error states unprompted',
        'Treating accessibility as a requirement, not a bonus',
        'Measuring performance before optimising',
        'Talking with designers and backend developers about trade-offs',
      ],
    },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'text',
      id: 'frontend-why',
      heading: 'Frontend interviews reward people who think like users',
      paragraphs: [
        'Interviewers can teach a new framework in a week. What they look for is a developer who notices the flicker, the missing focus ring and the spinner that never stops, and who can explain why they happen.',
        'Each practice answer is checked for that user perspective as well as technical accuracy. If you design a component without thinking about errors, slow networks or keyboard users, the feedback points it out and shows how a stronger answer would include them.',
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
  ],
  cta: {
    heading: 'Ship your best frontend answers to the interview',
    body: 'Choose your framework and level, answer out loud, and get notes on depth, accessibility and clarity in minutes. Your first mock is free.',
  },
  practice: {
    role: 'frontend-developer',
    keywords: [
      'debounce',
      'AbortController',
      'state',
      'component',
      'accessibility',
      'promise',
      'race condition',
      'cache',
      'render',
      'performance',
    ],
  },
} satisfies LandingContentInput
