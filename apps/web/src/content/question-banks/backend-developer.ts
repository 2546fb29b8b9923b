import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'backend-developer',
  slug: 'backend-developer',
  label: 'Backend developer',
  description:
    'Practise a free backend developer interview: five questions on APIs, databases, caching and incidents, with a feedback report kept in your browser. No sign-up.',
  questions: [
    {
      text: 'How would you design a REST API for creating and paying for orders so that a retried request never charges the customer twice?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['idempotency key', 'POST', 'status code', 'retry', 'transaction'],
    },
    {
      text: 'An endpoint that lists orders has become slow as the table has grown to tens of millions of rows. How do you find and fix the cause?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['EXPLAIN', 'index', 'pagination', 'eager loading', 'query plan'],
    },
    {
      text: 'Explain database transactions and isolation levels. When have you had to think about a race condition between two writes?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['ACID', 'isolation level', 'row lock', 'race condition', 'optimistic locking'],
    },
    {
      text: 'When would you put a cache in front of a service, and how do you keep the cached data from going stale?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['Redis', 'TTL', 'invalidation', 'cache-aside', 'hit rate'],
    },
    {
      text: 'Tell me about a production incident you were involved in. What broke, how did you find it and what changed afterwards?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['logs', 'metrics', 'rollback', 'postmortem', 'root cause'],
    },
    {
      text: 'Describe a time you disagreed with a teammate about a technical design. How was it resolved?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['trade-off', 'evidence', 'prototype', 'compromise', 'outcome'],
    },
    {
      text: 'Tell me about a piece of legacy code you had to change safely. How did you reduce the risk?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['tests', 'refactor', 'feature flag', 'small steps', 'monitoring'],
    },
    {
      text: 'A third-party payment API you depend on starts timing out during peak hours. What do you do in the next hour and the next week?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['timeout', 'circuit breaker', 'retry with backoff', 'queue', 'fallback'],
    },
    {
      text: 'You are asked to ship a feature by Friday, but you believe the schema change it needs is risky. How would you handle it?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['migration', 'backward compatible', 'risk', 'communicate', 'rollback plan'],
    },
    {
      text: 'Users report that some background jobs run twice and others never run. How would you debug the job queue?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['at least once', 'idempotent', 'visibility timeout', 'dead letter queue', 'logging'],
    },
    {
      text: 'How do you store passwords and protect an API against common attacks such as SQL injection?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['bcrypt', 'salt', 'prepared statements', 'OWASP', 'rate limiting'],
    },
    {
      text: 'How do you decide between a relational database and a document store for a new service?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['schema', 'relationships', 'consistency', 'query patterns', 'scale'],
    },
    {
      text: 'How have you helped a less experienced developer get productive in a backend codebase?',
      category: 'Leadership',
      kind: 'story',
      terms: ['pairing', 'code review', 'documentation', 'ownership', 'feedback'],
    },
    {
      text: 'What does good code review look like to you, both when giving it and receiving it?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['small pull requests', 'kind', 'specific', 'tests', 'learning'],
    },
    {
      text: 'Which area of backend engineering do you want to go deeper in next, such as distributed systems or performance, and why?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['distributed systems', 'performance', 'side project', 'goal', 'mentor'],
    },
  ],
} satisfies QuestionBankInput
