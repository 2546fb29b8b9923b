import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'full-stack-developer',
  slug: 'full-stack-developer',
  label: 'Full-stack developer',
  description:
    'Practise a free full-stack developer interview: five questions from the database to the browser, on APIs, auth and deployment, with a report in your browser.',
  questions: [
    {
      text: 'Walk me through what happens from the moment a user clicks “Save” on a form to the data being stored and shown back.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['HTTP request', 'validation', 'API', 'database', 'response'],
    },
    {
      text: 'How would you implement login for a web app? Compare session cookies with JWTs.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['session cookie', 'JWT', 'HttpOnly', 'CSRF', 'refresh token'],
    },
    {
      text: 'Where do you validate user input, on the client, the server or both, and why?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['client side', 'server side', 'schema', 'security', 'user experience'],
    },
    {
      text: 'How would you design the database schema and API for a simple comments feature with replies?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['foreign key', 'parent id', 'pagination', 'REST', 'index'],
    },
    {
      text: 'How would you decide between server-side rendering, static generation and a single-page app for a new product?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['SSR', 'static generation', 'SEO', 'hydration', 'time to first byte'],
    },
    {
      text: 'Which parts of a full-stack feature do you test, and with what kind of tests?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['unit tests', 'integration tests', 'end-to-end', 'test pyramid', 'mocking'],
    },
    {
      text: 'Users say a page sometimes shows another user’s data for a moment. How would you investigate?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['caching', 'CDN', 'Cache-Control', 'session', 'reproduce'],
    },
    {
      text: 'A feature works locally but fails after deployment with a CORS error. How do you fix it properly?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['CORS', 'preflight', 'origin', 'headers', 'environment config'],
    },
    {
      text: 'Tell me about a feature you built end to end. Which part was hardest, frontend or backend?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['end to end', 'requirements', 'database', 'UI', 'trade-offs'],
    },
    {
      text: 'Describe a time you had to pick up an unfamiliar part of the stack quickly to unblock the team.',
      category: 'Behavioral',
      kind: 'story',
      terms: ['learning', 'documentation', 'unblock', 'pairing', 'result'],
    },
    {
      text: 'You are the only developer at a startup, and the founder asks for three features by next week. How do you handle it?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['scope', 'MVP', 'priorities', 'estimate', 'trade-offs'],
    },
    {
      text: 'A database migration you deployed has locked a busy table in production. What do you do?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['rollback', 'lock', 'migration', 'incident', 'zero downtime'],
    },
    {
      text: 'How would you set technical direction for a small team building a new product from scratch?',
      category: 'Leadership',
      kind: 'explanation',
      terms: ['tech stack', 'conventions', 'code review', 'decision record', 'simplicity'],
    },
    {
      text: 'Do you prefer being a generalist or owning one area deeply? How does that show in how you work with a team?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['generalist', 'ownership', 'collaboration', 'T-shaped', 'flexible'],
    },
    {
      text: 'Which side of the stack do you want to get stronger in over the next year, and how?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['backend', 'frontend', 'infrastructure', 'side project', 'plan'],
    },
  ],
} satisfies QuestionBankInput
