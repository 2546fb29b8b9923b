import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'software-engineer',
  slug: 'software-engineer',
  label: 'Software engineer',
  description:
    'Practise a free software engineer interview: five questions on coding, design, testing, teamwork and trade-offs, spoken or typed, with a report in your browser.',
  questions: [
    {
      text: 'Given an array of integers and a target, find two numbers that add up to the target. Talk me through your approach and its complexity.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['hash map', 'brute force', 'linear time', 'edge cases', 'complexity'],
    },
    {
      text: 'How would you design the classes for a parking garage system? Which objects and responsibilities would you start with?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['classes', 'interface', 'single responsibility', 'composition', 'extensibility'],
    },
    {
      text: 'How do you decide what to unit test, and what makes a test good?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['unit test', 'edge cases', 'isolation', 'readable', 'fast'],
    },
    {
      text: 'Explain the difference between a process and a thread, and a bug you have seen caused by concurrency.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['process', 'thread', 'shared memory', 'race condition', 'lock'],
    },
    {
      text: 'Tell me about the most technically challenging project you have worked on. What was your part?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['challenge', 'design', 'trade-offs', 'my contribution', 'result'],
    },
    {
      text: 'Describe a time you introduced a bug that reached users. What did you do?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['ownership', 'fix', 'rollback', 'test', 'prevent'],
    },
    {
      text: 'Tell me about a time you had to balance shipping quickly against doing it properly.',
      category: 'Behavioral',
      kind: 'story',
      terms: ['technical debt', 'deadline', 'trade-off', 'follow up', 'stakeholders'],
    },
    {
      text: 'Your estimate for a task was two days and you are on day five. What do you do?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['communicate early', 'blocker', 'scope', 'ask for help', 'estimate'],
    },
    {
      text: 'A teammate’s pull request works but is hard to follow and has no tests. How would you review it?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['code review', 'constructive', 'tests', 'readability', 'suggestions'],
    },
    {
      text: 'How would you track down a memory leak in a long-running service?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['heap snapshot', 'profiler', 'references', 'monitoring', 'reproduce'],
    },
    {
      text: 'How do you approach working in a large codebase you have never seen before?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['read the tests', 'entry points', 'debugger', 'ask questions', 'small change'],
    },
    {
      text: 'What does your ideal software development process look like, from ticket to production?',
      category: 'Industry-Specific',
      kind: 'view',
      terms: ['version control', 'code review', 'CI', 'continuous delivery', 'monitoring'],
    },
    {
      text: 'Tell me about a time you improved how your team builds software, such as tooling, process or standards.',
      category: 'Leadership',
      kind: 'story',
      terms: ['initiative', 'proposal', 'buy-in', 'adoption', 'impact'],
    },
    {
      text: 'What kind of engineering culture do you do your best work in?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['ownership', 'feedback', 'psychological safety', 'autonomy', 'learning'],
    },
    {
      text: 'Do you see yourself moving towards a staff engineer path or engineering management? Why?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['staff engineer', 'management', 'technical leadership', 'mentoring', 'impact'],
    },
  ],
} satisfies QuestionBankInput
