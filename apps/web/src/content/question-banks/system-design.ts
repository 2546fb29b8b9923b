import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'system-design',
  slug: 'system-design',
  label: 'System design',
  description:
    'Practise a free system design interview: five questions on URL shorteners, rate limiters, caching, sharding and trade-offs, with a report kept in your browser.',
  questions: [
    {
      text: 'Design a URL shortener like bit.ly. Start with the requirements and a rough estimate of scale.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['requirements', 'base62', 'key generation', 'read heavy', 'cache'],
    },
    {
      text: 'Design a rate limiter for a public API. Where would it run and which algorithm would you use?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['token bucket', 'sliding window', 'Redis', 'API gateway', 'too many requests'],
    },
    {
      text: 'Design the news feed for a social network with 100 million daily users.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['fan-out on write', 'fan-out on read', 'celebrities', 'cache', 'ranking'],
    },
    {
      text: 'Design a chat application that supports one-to-one and group messages with delivery receipts.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['WebSocket', 'message queue', 'ordering', 'presence', 'storage'],
    },
    {
      text: 'Design a notification service that sends email, SMS and push messages reliably.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['queue', 'retries', 'idempotency', 'templates', 'user preferences'],
    },
    {
      text: 'Where would you add caching in a read-heavy system, and how would you handle invalidation and a thundering herd?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['cache-aside', 'TTL', 'invalidation', 'thundering herd', 'CDN'],
    },
    {
      text: 'Your single database can no longer keep up with writes. How would you shard it, and what gets harder afterwards?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['sharding', 'shard key', 'hot spots', 'consistent hashing', 'cross-shard queries'],
    },
    {
      text: 'Explain the CAP theorem using a system you have worked on. Which trade-off did you make?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['consistency', 'availability', 'partition tolerance', 'eventual consistency', 'trade-off'],
    },
    {
      text: 'When would you choose a message queue over direct synchronous calls between services?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['Kafka', 'decoupling', 'back pressure', 'asynchronous', 'at least once'],
    },
    {
      text: 'The interviewer adds a new requirement halfway through your design: it must work across two regions. How do you adapt?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['multi-region', 'replication', 'latency', 'conflict resolution', 'failover'],
    },
    {
      text: 'Your design works on paper, but traffic is ten times higher than estimated on launch day. What fails first, and what do you do?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['bottleneck', 'autoscaling', 'load shedding', 'degrade gracefully', 'monitoring'],
    },
    {
      text: 'Tell me about a system you designed or changed in production. What would you do differently now?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['requirements', 'architecture', 'trade-offs', 'scale', 'lesson'],
    },
    {
      text: 'How would you lead a design review where senior engineers disagree about the architecture?',
      category: 'Leadership',
      kind: 'explanation',
      terms: ['design document', 'criteria', 'trade-offs', 'decision record', 'consensus'],
    },
    {
      text: 'How do you decide when a design is simple enough, rather than building for scale you may never need?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['YAGNI', 'simplicity', 'iteration', 'cost', 'evolve'],
    },
    {
      text: 'How are you building your system design skills, and what kind of systems do you want to work on?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['distributed systems', 'reading', 'postmortems', 'practice', 'architecture'],
    },
  ],
} satisfies QuestionBankInput
