import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'role',
  label: 'Backend Developers',
  title: 'AI Mock Interviews for Backend Developers',
  description:
    'Rehearse API design, databases, concurrency and scaling questions for backend roles and get instant, specific feedback on depth and clarity.',
} satisfies LandingMeta

export const content = {
  slug: 'ai-mock-interview-backend-developers',
  hero: {
    eyebrow: 'For backend developers',
    heading: 'Backend developer mock interviews on APIs, data and scale',
    lead: 'Design an API other teams will depend on, model data that will outlive your code, reason about two requests racing for the same row, and explain what breaks at ten times the traffic. The AI interviewer asks the follow-ups a senior backend engineer would.',
    cta: { label: 'Start My Backend Mock' },
    secondary: { to: '/features/ai-mock-interview-backend-developers#backend-prompts', label: 'See Backend Prompts' },
    highlights: ['API design and data modeling', 'Concurrency and consistency', 'Scaling and reliability follow-ups'],
    preview: {
      label: 'Backend round · Concurrency',
      question:
        'Two customers try to book the last seat on a flight at the same moment. How does your service make sure only one succeeds?',
      hint: 'Compare a row lock, an optimistic version check and a unique constraint, and pick one.',
    },
  },
  audience: {
    people: 'backend developers',
    interviewers:
      'a backend tech lead, a staff engineer who questions your schema and locking choices, or an engineering manager asking about incidents you owned',
    focus:
      'how you reason about retries, consistency and failing dependencies, and whether you back each design choice with load figures or a query plan',
    story: {
      situation:
        'A partner’s client retried our invoicing API after every timeout, and we were creating about 300 duplicate invoices a week.',
      task: 'I owned the invoicing service, so stopping the duplicates without breaking the partner’s integration fell to me.',
      action:
        'I added an idempotency key header, stored it with the invoice under a unique index, and returned the first response on any repeat.',
      result: 'Duplicates dropped to zero in the next release, and double-billing tickets to support fell from 40 a month to none.',
    },
    followUp: {
      question: 'What happens if two requests with the same key arrive in the same millisecond?',
      answer:
        'Both try to insert the key inside their transaction; the unique index lets one win, and the other reads and returns the winner’s invoice.',
    },
    feedback: 'Solid fix, but you never said how you spotted the duplicates. Name the log query or dashboard that showed 300 a week.',
  },
  sections: [
    {
      kind: 'cards',
      id: 'backend-areas',
      eyebrow: 'Interview areas',
      heading: 'Four topics backend interviews always reach',
      intro:
        'The language may be Java, Go, Python, Node.js or C#. The questions below hold in any of them, and your session uses the stack named in the job ad.',
      columns: 4,
      items: [
        {
          icon: 'code',
          title: 'API Design',
          body: 'Shape endpoints, errors and versions so clients can rely on them for years, and explain why you chose REST, gRPC or events.',
          bullets: ['Resources, status codes and pagination', 'Idempotency keys for safe retries', 'Versioning without breaking clients'],
        },
        {
          icon: 'database',
          title: 'Databases and Data Modeling',
          body: 'Design schemas, choose indexes and know when a relational database stops being the right tool.',
          bullets: ['Normalisation and its trade-offs', 'Indexes and query plans', 'Transactions and isolation levels'],
        },
        {
          icon: 'repeat',
          title: 'Concurrency and Messaging',
          body: 'Reason about threads, locks, queues and the bugs that only appear in production under load.',
          bullets: ['Race conditions and deadlocks', 'At-least-once delivery', 'Background jobs and retries'],
        },
        {
          icon: 'trending-up',
          title: 'Scaling and Reliability',
          body: 'Explain how your service behaves as traffic grows and dependencies fail, and how you would know before users do.',
          bullets: ['Caching and its invalidation', 'Timeouts, circuit breakers and back-pressure', 'Logs, metrics and tracing'],
        },
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
    {
      kind: 'questions',
      id: 'backend-prompts',
      eyebrow: 'Sample prompts',
      heading: 'Backend questions you can rehearse now',
      groups: [
        {
          questions: [
            'Design the API for a to-do app that syncs across devices and works offline. How do you resolve conflicting edits?',
            'A query that took 20 ms last month now takes 4 seconds. Nothing in the code changed. What do you check?',
            'Explain how you would process a million webhook events a day without losing or double-processing any.',
            'When would you denormalise a table, and what does it cost you later?',
            'A downstream service starts timing out. How do you stop it from taking your own service down with it?',
            'Tell me about a production incident caused by code you wrote. What did you change afterwards?',
          ],
        },
      ],
    },
    {
      kind: 'checklist',
      id: 'backend-skills',
      eyebrow: 'Skills you practise',
      heading: 'What separates senior backend answers',
      items: [
        'Asking about read and write volume before designing',
        'Treating failure of every dependency as normal',
        'Explaining consistency choices in plain words',
        'Designing for safe retries from the start',
        'Knowing what to measure and alert on',
        'Keeping a design simple until numbers demand otherwise',
      ],
    },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'text',
      id: 'backend-why',
      heading: 'Backend interviews test what happens when things go wrong',
      paragraphs: [
        'Any candidate can describe the happy path of a request. Backend interviewers spend their time on the unhappy ones: the retry that charges twice, the cache that serves yesterday’s price, the migration that locks a table for an hour.',
        'The AI interviewer introduces those failures on purpose and asks how your design copes. Your feedback highlights where you reasoned about failure convincingly and where you assumed the network, the database or the queue would simply work.',
      ],
    },
    { kind: 'shared', id: 'star' },
  ],
  cta: {
    heading: 'Stress-test your backend answers before the interview does',
    body: 'Tell us your stack and level, take on an API or scaling question, and get specific feedback in minutes. The first mock interview is free.',
  },
  practice: {
    role: 'backend-developer',
    keywords: ['transaction', 'lock', 'database', 'idempotency', 'API', 'index', 'queue', 'retry', 'cache', 'isolation level'],
  },
} satisfies LandingContentInput
