import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'role',
  label: 'Full-Stack Developers',
  title: 'AI Mock Interviews for Full-Stack Developers',
  description:
    'Prepare for full-stack interviews end to end: UI, APIs, data models and deployment trade-offs, with AI roleplay and feedback on each answer.',
} satisfies LandingMeta

export const content = {
  slug: 'ai-mock-interview-full-stack-developers',
  hero: {
    eyebrow: 'For full-stack developers',
    heading: 'Full-stack developer mock interviews from the button to the database',
    lead: 'Full-stack interviews jump between layers: a React question, then a SQL question, then “how would you deploy it?”. Practise following a feature end to end with an AI interviewer that keeps asking what happens on the other side of the API.',
    cta: { label: 'Start My Full-Stack Mock' },
    secondary: {
      to: '/features/ai-mock-interview-full-stack-developers#fullstack-prompts',
      label: 'See Full-Stack Prompts',
    },
    highlights: ['UI, API and data in one session', 'Auth, security and deployment', 'Feature-building walkthroughs'],
    preview: {
      label: 'Full-stack round · End to end',
      question: 'Add a “favourite” button to product cards. Walk me from the click to the database row and back to the updated count.',
      hint: 'Cover the optimistic update, the endpoint, the table and what happens if the request fails.',
    },
  },
  audience: {
    people: 'full-stack developers',
    interviewers:
      'a CTO at a small product company, a senior developer who jumps from React to SQL mid-answer, or a product manager asking what ships first',
    focus:
      'which layer your answers skip, whether validation and permissions stay on the server, and how cleanly you follow a feature from click to row',
    story: {
      situation: 'Clinics using our booking app imported patient lists by CSV, and any file over 5,000 rows timed out after 30 seconds.',
      task: 'I was the only developer on the import feature, from the upload screen down to the database tables.',
      action:
        'I moved parsing into a background job, wrote rows in batches of 500, and added a progress bar that polled a status endpoint.',
      result: 'Imports of 40,000 rows now finish in under two minutes, and failed-upload tickets fell from about 25 a month to two.',
    },
    followUp: {
      question: 'If the job fails at row 12,000, what does the user see, and what is already in the database?',
      answer:
        'Each batch of 500 commits on its own, so the first 11,500 rows stay; the screen shows the bad row and a button to resume from it.',
    },
    feedback:
      'Clear end-to-end story. You skipped authorisation: say how the status endpoint stops one clinic from reading another clinic’s import.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'fullstack-areas',
      eyebrow: 'Interview areas',
      heading: 'Four layers a full-stack interview moves between',
      intro: 'Your session follows the stack in the job description, whether that is React with Node.js, Django, Rails, Laravel or .NET.',
      columns: 4,
      items: [
        {
          icon: 'layers',
          title: 'Frontend and UX',
          body: 'Build screens that handle real data: loading, errors, forms and validation that agrees with the server.',
          bullets: ['Component structure and state', 'Forms and client-side validation', 'Optimistic updates'],
        },
        {
          icon: 'code',
          title: 'APIs and Business Logic',
          body: 'Design the endpoints your UI needs and keep the rules in one place, not split between browser and server.',
          bullets: ['REST or GraphQL choices', 'Authentication and authorisation', 'Validation on the server'],
        },
        {
          icon: 'database',
          title: 'Data Models',
          body: 'Design tables for a feature, write the queries behind a page and plan a migration that will not lock production.',
          bullets: ['Relations and constraints', 'N+1 queries and eager loading', 'Safe schema migrations'],
        },
        {
          icon: 'rocket',
          title: 'Deployment Trade-offs',
          body: 'Explain how the app reaches users, where it runs and what you would change as traffic and the team grow.',
          bullets: ['CI, environments and rollbacks', 'Serverless, containers or a PaaS', 'Monitoring after release'],
        },
      ],
    },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'questions',
      id: 'fullstack-prompts',
      eyebrow: 'Sample prompts',
      heading: 'Full-stack questions that cross every layer',
      groups: [
        {
          questions: [
            'Design a comments feature with replies and likes. What do the tables, endpoints and components look like?',
            'A page lists 50 orders and sends 51 database queries to render. How do you find and fix it?',
            'Where do you store a login session, and how do you protect it against XSS and CSRF?',
            'A user uploads a 200 MB video. Walk me through the upload, storage and processing until it plays.',
            'Your app works locally but fails in production with a CORS error. What is happening?',
            'Tell me about a feature you built end to end. What would you design differently with hindsight?',
          ],
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'fullstack-skills',
      eyebrow: 'Skills you practise',
      heading: 'How strong full-stack candidates answer',
      items: [
        'Tracing a request through every layer without gaps',
        'Keeping validation and permissions on the server',
        'Choosing the simplest architecture that fits the team',
        'Spotting performance problems at the data layer',
        'Explaining security basics with concrete attacks',
        'Prioritising what to build first in a small team',
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
    {
      kind: 'text',
      id: 'fullstack-why',
      heading: 'Breadth is the job, so show the seams',
      paragraphs: [
        'Full-stack candidates are often asked shallow questions on many topics and then one deep question where they are weakest. The risk is not a missing fact; it is losing the thread where the frontend hands over to the backend, or the backend to the database.',
        'Practise walking a feature across those seams out loud. The AI interviewer stops you at each boundary to ask about errors, security and data, and the feedback shows which layer your answers consistently skip.',
      ],
    },
    { kind: 'shared', id: 'star' },
  ],
  cta: {
    heading: 'Connect every layer before your full-stack interview',
    body: 'Tell us your stack, build a feature out loud from UI to database, and see where your answer lost detail. The first mock interview is free.',
  },
  practice: {
    role: 'full-stack-developer',
    keywords: [
      'API',
      'database',
      'component',
      'optimistic update',
      'validation',
      'authentication',
      'migration',
      'cache',
      'deploy',
      'state',
    ],
  },
} satisfies LandingContentInput
