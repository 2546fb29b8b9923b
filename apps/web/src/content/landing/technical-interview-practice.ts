import type { LandingMeta } from './meta'
import type { LandingContentInput } from './schema'

/** The page's entry in the route registry (navigation label, SEO title and description). */
export const meta = {
  group: 'topic',
  label: 'Technical Interviews',
  title: 'Technical Interview Practice With AI',
  description:
    'Practice technical interview problems out loud, explain your solution and get feedback on correctness, complexity and communication.',
} satisfies LandingMeta

export const content = {
  slug: 'technical-interview-practice',
  hero: {
    eyebrow: 'Technical interviews',
    heading: 'Technical interview practice where you explain your solution out loud',
    lead: 'In a technical round, the interviewer grades how you think as much as what you write. Talk through the problem, walk through your solution, and get feedback on correctness, time and space complexity, edge cases and how clearly you communicated.',
    cta: { label: 'Start a Technical Mock' },
    secondary: { to: '/features/technical-interview-practice#technical-demo', label: 'See Sample Feedback' },
    highlights: ['Algorithms, data structures, debugging', 'Complexity checked on every answer', 'Hints instead of answers when stuck'],
    preview: {
      label: 'Technical round · Arrays',
      question:
        'Given an array of positive integers and a target, return the length of the shortest contiguous subarray whose sum is at least the target.',
      hint: 'Say the brute force first, then explain what makes a sliding window valid here.',
    },
  },
  audience: {
    people: 'graduate and junior developers',
    interviewers:
      'an engineer running a 45-minute coding round, a tech lead who asks for a faster solution, or a phone screen with a short warm-up problem',
    focus:
      'whether your solution holds up, the complexity you claimed against the real one, the edge cases you tried and how long you went quiet',
    story: {
      situation: 'In my final-year project, our route planner took over a minute to answer one query on the full city map.',
      task: 'I owned the search algorithm, and the demo for our examiners was two weeks away.',
      action: 'I profiled it, saw we re-sorted every node on each step, and rewrote Dijkstra’s algorithm around a binary heap.',
      result: 'A query dropped from 70 seconds to 0.4, and the project received the highest mark in our cohort.',
    },
    followUp: {
      question: 'What is Dijkstra’s complexity with a binary heap, and when does it stop being the right choice?',
      answer: 'O((V + E) log V). With negative edge weights it gives wrong answers, so there I would switch to Bellman-Ford.',
    },
    feedback:
      'Your sliding window was correct, but you named O(n) only when asked. Say the complexity right after you describe the approach.',
  },
  sections: [
    {
      kind: 'code-demo',
      id: 'technical-demo',
      eyebrow: 'See it in action',
      heading: 'Prompt, solution, feedback: one technical question end to end',
      intro:
        'You talk through your approach and walk the interviewer through your code, the way you would at a whiteboard. The feedback arrives as soon as you finish.',
      prompt: {
        label: 'The prompt',
        text: 'You are given the price of a stock on each day, in order. Return the maximum profit from buying on one day and selling on a later day. If no profit is possible, return 0.',
      },
      solution: {
        label: 'Your solution',
        language: 'Python',
        code: 'def max_profit(prices):\n    low = float("inf")\n    best = 0\n    for p in prices:\n        low = min(low, p)\n        best = max(best, p - low)\n    return best',
      },
      feedback: {
        label: 'AI feedback',
        verdict: 'Correct. Runs in O(n) time with O(1) extra space.',
        points: [
          'One pass that tracks the lowest price so far: the optimal approach',
          'Handles an empty list and prices that only fall by returning 0',
          'Good: you explained the invariant before writing code',
          'Next time, mention the O(n²) brute force first and why you moved on from it',
        ],
      },
      cta: { label: 'Practice a Free Mock' },
    },
    {
      kind: 'questions',
      id: 'technical-prompts',
      eyebrow: 'Sample prompts',
      heading: 'Technical questions you can rehearse today',
      intro:
        'Questions are matched to the language and level in your job description, and each one comes with follow-ups on complexity and edge cases.',
      groups: [
        {
          questions: [
            'Merge a list of overlapping meeting intervals and return the minimum number of rooms needed.',
            'Find the first character in a string that does not repeat. What changes if the input is a stream?',
            'Detect whether a linked list has a cycle, without using extra memory.',
            'Design an LRU cache with get and put in constant time. Which data structures do you combine?',
            'This function returns the wrong total for large inputs. Read it aloud and find the bug.',
            'Return all the words from a dictionary that can be built from a grid of letters. How do you prune the search?',
          ],
        },
      ],
    },
    { kind: 'shared', id: 'instant-feedback' },
    {
      kind: 'checklist',
      id: 'technical-skills',
      eyebrow: 'Skills you practise',
      heading: 'What strong technical candidates do out loud',
      items: [
        'Restating the problem and asking about input limits',
        'Starting with a brute force and naming its complexity',
        'Choosing a data structure and saying why',
        'Testing with a small example before declaring victory',
        'Calling out edge cases: empty, duplicates, overflow',
        'Staying communicative when stuck instead of going silent',
      ],
    },
    { kind: 'shared', id: 'roleplay' },
    {
      kind: 'text',
      id: 'technical-why',
      heading: 'Silence is the most common technical interview mistake',
      paragraphs: [
        'Candidates who solve problems in their head and then present a finished answer often score lower than those who reach the same answer while thinking out loud. Interviewers cannot give credit for reasoning they never heard, and they cannot offer a hint to someone who stays quiet.',
        'Practice here is spoken. You describe your approach and your code, the interviewer nudges you when you stall, and the report rates correctness, complexity and communication separately. A dedicated coding-practice feature is coming soon; until then, sessions work like a whiteboard round.',
      ],
    },
    { kind: 'shared', id: 'star' },
  ],
  cta: {
    heading: 'Get your next technical round right the first time',
    body: 'Choose your language and level, talk through a problem, and get a verdict on correctness and complexity in minutes. Your first mock interview is free.',
  },
  practice: {
    role: 'technical',
    keywords: ['complexity', 'edge case', 'brute force', 'hash map', 'two pointers', 'sliding window', 'test', 'O(n)'],
  },
} satisfies LandingContentInput
