import type { QuestionBankInput } from './schema'

export const bank = {
  role: 'technical',
  slug: 'technical',
  label: 'Technical interview',
  description:
    'Practise a free technical interview: five questions on algorithms, complexity, debugging and code review, typed or spoken, with a report kept in your browser.',
  questions: [
    {
      text: 'Explain Big O notation, and compare the time complexity of binary search with a linear scan.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['Big O', 'logarithmic', 'linear', 'sorted', 'worst case'],
    },
    {
      text: 'How would you detect whether a linked list has a cycle, using constant extra memory?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['two pointers', 'fast and slow', 'Floyd', 'constant space', 'linked list'],
    },
    {
      text: 'When would you use a hash map, a heap or a balanced tree? Give an example problem for each.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['hash map', 'heap', 'balanced tree', 'lookup', 'ordering'],
    },
    {
      text: 'Find the length of the longest substring without repeating characters. How does your solution scale?',
      category: 'Technical',
      kind: 'explanation',
      terms: ['sliding window', 'hash set', 'two pointers', 'linear', 'edge cases'],
    },
    {
      text: 'Explain recursion and dynamic programming using the Fibonacci sequence or a problem of your choice.',
      category: 'Technical',
      kind: 'explanation',
      terms: ['recursion', 'base case', 'cache results', 'overlapping subproblems', 'bottom up'],
    },
    {
      text: 'A function returns the right answer for small inputs but times out on large ones. How do you find and fix the slow part?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['profiling', 'complexity', 'nested loop', 'data structure', 'benchmark'],
    },
    {
      text: 'A test fails only when the whole suite runs, never on its own. How would you debug it?',
      category: 'Problem-Solving',
      kind: 'explanation',
      terms: ['shared state', 'test order', 'isolation', 'bisect', 'cleanup'],
    },
    {
      text: 'You are stuck during a live coding exercise and the clock is running. What do you do?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['think aloud', 'simpler case', 'brute force', 'ask', 'examples'],
    },
    {
      text: 'You are reviewing code that works but that you would have written very differently. How do you give feedback?',
      category: 'Situational',
      kind: 'explanation',
      terms: ['code review', 'readability', 'personal preference', 'questions', 'kind'],
    },
    {
      text: 'Tell me about the hardest bug you have fixed. How did you find the cause?',
      category: 'Behavioral',
      kind: 'story',
      terms: ['reproduce', 'hypothesis', 'logs', 'root cause', 'regression test'],
    },
    {
      text: 'Describe a time you had to learn a new language or framework quickly for a project.',
      category: 'Behavioral',
      kind: 'story',
      terms: ['documentation', 'small project', 'fundamentals', 'mentor', 'delivered'],
    },
    {
      text: 'What practices does your industry rely on to keep software secure and reliable, and which have you used?',
      category: 'Industry-Specific',
      kind: 'explanation',
      terms: ['code review', 'automated testing', 'static analysis', 'dependency updates', 'monitoring'],
    },
    {
      text: 'Tell me about a time you set a technical standard or made a technical decision that others followed.',
      category: 'Leadership',
      kind: 'story',
      terms: ['decision', 'trade-offs', 'documented', 'buy-in', 'outcome'],
    },
    {
      text: 'How do you explain a technical trade-off to a non-technical colleague who has to make the call?',
      category: 'Cultural Fit',
      kind: 'view',
      terms: ['plain language', 'options', 'risks', 'cost', 'recommendation'],
    },
    {
      text: 'How do you keep your technical skills sharp, and what are you learning at the moment?',
      category: 'Career Growth',
      kind: 'view',
      terms: ['practice', 'side project', 'reading', 'courses', 'open source'],
    },
  ],
} satisfies QuestionBankInput
